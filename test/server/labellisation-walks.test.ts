import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { avisLabellisation, demandeLabellisationHistory, demandesLabellisation, thematiques } from '../../server/db/schema/index';
import { findDemande } from '../../server/services/labellisation/transition';
import { Droit } from '../../domain/droits';
import { StatutDemandeLabellisation, TypeDemandeLabellisation } from '../../domain/labellisation';
import { DEMANDE_ACTIONS, type DemandeAction } from '../../machines/access/labellisationAccess';
import { labellisationRequestMachine, type LabellisationRequestEventType } from '../../machines/labellisationRequest.machine';
import { stateToStatutDemande } from '../../machines/labellisationRequest.state';
import { labellisationRequestModel } from '../../model-tests/labellisation.model';
import { describeStep } from '../../model-tests/steps';
import { walk, type WalkedStep } from '../../model-tests/walk';
import { createContact } from '../support/contacts';
import { demoParties, post, type DemoParties } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';
import { distinctBeginnings, playWalks } from '../support/walk-driver';

/**
 * The labellisation-request walks of model-tests/, played against the server: a recognition of the demo
 * provider (on the restricted context's thematic, so that it may be submitted alone) taken through every walked
 * path, each event by its call and by whom it belongs to: the submission in a group by the provider's
 * Authority, its cancellation and DRC answer by its Reference, an opinion by a centre that has not given one yet,
 * the decisions by the manager; the stored request read back after each step, and in each state every event
 * the chart refuses there refused by its call (409), changing nothing.
 */

const paths = walk(labellisationRequestMachine, labellisationRequestModel);

let t: TestApp;
let p: DemoParties;
let thematiqueId: number;
const as = { A: '', R: '', gestion: '' };
/** Centres, each giving one opinion per request: as many as a path gives opinions on one request. */
const centres: Array<{ authorization: string; contactId: number }> = [];
let twins = 0;

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  as.A = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  as.R = (await t.login('demo.reference')).authorization;
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
  for (const [login, droit] of [['walk.centre.1', Droit.CentreReference], ['walk.centre.2', Droit.CentreAvis], ['walk.centre.3', Droit.CentreReference]] as const) {
    const contactId = await createContact(t, login, [droit]);
    centres.push({ authorization: (await t.login(login)).authorization, contactId });
  }
  const [restricted] = await t.database.db.select({ id: thematiques.id }).from(thematiques).where(eq(thematiques.contexteRestreint, true));
  thematiqueId = restricted!.id;
});
afterAll(() => t.close());

const ACTION_OF = Object.fromEntries((Object.keys(DEMANDE_ACTIONS) as DemandeAction[]).map((action) => [DEMANDE_ACTIONS[action].event, action])) as Partial<
  Record<LabellisationRequestEventType, DemandeAction>
>;
const BODY = { none: {}, justification: { texte: 'Motif du parcours.' }, question: { texte: 'Question du parcours.' }, answer: { texte: 'Réponse du parcours.' }, opinion: { avis: 1, commentaire: 'Avis du parcours.' } };

async function stored(demandeId: number) {
  const demande = (await findDemande(t.database.db, demandeId))!;
  const history = await t.database.db.select().from(demandeLabellisationHistory).where(eq(demandeLabellisationHistory.demandeId, demandeId)).orderBy(demandeLabellisationHistory.id);
  const opinions = await t.database.db.select().from(avisLabellisation).where(eq(avisLabellisation.demandeId, demandeId));
  return { statut: demande.statut, version: demande.version, events: history.map((h) => h.event), opinions };
}

/** The call of an event on the request, by whom it belongs to. */
async function send(demandeId: number, type: LabellisationRequestEventType) {
  if (type === 'SUBMIT') return post(t, as.A, `/api/labellisation/prestataires/${p.prestataire}/soumissions`, { demandeIds: [demandeId] });
  const action = ACTION_OF[type]!;
  const { side, path, text } = DEMANDE_ACTIONS[action];
  const given = (await stored(demandeId)).opinions.length;
  const authorization = side === 'prestataire' ? as.R : side === 'centre' ? centres[given]!.authorization : as.gestion;
  return post(t, authorization, `/api/labellisation/demandes/${demandeId}/${path}`, BODY[text]);
}

