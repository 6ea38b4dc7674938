import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

/** How long a key holds its first answer: a day covers any retry of a client that lost the answer. */
export const IDEMPOTENCY_KEY_SECONDS = 24 * 60 * 60;

/**
 * How long a claim without an answer is taken for a call still running. A process killed mid-call (kill -9, a crash)
 * leaves its claim behind; past this a retry takes it over and runs, rather than answering 409 until the key expires.
 * A live call is answered long before: a shutdown cuts its requests after 25 s (server/graceful-shutdown.ts).
 */
export const IDEMPOTENCY_CLAIM_LEASE_SECONDS = 60;

/** One call of one contact on one path under one key. */
export interface IdempotentCall {
  contactId: number;
  route: string;
  key: string;
  /** SHA-256 of the body, or null when it cannot be read before the call (an upload). */
  fingerprint: string | null;
}

export interface StoredAnswer {
  statusCode: number;
  body: string;
  contentType: string | null;
}

/**
 * What to do with a call: run it (the key is now the caller's), answer it again, or refuse it while the first
 * call with that key still runs, or because the key came with another body.
 */
export type Claim = { kind: 'run' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'running' } | { kind: 'otherBody' };

const sameCall = (call: IdempotentCall) =>
  and(eq(idempotencyKeys.contactId, call.contactId), eq(idempotencyKeys.route, call.route), eq(idempotencyKeys.key, call.key));

/**
 * Claims the key with a row in the database, so that every API process sees it: of two identical calls at once the
 * primary key lets exactly one insert, and the other reads the claim. The caller's expired keys go first.
 */
export async function claimKey(db: Db, call: IdempotentCall, now = new Date()): Promise<Claim> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.contactId, call.contactId), lt(idempotencyKeys.expiresAt, now)));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...call, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_SECONDS * 1000) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { kind: 'run' };
  const [first] = await db.select().from(idempotencyKeys).where(sameCall(call));
  // Released in between (the first call failed): this one may run, under a claim of its own.
  if (!first) return claimKey(db, call, now);
  if (first.fingerprint !== call.fingerprint) return { kind: 'otherBody' };
  if (first.statusCode === null || first.body === null) return (await takeOverLapsedClaim(db, call, first.createdAt, now)) ? { kind: 'run' } : { kind: 'running' };
  return { kind: 'replay', answer: { statusCode: first.statusCode, body: first.body, contentType: first.contentType } };
}

/**
 * A claim left by a call that never answered, past its lease, becomes this call's: one conditional update, so that of
 * two retries at once only one runs.
 */
async function takeOverLapsedClaim(db: Db, call: IdempotentCall, claimedAt: Date, now: Date): Promise<boolean> {
  if (now.getTime() - claimedAt.getTime() < IDEMPOTENCY_CLAIM_LEASE_SECONDS * 1000) return false;
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_SECONDS * 1000) })
    .where(and(sameCall(call), isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.createdAt, claimedAt)))
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** The call answered 2xx: its answer is kept for the retries. */
export async function keepAnswer(db: Db, call: IdempotentCall, answer: StoredAnswer): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(sameCall(call));
}

/** The call failed, so it created nothing: the key is free again and a retry runs it anew. */
export async function releaseKey(db: Db, call: IdempotentCall): Promise<void> {
  await db.delete(idempotencyKeys).where(sameCall(call));
}
