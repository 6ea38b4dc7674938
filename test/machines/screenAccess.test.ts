import { describe, expect, it } from 'vitest';
import { StatutDossier, type StatutDossierId } from '../../domain/dossier-status';
import { accountStepAccess } from '../../machines/access/accountWizardAccess';
import { drcScreen } from '../../machines/access/drcAccess';
import { mayOpenResetPasswordStep } from '../../machines/access/resetPasswordAccess';

/** The screen guards that read one machine's state: a step is shown only at its turn (spec section 2). */
describe('accountStepAccess: the account screens show the step the machine is at', () => {
  it('opens the current step and sends any other back to it', () => {
    expect(accountStepAccess('personalData', 'personalData')).toEqual({ allow: true });
    expect(accountStepAccess('personalData', 'confirmation')).toEqual({ redirect: 'personalData' });
    expect(accountStepAccess('personalData', 'foreword')).toEqual({ redirect: 'personalData' });
  });
});

describe('mayOpenResetPasswordStep: /reset-password', () => {
  it('always opens the request and the link’s page', () => {
    expect(mayOpenResetPasswordStep('confirmation', 'request')).toBe(true);
    expect(mayOpenResetPasswordStep({ request: 'editing' }, 'validation')).toBe(true);
  });

  it('opens the new password and the confirmation only in their state', () => {
    expect(mayOpenResetPasswordStep('password', 'password')).toBe(true);
    expect(mayOpenResetPasswordStep({ validation: 'checking' }, 'password')).toBe(false);
    expect(mayOpenResetPasswordStep('confirmation', 'confirmation')).toBe(true);
    expect(mayOpenResetPasswordStep('password', 'confirmation')).toBe(false);
  });
});

describe('drcScreen: the DRC answer and its confirmation (spec section 2)', () => {
  const dossier = (statut: StatutDossierId, reply = true) => ({ StatutDossierId: statut, actions: { reply } });

  it('opens the answer while the administration waits for information, to a contact who may reply', () => {
    expect(drcScreen(dossier(StatutDossier.DOSSIER_DEMANDE_INFOS), 'reponse')).toBe('reponse');
    expect(drcScreen(dossier(StatutDossier.DOSSIER_PRESTATION_ATTENTE_INFOS), 'reponse')).toBe('reponse');
    expect(drcScreen(dossier(StatutDossier.DOSSIER_DEMANDE_INFOS, false), 'reponse')).toBeNull();
    expect(drcScreen(dossier(StatutDossier.DOSSIER_EXAMEN), 'reponse')).toBeNull();
  });

  it('opens the confirmation once the information was completed', () => {
    expect(drcScreen(dossier(StatutDossier.DOSSIER_EXAMEN_APRES_INFOS), 'confirmation')).toBe('confirmation');
    expect(drcScreen(dossier(StatutDossier.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS), 'confirmation')).toBe('confirmation');
    expect(drcScreen(dossier(StatutDossier.DOSSIER_DEMANDE_INFOS), 'confirmation')).toBeNull();
  });
});
