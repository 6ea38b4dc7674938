import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competences, contactCompetenceHistory, contactCompetences, thematiques } from '../../server/db/schema/index';
import { expireExpertCompetences } from '../../server/services/labellisation/expert-competences';
import { Droit } from '../../domain/droits';
import { StatutChequeExpert } from '../../domain/labellisation';
import { Plateforme } from '../../domain/platforms';
import { expertCompetenceMachine, type ExpertCompetenceEvent } from '../../machines/expertCompetence.machine';
import { stateToStatutChequeExpert } from '../../machines/expertCompetence.state';
import { expertCompetenceModel } from '../../model-tests/expertCompetence.model';
import { describeStep } from '../../model-tests/steps';
import { walk, type WalkedStep } from '../../model-tests/walk';
import { completeDemande } from '../support/competences';
import { demoParties, post, type DemoParties } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';
import { distinctBeginnings, playWalks } from '../support/walk-driver';

/**
 * The expert voucher's walks of model-tests/, played against the server on a competence of the demo expert: each
 * event as the product sends it (a competence validation created, completed and submitted by the provider's
 * Authority; the administration's validation, refusal or withdrawal; the scheduler's sweep on the walk's day), the
 * stored voucher and its history read back after each step.
 */

const paths = walk(expertCompetenceMachine, expertCompetenceModel);

let t: TestApp;
let p: DemoParties;
let strategie: number;
const as = { A: '', gestion: '' };

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  as.A = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
  [{ id: strategie }] = (await t.database.db.select({ id: thematiques.id }).from(thematiques).where(eq(thematiques.code, 'STRATEGIE'))) as [{ id: number }];
});
afterAll(() => t.close());

/** A competence of the walk: its voucher, the request in progress that asks for it, and the steps that led there. */
interface Subject {
  competenceId: number;
  open: number | null;
  steps: WalkedStep[];
}

async function voucher(subject: Subject) {
  const key = and(eq(contactCompetences.contactId, p.expert), eq(contactCompetences.competenceId, subject.competenceId));
  const [row] = await t.database.db.select().from(contactCompetences).where(key);
  const history = await t.database.db.select().from(contactCompetenceHistory).where(and(eq(contactCompetenceHistory.contactId, p.expert), eq(contactCompetenceHistory.competenceId, subject.competenceId)));
  return { statut: row?.statut, version: row?.version, events: history.map((h) => h.event) };
}

/** The provider's Authority asks for the competence: a validation created, completed and submitted. */
async function ask(subject: Subject): Promise<number> {
  const created = await post(t, as.A, `/api/labellisation/prestataires/${p.prestataire}/demandes-competences`, { expertId: p.expert, competenceIds: [subject.competenceId], commentaire: 'Parcours du diagramme.' });
  if (created.statusCode !== 201) return created.statusCode;
  const id = created.json().result.id as number;
  await completeDemande(t, id);
  const submitted = await post(t, as.A, `/api/labellisation/prestataires/${p.prestataire}/soumissions-competences`, { demandeIds: [id] });
  expect(submitted.statusCode, submitted.body).toBe(200);
  subject.open = id;
  return 200;
}

/** The scheduler's sweep on the walk's day, the voucher's last day being the walk's (restored when it does not expire). */
async function sweep(subject: Subject, event: Extract<ExpertCompetenceEvent, { type: 'EXPIRE' }>) {
  const key = and(eq(contactCompetences.contactId, p.expert), eq(contactCompetences.competenceId, subject.competenceId));
  const [before] = await t.database.db.select().from(contactCompetences).where(key);
  await t.database.db.update(contactCompetences).set({ expireLe: event.expiry }).where(key);
  await expireExpertCompetences(t.database.db, new Date(`${event.today}T12:00:00Z`));
  const [after] = await t.database.db.select().from(contactCompetences).where(key);
  if (after!.version === before!.version) await t.database.db.update(contactCompetences).set({ expireLe: before!.expireLe }).where(key);
}

/** Sends the step's event as the product does; answers what the call answered (none for the scheduler's sweep). */
async function send(subject: Subject, event: ExpertCompetenceEvent): Promise<number | null> {
  const decide = async (path: string, payload: object) => {
    const response = await post(t, as.gestion, `/api/labellisation/demandes/${subject.open}/${path}`, payload);
    if (response.statusCode === 200) subject.open = null;
    return response.statusCode;
  };
  switch (event.type) {
    case 'REQUEST':
      // A competence withdrawn while its request was examined is asked again once that request ends (closed without follow-up, it stays withdrawn).
      if (subject.open !== null && (await voucher(subject)).statut === StatutChequeExpert.SUPPRIME) expect(await decide('close', { texte: 'Clôture du parcours.' })).toBe(200);
      return ask(subject);
    case 'VALIDATE':
      return subject.open === null ? null : decide('validate', {});
    case 'REFUSE':
      return subject.open === null ? null : decide('refuse', { texte: 'Refus du parcours.' });
    case 'EXPIRE':
      await sweep(subject, event);
      return null;
    case 'WITHDRAW':
      return (await post(t, as.gestion, `/api/labellisation/experts/${p.expert}/competences/${subject.competenceId}/withdraw`, { texte: 'Retrait du parcours.' })).statusCode;
  }
}

async function playStep(subject: Subject, step: WalkedStep): Promise<boolean> {
  const what = describeStep(step);
  const before = await voucher(subject);
  expect(before.statut, what).toBe(stateToStatutChequeExpert(step.before.value));
  const status = await send(subject, step.event as ExpertCompetenceEvent);
  const after = await voucher(subject);
  subject.steps.push(step);
  if (step.transitions.length === 0) {
    expect(status === null || status >= 400, `${what}: ${status}`).toBe(true);
    expect(after, what).toEqual(before);
    return true;
  }
  expect(status === null || status === 200, `${what}: ${status}`).toBe(true);
  expect(after.statut, what).toBe(stateToStatutChequeExpert(step.after.value));
  expect(after.events.at(-1), what).toBe(step.event.type);
  return true;
}

async function start(): Promise<Subject> {
  const [competence] = await t.database.db
    .insert(competences)
    .values({ code: `PARCOURS-${randomUUID()}`, libelle: 'Compétence du parcours', plateformeId: Plateforme.CE.id, thematiqueId: strategie })
    .returning({ id: competences.id });
  const subject: Subject = { competenceId: competence!.id, open: null, steps: [] };
  expect(await ask(subject)).toBe(200);
  return subject;
}

describe('the expert voucher walks, played against the server', () => {
  it('stores after every step of every walked path what the chart reaches', async () => {
    const played = await playWalks(paths, {
      start,
      // The same steps again on another competence.
      twin: async (subject) => {
        const copy = await start();
        for (const step of subject.steps) await send(copy, step.event as ExpertCompetenceEvent);
        copy.steps = [...subject.steps];
        return copy;
      },
      step: playStep,
    });
    expect(played).toBe(distinctBeginnings(paths));
  }, 120_000);
});
