// Also on PostgreSQL: identical creating calls at once over a pool of connections, and a second API process on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { contacts, dossiers } from '../../server/db/schema/index';
import { claimKey, IDEMPOTENCY_CLAIM_LEASE_SECONDS } from '../../server/services/idempotency/stored-answers';
import { Droit } from '../../domain/droits';
import { IDEMPOTENT_REPLAYED_HEADER, INVALID_KEY, OTHER_BODY } from '../../server/plugins/idempotency';
import { createTestApp, type TestApp } from '../support/test-app';
import { wizardReferences } from '../support/wizard';

/** Issue 29, item 5: a creating call retried with its Idempotency-Key answers as the first time and creates nothing. */
let t: TestApp;
let presta = '';
let typeAideId = 0;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp();
  presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  typeAideId = (await wizardReferences(t)).conseil.id;
});
afterAll(() => t.close());

const newKey = () => `cle-de-test-${++keys}-${Date.now()}`;
const addDossier = (app: TestApp['app'], authorization: string, key: string | undefined, payload: object = { typeAideId }) =>
  app.inject({ method: 'POST', url: '/api/dossiers/add', headers: { authorization, ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload });
const dossierCount = async () => t.database.db.$count(dossiers);

describe('Idempotency-Key on a creating call', () => {
  it('answers a retry with the first answer, marked replayed, and creates one dossier', async () => {
    const before = await dossierCount();
    const key = newKey();
    const first = await addDossier(t.app, presta, key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await addDossier(t.app, presta, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(await dossierCount()).toBe(before + 1);
  });

  it('creates again without a key, or under a new key', async () => {
    const before = await dossierCount();
    expect((await addDossier(t.app, presta, undefined)).statusCode).toBe(201);
    expect((await addDossier(t.app, presta, undefined)).statusCode).toBe(201);
    expect((await addDossier(t.app, presta, newKey())).statusCode).toBe(201);
    expect(await dossierCount()).toBe(before + 3);
  });

  it('keeps each caller’s keys apart: the same key of another contact creates its own', async () => {
    const benef = (await t.login('demo.benef', Droit.Beneficiaire)).authorization;
    const key = newKey();
    const mine = await addDossier(t.app, presta, key);
    const theirs = await addDossier(t.app, benef, key);
    expect(theirs.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(theirs.body).not.toBe(mine.body);
  });

  it('refuses the same key with another body (422), and a malformed key (400)', async () => {
    const key = newKey();
    expect((await addDossier(t.app, presta, key)).statusCode).toBe(201);
    const other = await addDossier(t.app, presta, key, { typeAideId, organisationId: 999_999 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 'IdempotencyKeyReused', message: OTHER_BODY });
    const malformed = await addDossier(t.app, presta, 'court');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual([{ field: 'Idempotency-Key', message: INVALID_KEY }]);
  });

  it('keeps no refusal: a call that created nothing runs again on its retry', async () => {
    const key = newKey();
    const refused = await addDossier(t.app, presta, key, { typeAideId: 999_999 });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const again = await addDossier(t.app, presta, key, { typeAideId: 999_999 });
    expect(again.statusCode).toBe(refused.statusCode);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
  });

  it('creates one dossier from 10 identical calls at once, on two API processes sharing the database', async () => {
    const second = await createTestApp({}, { sharing: t.database });
    try {
      const before = await dossierCount();
      const key = newKey();
      const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => addDossier(i % 2 ? second.app : t.app, presta, key)));
      const created = responses.filter((r) => r.statusCode === 201);
      // Each call either ran, was answered again, or met the first still running (409): never a second dossier.
      expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409), responses.map((r) => r.statusCode).join()).toBe(true);
      expect(new Set(created.map((r) => r.json().result.id)).size).toBe(1);
      expect(await dossierCount()).toBe(before + 1);
      const retry = await addDossier(second.app, presta, key);
      expect(retry.json().result.id).toBe(created[0]!.json().result.id);
      const [dossier] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, retry.json().result.id));
      expect(dossier).toBeDefined();
    } finally {
      await second.app.close();
      await second.database.close();
    }
  });

  it('lets a retry take over the claim of a call whose process died before answering, once the claim’s lease has passed', async () => {
    const [contact] = await t.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.nomUtilisateur, 'demo.presta'));
    // What a process killed mid-call leaves: the key claimed, no answer kept.
    const leftClaim = async (secondsAgo: number) => {
      const key = newKey();
      const fingerprint = createHash('sha256').update(JSON.stringify({ typeAideId })).digest('hex');
      const claimedAt = new Date(Date.now() - secondsAgo * 1000);
      expect(await claimKey(t.database.db, { contactId: contact!.id, route: 'POST /api/dossiers/add', key, fingerprint }, claimedAt)).toEqual({ kind: 'run' });
      return key;
    };
    // Within the lease the first call may still be running: the retry waits its turn.
    expect((await addDossier(t.app, presta, await leftClaim(IDEMPOTENCY_CLAIM_LEASE_SECONDS - 10))).statusCode).toBe(409);

    const before = await dossierCount();
    const lapsed = await leftClaim(IDEMPOTENCY_CLAIM_LEASE_SECONDS + 1);
    // Two retries at once: one takes the claim over and creates, the other meets it running or answered.
    const retries = await Promise.all([addDossier(t.app, presta, lapsed), addDossier(t.app, presta, lapsed)]);
    expect(retries.map((r) => r.statusCode).sort()).toContain(201);
    expect(retries.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(await dossierCount()).toBe(before + 1);
    const created = retries.find((r) => r.statusCode === 201)!.json().result.id;
    const replay = await addDossier(t.app, presta, lapsed);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(replay.json().result.id).toBe(created);
  });
});
