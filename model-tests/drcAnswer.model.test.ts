import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { StatutDossier, type StatutDossierId } from '../domain/dossier-status';
import { drcScreen } from '../machines/access/drcAccess';
import { drcAnswerMachine } from '../machines/drcAnswer.machine';
import { coverageOf } from './coverage';
import { drcAnswerModel } from './drcAnswer.model';
import { walk } from './walk';

const dossier = (StatutDossierId: StatutDossierId, reply: boolean) => ({ StatutDossierId, actions: { reply } });

describe('the DRC answer chart and its guards', () => {
  it('goes from the answer to its confirmation, every transition walked', () => {
    const paths = walk(drcAnswerMachine, drcAnswerModel);
    expect(coverageOf(drcAnswerMachine, paths).uncovered).toEqual([]);
    expect(paths.some((path) => path.steps.at(-1)?.after.value === 'confirmation' && path.steps.at(-1)?.after.status === 'done')).toBe(true);
  });

  it('never sends an answer while a chosen file is not attached, and says so', () => {
    const asked: string[] = [];
    const actor = createActor(drcAnswerMachine.provide({ actions: { askToAttachFile: () => void asked.push('attach') } })).start();
    actor.send({ type: 'SEND', pendingFile: true });
    expect(actor.getSnapshot().value).toBe('reponse');
    expect(asked).toEqual(['attach']);
    actor.send({ type: 'SEND', pendingFile: false });
    expect(actor.getSnapshot().value).toBe('envoi');
    actor.send({ type: 'REFUSED' });
    expect(actor.getSnapshot().value).toBe('reponse');
    actor.send({ type: 'SEND', pendingFile: false });
    actor.send({ type: 'ANSWERED' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('opens the answer only to a contact the server lets reply, while the dossier waits for information', () => {
    expect(drcScreen(dossier(StatutDossier.DOSSIER_DEMANDE_INFOS, true), 'reponse')).toBe('reponse');
    expect(drcScreen(dossier(StatutDossier.DOSSIER_PRESTATION_ATTENTE_INFOS, true), 'reponse')).toBe('reponse');
    expect(drcScreen(dossier(StatutDossier.DOSSIER_DEMANDE_INFOS, false), 'reponse')).toBeNull();
    expect(drcScreen(dossier(StatutDossier.DOSSIER_EXAMEN, true), 'reponse')).toBeNull();
  });

  it('opens the confirmation once the information was completed, never before', () => {
    expect(drcScreen(dossier(StatutDossier.DOSSIER_EXAMEN_APRES_INFOS, false), 'confirmation')).toBe('confirmation');
    expect(drcScreen(dossier(StatutDossier.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS, false), 'confirmation')).toBe('confirmation');
    expect(drcScreen(dossier(StatutDossier.DOSSIER_DEMANDE_INFOS, true), 'confirmation')).toBeNull();
  });
});
