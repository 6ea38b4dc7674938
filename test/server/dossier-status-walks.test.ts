// Also on PostgreSQL: every dossier status change's transaction, on a server.
import { eq, is as isTable } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import * as schema from '../../server/db/schema/index';
import { dossiers, rapportsPrestation } from '../../server/db/schema/index';
import { DOSSIER_LIFECYCLE_ROUTES } from '../../server/routes/dossier-lifecycle';
import type { TransitionRoute } from '../../server/routes/dossier-transitions';
import { MANAGER_DECISION_ROUTES } from '../../server/routes/gestion';
import { EDITED_PARTS } from '../../server/services/dossiers/edit';
import { findDossier } from '../../server/services/dossiers/stored';
import { DOSSIER_ACTION_STEP } from '../../domain/permissions';
import { dossierActionEvent, dossierActionSides } from '../../machines/access/dossierActions';
import { dossierStatusMachine } from '../../machines/dossierStatus.machine';
import { DELETED_STATE, dossierStateValue } from '../../machines/dossierStatus.state';
import { dossierStatusModel, WALK_DEADLINE } from '../../model-tests/dossierStatus.model';
import { describeStep } from '../../model-tests/steps';
import { walk, type WalkedStep } from '../../model-tests/walk';
import { DOSSIER_OWNED_TABLES, twinDossier } from '../support/dossier-twin';
import { demoParties, historyOf, insertReport, post, type DemoParties } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';
import { distinctBeginnings, playWalks } from '../support/walk-driver';
import { runSchedulerAtDeadline } from '../support/walk-deadlines';
import { readyIntroduction, wizardReferences } from '../support/wizard';

/**
 * The dossier status walks of model-tests/, played against the server: every path the walk produces, each
 * user event sent through its API call by the demo user of the side that takes it, each timed event fired
 * by the scheduler, and the stored dossier read back after each step. The model tests prove the chart;
 * this proves that the server stores what the chart says.
 */

const paths = walk(dossierStatusMachine, dossierStatusModel);

let t: TestApp;
let p: DemoParties;
const bearer = { beneficiaire: '', prestataire: '', gestion: '' };
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  bearer.beneficiaire = (await t.login('demo.benef')).authorization;
  bearer.prestataire = (await t.login('demo.presta')).authorization;
  bearer.gestion = (await t.login('demo.gestionnaire')).authorization;
});
afterAll(() => t.close());

/** The status-changing calls, as the server registers them. */
const ROUTES: readonly TransitionRoute[] = [...DOSSIER_LIFECYCLE_ROUTES, ...MANAGER_DECISION_ROUTES];
const SIDE_ORDER = ['beneficiaire', 'prestataire', 'gestion'] as const;
const BODIES = [{}, { justification: 'Motif du parcours.' }, { askText: 'Question du parcours.' }, { answer: 'Réponse du parcours.' }];

/** DELETE_DOSSIER has a call of its own (spec section 7, Dossiers), sent by the provider who introduces the dossier. */
const DELETE_CALL = { url: (id: number) => `/api/dossiers/${id}/delete`, side: 'prestataire', body: {}, text: null } as const;

/** EDIT_DOSSIER is the dossier-edit screen's save of a part (its first, the performance); the history names the part saved. */
const EDIT_CALL = {
  url: (id: number) => `/api/dossiers/${id}/edit/prestation`,
  side: 'prestataire',
  body: { titre: 'Parcours', objectifGeneral: 'Objectif du parcours.', valeurAjoutee: 'Valeur du parcours.', dateDebutEstimee: '2030-02-01', dateFinEstimee: '2030-05-31', planning: 'Étapes.', nombreJours: '5' },
  text: null,
  recorded: EDITED_PARTS.prestation,
} as const;

/** The call that sends a user event, the side that sends it (the beneficiary for the report's decision), and a body its schema takes. */
function callFor(eventType: string) {
  if (eventType === 'DELETE_DOSSIER') return DELETE_CALL;
  if (eventType === 'EDIT_DOSSIER') return EDIT_CALL;
  const route = ROUTES.find((r) => dossierActionEvent(r.action) === eventType);
  if (!route) return null;
  const side = SIDE_ORDER.find((s) => dossierActionSides(route.action).includes(s))!;
  const body = BODIES.find((b) => is(b, route.body));
  if (!body) throw new Error(`No sample body for ${route.path}`);
  const text = Object.values(body)[0] ?? null;
  return { url: (id: number) => `/api${route.path.replace(':id', String(id))}`, side, body, text };
}

const contactOf = (side: (typeof SIDE_ORDER)[number]) => ({ beneficiaire: p.benef, prestataire: p.presta, gestion: p.gestionnaire })[side];
const isTimed = (event: WalkedStep['event']): event is { type: string; today: string; deadline: string } => 'today' in event;

/** The user events of the chart, each with its call. */
const USER_EVENTS = Object.keys(dossierStatusModel.events).filter((type) => callFor(type) !== null);

/**
 * What the product needs besides the status before some events, made as a user would have: the matrix
 * lets a provider cancel only at step 3 (back there while the data is not locked), and a report is written
 * before it is submitted. Answers false when the matrix refuses the event in that state whatever is done.
 */