async function playStep(demandeId: number, step: WalkedStep): Promise<boolean> {
  const what = describeStep(step);
  const before = await stored(demandeId);
  expect(before.statut, what).toBe(stateToStatutDemande(step.before.value));
  const response = await send(demandeId, step.event.type as LabellisationRequestEventType);
  expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
  const after = await stored(demandeId);
  expect(after.statut, what).toBe(stateToStatutDemande(step.after.value));
  expect(after.version, what).toBe(before.version + 1);
  expect(after.events, what).toEqual([...before.events, step.event.type]);
  return true;
}

const probed = new Set<string>();

/** In each state, once: every event the chart refuses there is refused by its call (409), and changes nothing. */
async function probeRefusals(demandeId: number, snapshot: AnyMachineSnapshot) {
  const key = JSON.stringify(snapshot.value);
  if (probed.has(key)) return;
  probed.add(key);
  const before = await stored(demandeId);
  const [{ soumiseLe }] = (await t.database.db.select({ soumiseLe: demandesLabellisation.soumiseLe }).from(demandesLabellisation).where(eq(demandesLabellisation.id, demandeId))) as [{ soumiseLe: Date | null }];
  const submitted = soumiseLe !== null;
  for (const type of Object.keys(labellisationRequestModel.events) as LabellisationRequestEventType[]) {
    if (snapshot.can({ type })) continue;
    const response = await send(demandeId, type);
    // A submission of a request no longer in introduction is a 400 naming the selection; a centre's action on a
    // request never submitted (a draft, or one cancelled before submission) is refused as to any stranger (403: the
    // centres do not see them); any other, a 409.
    const centreOnDraft = !submitted && Object.values(DEMANDE_ACTIONS).some((a) => a.event === type && a.side === 'centre');
    expect(response.statusCode, `${type} in ${key}: ${response.body}`).toBe(type === 'SUBMIT' ? 400 : centreOnDraft ? 403 : 409);
  }
  expect(await stored(demandeId), key).toEqual(before);
}

/** Another request of the provider in the same stored state: its row, history and opinions copied. */
async function twin(demandeId: number): Promise<number> {
  return t.database.db.transaction(async (tx) => {
    const [source] = await tx.select().from(demandesLabellisation).where(eq(demandesLabellisation.id, demandeId));
    const { id: _id, reference, ...row } = source!;
    const [copy] = await tx.insert(demandesLabellisation).values({ ...row, reference: `${reference}-J${++twins}` }).returning({ id: demandesLabellisation.id });
    for (const { id: _, ...h } of await tx.select().from(demandeLabellisationHistory).where(eq(demandeLabellisationHistory.demandeId, demandeId))) {
      await tx.insert(demandeLabellisationHistory).values({ ...h, demandeId: copy!.id });
    }
    for (const { id: _, ...a } of await tx.select().from(avisLabellisation).where(eq(avisLabellisation.demandeId, demandeId))) {
      await tx.insert(avisLabellisation).values({ ...a, demandeId: copy!.id });
    }
    return copy!.id;
  });
}

describe('the labellisation-request walks, played against the server', () => {
  it('stores after every step of every walked path what the chart reaches, and refuses what it refuses', async () => {
    const played = await playWalks(paths, {
      start: async () => {
        const response = await post(t, as.R, `/api/labellisation/prestataires/${p.prestataire}/demandes`, { type: TypeDemandeLabellisation.RECONNAISSANCE, thematiqueId, commentaire: 'Parcours du diagramme.' });
        expect(response.json().result.statut).toBe(StatutDemandeLabellisation.EN_INTRODUCTION);
        const id = response.json().result.id as number;
        // Completed, so that it may be submitted.
        await post(t, as.R, `/api/labellisation/demandes/${id}/completion/specific`, { commentaire: 'Parcours du diagramme.', references: 'Missions du parcours.' });
        return id;
      },
      twin,
      reached: probeRefusals,
      step: playStep,
    });
    expect(played).toBe(distinctBeginnings(paths));
    expect(probed.size).toBe(Object.keys(labellisationRequestMachine.root.states).length);
  }, 60_000);
});
