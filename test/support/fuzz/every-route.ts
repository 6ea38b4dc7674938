import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Droit, type DroitId } from '../../../domain/droits';
import { admittedDroits, admits } from '../../../server/http/policy';
import type { RouteTableEntry } from '../../../server/plugins/context';
import { requestArbitrary, type FuzzRequest } from './requests';
import { changedTables, digestWatch } from '../table-digest';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Every API route, enumerated from the app's route table, called with generated requests (test/support/fuzz/):
 * never a 5xx, never a stack trace in the answer, and a refused call changes no table. The routes are shared
 * out between the files test/server/fuzz-*.test.ts, so that the test workers fuzz them side by side.
 * `npm test` runs 100 cases per route with a fixed seed on PGlite: with this seed they reach all but 2 of the 469
 * distinct answers (status and error code) that 150 cases give on the 91 routes of share 2 (2026-11-27,
 * docs/testing.md), for two thirds of the time (150 cost 140 s of worker time for the two files). 40 run on
 * PostgreSQL, where the run is there for what the network driver does differently (its errors, types and pool), not for the routes' own handling of inputs, which
 * PGlite's run proves (the PostgreSQL run at 150 cost 70 s of a worker per file);
 * `npm run fuzz` runs FUZZ_RUNS cases per route (10,000) with a random seed, or FUZZ_SEED's. A failure is
 * reported with the seed and path that replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DB_KIND === 'postgres' ? 40 : 100));
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : 20261123));
/** Routes called signed out only, and why. */
const SIGNED_OUT_ONLY: Record<string, string> = {
  'GET /api/auth/logout':
    'ends the session it is called with: each case would need a new sign-in (a scrypt hash); test/server/auth.test.ts calls it signed in',
};

/** Routes whose success changes what the next calls see, and how the run undoes it. */
const OWN_SESSION = new Set([
  // Swapping changes the right of the session: it gets a session of its own, so no other route runs under a swapped right.
  'POST /api/auth/swap-droit/:droitId',
]);
const RESTORE_AFTER_SUCCESS: Record<string, (t: TestApp, manager: string) => Promise<unknown>> = {
  // Maintenance on would answer every following call 503: switched off after each call that may have turned it on.
  'POST /api/maintenance': (t, manager) => t.app.inject({ method: 'POST', url: '/api/maintenance', headers: { authorization: manager }, payload: { enabled: false } }),
};

/** Tables a refused call may change, by route, and why. */
const MAY_CHANGE_WHEN_REFUSED: Record<string, string[]> = {
  // A failed sign-in is counted: that is the throttle's job (docs/security.md, Sign-in throttling).
  'POST /api/auth/login/password': ['login_throttle'],
  'POST /api/auth/login/gestia': ['login_throttle'],
  // A wrong reset link is counted like a wrong password.
  'POST /api/auth/check-token': ['login_throttle'],
  'POST /api/auth/reset-password/change-password': ['login_throttle'],
  // So is a survey's unknown token (docs/survey.md).
  'GET /api/survey/:token': ['login_throttle'],
  'POST /api/survey/:token': ['login_throttle'],
};

/** What an answer must never show: a stack frame, a file of the server, an exception's name. */
export const LEAKS = [/^\s*at \S.*:\d+:\d+/m, /\/[\w.-]+\/[\w./-]+\.(?:ts|js|mjs|cjs)\b/, /node_modules/, /\b\w*Error: /];

/**
 * Registers, in the calling test file, the fuzzing of one share of the routes: those whose place in the
 * route table is `share` modulo `shares`. Each file has an app and a database of its own.
 */