async function prepare(dossierId: number, step: WalkedStep): Promise<boolean> {
  const db = t.database.db;
  if (step.event.type === 'CANCEL_INTRODUCED') {
    if (!step.before.matches({ introduction: 'encoding' })) return false;
    await db.update(dossiers).set({ etapeEncodage: DOSSIER_ACTION_STEP.CANCEL_DOSSIER }).where(eq(dossiers.id, dossierId));
  }
  // The matrix deletes "at step 1"; the chart accepts it while the data is not locked, where the step may go back there.
  if (step.event.type === 'DELETE_DOSSIER' && step.before.matches({ introduction: 'encoding' })) {
    await db.update(dossiers).set({ etapeEncodage: DOSSIER_ACTION_STEP.DELETE_DOSSIER }).where(eq(dossiers.id, dossierId));
  }
  if (step.event.type === 'SUBMIT_REPORT_TO_BENEFICIARY') {
    const [report] = await db.select({ dossierId: rapportsPrestation.dossierId }).from(rapportsPrestation).where(eq(rapportsPrestation.dossierId, dossierId));
    if (!report) await insertReport(t, dossierId, 'documents');
  }
  return true;
}

async function stored(dossierId: number) {
  const dossier = (await findDossier(t.database.db, dossierId))!;
  return { value: dossierStateValue(dossier.access), version: dossier.row.version, history: await historyOf(t, dossierId) };
}

/** Steps the walk takes but the matrix refuses, beyond the chart (played as refusals). */
const refusedByMatrix: string[] = [];
/** States whose refused events were tried. */
const probed = new Set<string>();

async function playStep(dossierId: number, step: WalkedStep): Promise<boolean> {
  const what = describeStep(step);
  const before = await stored(dossierId);
  expect(before.value, what).toEqual(step.before.value);
  const possible = await prepare(dossierId, step);
  const call = callFor(step.event.type);
  if (isTimed(step.event)) {
    expect(step.event.deadline).toBe(WALK_DEADLINE);
    await runSchedulerAtDeadline(t, dossierId, { over: step.event.today > step.event.deadline });
  } else {
    const response = await post(t, bearer[call!.side], call!.url(dossierId), call!.body);
    const taken = possible && step.transitions.length > 0;
    expect(response.statusCode, `${what}: ${response.body}`).toBe(taken ? 200 : 409);
    if (!possible) refusedByMatrix.push(what);
  }
  if (step.after.matches(DELETED_STATE) && step.transitions.length > 0) {
    // The final state `deleted` is the row's removal, its history with it.
    expect(await findDossier(t.database.db, dossierId), what).toBeNull();
    expect(await historyOf(t, dossierId), what).toEqual([]);
    return true;
  }
  const after = await stored(dossierId);
  if (!possible || step.transitions.length === 0) {
    expect(after.value, what).toEqual(before.value);
    expect(after.version, what).toBe(before.version);
    expect(after.history, what).toHaveLength(before.history.length);
    return possible;
  }
  expect(after.value, what).toEqual(step.after.value);
  expect(after.version, what).toBe(before.version + 1);
  expect(after.history, what).toHaveLength(before.history.length + 1);
  expect(after.history.at(-1), what).toMatchObject({
    event: call && 'recorded' in call ? call.recorded : step.event.type,
    contactId: call ? contactOf(call.side) : null,
    ...(call ? { justification: call.text } : {}),
  });
  return true;
}

/** In each state, once: every user event the chart refuses there is refused by its call, and changes nothing. */
async function probeRefusals(dossierId: number, snapshot: AnyMachineSnapshot) {
  const key = JSON.stringify(snapshot.value);
  if (probed.has(key)) return;
  probed.add(key);
  // A deleted dossier is no more: its calls find nothing (checked by playStep).
  if (snapshot.matches(DELETED_STATE)) return;
  const before = await stored(dossierId);
  for (const type of USER_EVENTS.filter((type) => !snapshot.can({ type }))) {
    const call = callFor(type)!;
    const response = await post(t, bearer[call.side], call.url(dossierId), call.body);
    expect(response.statusCode, `${type} in ${key}: ${response.body}`).toBe(409);
    expect(response.json(), `${type} in ${key}`).toEqual({ code: 'InvalidTransition', message: "Cette action n'est pas possible dans l'état actuel du dossier." });
  }
  expect(await stored(dossierId)).toEqual(before);
}

describe('the dossier status walks, played against the server', () => {
  it('stores after every step of every walked path what the chart reaches, and refuses what it refuses', async () => {
    const played = await playWalks(paths, {
      start: async () => (await readyIntroduction(t, p, await wizardReferences(t))).id,
      twin: (dossierId) => twinDossier(t, dossierId),
      reached: probeRefusals,
      step: playStep,
    });
    // Each distinct beginning of a path was played once, every state stored and probed, and the matrix
    // narrowed the chart only by its step rule on cancelling.
    expect(played).toBe(distinctBeginnings(paths));
    expect(probed.size).toBe(new Set(paths.flatMap((path) => path.steps.flatMap((s) => [s.before.value, s.after.value].map((v) => JSON.stringify(v))))).size);
    expect([...new Set(refusedByMatrix)]).toEqual([expect.stringMatching(/^{"introduction":"dataLocked"} --{"type":"CANCEL_INTRODUCED"}-->/)]);
  }, 120_000);

  it('copies in a twin every table that refers to a dossier', () => {
    const referring = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => isTable(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter((table) => table.foreignKeys.some((key) => key.reference().foreignColumns[0]?.table === dossiers))
      .map((table) => table.name);
    expect(referring.sort()).toEqual(Object.keys(DOSSIER_OWNED_TABLES).sort());
  });
});