export function fuzzRouteShare(share: number, shares: number) {
  let t: TestApp;
  let dataDir: string;
  const sessions = new Map<DroitId, string>();
  let ownSession: string;
  let realIds: string[];
  let tables: Awaited<ReturnType<typeof digestWatch>>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-fuzz-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    sessions.set(Droit.Gestionnaire, (await t.login('demo.gestionnaire')).authorization);
    sessions.set(Droit.Prestataire, (await t.login('demo.presta', Droit.Prestataire)).authorization);
    sessions.set(Droit.Beneficiaire, (await t.login('demo.benef')).authorization);
    ownSession = (await t.login('demo.presta', Droit.Prestataire)).authorization;
    realIds = await idsOfTheData();
    tables = await digestWatch(t.database.db);
    console.log(`fuzz: ${RUNS} cases per route, seed ${SEED} (FUZZ_SEED=${SEED} replays it)`);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A few ids of every table with an integer id column, found in the information schema: ids that name real records. */
  async function idsOfTheData(): Promise<string[]> {
    const columns = (await t.database.db.execute(
      sql`SELECT table_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'id' AND data_type = 'integer'`,
    )) as unknown as { rows: Array<{ name: string }> };
    const selects = columns.rows.map(({ name }) => sql`(SELECT id FROM ${sql.identifier(name)} ORDER BY id LIMIT 6)`);
    const ids = (await t.database.db.execute(sql.join(selects, sql` UNION `))) as unknown as { rows: Array<{ id: number }> };
    return [...new Set(ids.rows.map((row) => String(row.id)))];
  }

  const routeName = (entry: RouteTableEntry) => `${entry.method} ${entry.url}`;

  /** A session under a right the policy admits: provider first, then beneficiary, then manager. */
  function sessionFor(entry: RouteTableEntry): string {
    if (OWN_SESSION.has(routeName(entry))) return ownSession;
    const admitted = admittedDroits(entry.policy);
    const droit = [Droit.Prestataire, Droit.Beneficiaire, Droit.Gestionnaire].find((candidate) => admitted === null || admits(admitted, candidate));
    return sessions.get(droit!)!;
  }

  async function checkCall(entry: RouteTableEntry, request: FuzzRequest) {
    const name = routeName(entry);
    const header = request.authorization.session ? !(name in SIGNED_OUT_ONLY) && sessionFor(entry) : request.authorization.header;
    const authorization = header ? { authorization: header } : {};
    // Around every call: the digest is taken again only when something was written since (table-digest.ts).
    const before = await tables.now();
    const response = await t.app.inject({ method: entry.method as 'GET', url: request.url, headers: { ...request.headers, ...authorization }, payload: request.payload });
    const what = `${entry.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, what).toBeLessThan(500);
    for (const leak of LEAKS) expect(response.body, what).not.toMatch(leak);
    if (response.statusCode < 400) {
      // What the call left for after its answer (a reset's link) is done before the next call's digest.
      await t.app.afterAnswers.settled();
      await RESTORE_AFTER_SUCCESS[name]?.(t, sessions.get(Droit.Gestionnaire)!);
      return;
    }
    const after = await tables.now();
    if (after === before) return;
    const changed = changedTables(before.digest, after.digest).filter((table) => !MAY_CHANGE_WHEN_REFUSED[name]?.includes(table));
    expect(changed, what).toEqual([]);
  }

  describe(`every route, fuzzed (share ${share + 1} of ${shares}): no 5xx, no stack trace, nothing changed by a refused call`, () => {
    it('enumerates the routes from the route table', () => {
      const names = t.app.routeTable.map(routeName);
      expect(names.length).toBeGreaterThan(50);
      for (const listed of [...Object.keys(SIGNED_OUT_ONLY), ...OWN_SESSION, ...Object.keys(RESTORE_AFTER_SUCCESS), ...Object.keys(MAY_CHANGE_WHEN_REFUSED)]) {
        expect(names, `${listed} is listed here but no longer a route`).toContain(listed);
      }
    });

    // Routes are read when the file is collected, before the app exists: one test goes through them all, and
    // reports every route that failed, each with the seed and path that replay its counterexample.
    it('answers every generated call', { timeout: 0 }, async () => {
      const failures: string[] = [];
      for (const entry of t.app.routeTable.filter((_, index) => index % shares === share)) {
        const details = await fc.check(
          fc.asyncProperty(requestArbitrary(entry, realIds), (request) => checkCall(entry, request)),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        if (details.failed) failures.push(`${routeName(entry)}: ${fc.defaultReportMessage(details)}`);
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  });
}
