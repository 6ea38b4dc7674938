import { and, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle as t } from '../../db/schema/index';

/**
 * How a bucket counts attempts.
 * `limit`: `max` attempts in a window opened by the first one; the next ones are refused until it closes.
 * `delay`: from the `after`-th attempt on, each next one must wait, twice as long each time from `firstSeconds` up to
 * `maxSeconds`; the count is forgotten after a window without any attempt.
 */
export type BucketRule =
  | { kind: 'limit'; max: number; windowSeconds: number }
  | { kind: 'delay'; after: number; firstSeconds: number; maxSeconds: number; windowSeconds: number };

// Times come from the caller's clock, not the database's, so that every statement of one attempt sees one instant.
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const plusSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** The bucket's row after one more attempt, written over a previous row (or over an expired one to create it). */
function afterOneMore(rule: BucketRule, now: Date, previous: { attempts: SQL; expiresAt: SQL }) {
  const expired = sql`${previous.expiresAt} <= ${at(now)}`;
  const attempts = sql`(CASE WHEN ${expired} THEN 1 ELSE ${previous.attempts} + 1 END)`;
  if (rule.kind === 'limit') {
    const expiresAt = sql`(CASE WHEN ${expired} THEN ${at(plusSeconds(now, rule.windowSeconds))} ELSE ${previous.expiresAt} END)`;
    return { attempts, expiresAt, blockedUntil: sql`(CASE WHEN ${attempts} >= ${rule.max} THEN ${expiresAt} END)` };
  }
  // The exponent is bounded so that a long attack cannot overflow the power.
  const wait = sql`least(${rule.maxSeconds}::float8, ${rule.firstSeconds}::float8 * power(2, least(${attempts} - ${rule.after}, 30)))`;
  return {
    attempts,
    // Kept at least as long as the longest wait, so that deleting expired rows never lifts a wait.
    expiresAt: at(plusSeconds(now, Math.max(rule.windowSeconds, rule.maxSeconds))),
    blockedUntil: sql`(CASE WHEN ${attempts} >= ${rule.after} THEN ${at(now)} + make_interval(secs => ${wait}) END)`,
  };
}

/**
 * Counts one attempt in the bucket unless it is blocked; true when counted. One statement, so concurrent attempts, in
 * this process or another, each see those counted before them.
 */
export async function reserve(db: Db, bucket: string, rule: BucketRule, now: Date): Promise<boolean> {
  const counted = await db
    .insert(t)
    .values({ bucket, ...afterOneMore(rule, now, { attempts: sql`0`, expiresAt: at(now) }) })
    .onConflictDoUpdate({
      target: t.bucket,
      set: afterOneMore(rule, now, { attempts: sql`${t.attempts}`, expiresAt: sql`${t.expiresAt}` }),
      setWhere: sql`${t.expiresAt} <= ${at(now)} OR ${t.blockedUntil} IS NULL OR ${t.blockedUntil} <= ${at(now)}`,
    })
    .returning({ attempts: t.attempts });
  return counted.length > 0;
}

/**
 * Gives back an attempt counted by reserve that did not fail. A delay bucket's wait was set for that attempt's outcome,
 * which is now known: the next attempt need not wait for it.
 */
export async function release(db: Db, bucket: string, rule: BucketRule, now: Date): Promise<void> {
  const attempts = sql`greatest(${t.attempts} - 1, 0)`;
  const blockedUntil = rule.kind === 'limit' ? sql`(CASE WHEN ${attempts} >= ${rule.max} THEN ${t.blockedUntil} END)` : null;
  await db
    .update(t)
    .set({ attempts, blockedUntil })
    .where(and(eq(t.bucket, bucket), gt(t.expiresAt, now)));
}

export async function forget(db: Db, bucket: string): Promise<void> {
  await db.delete(t).where(eq(t.bucket, bucket));
}

/** Keeps a mark (no count) in the bucket until `seconds` from now. */
export async function mark(db: Db, bucket: string, now: Date, seconds: number): Promise<void> {
  const expiresAt = plusSeconds(now, seconds);
  await db
    .insert(t)
    .values({ bucket, attempts: 0, expiresAt })
    .onConflictDoUpdate({ target: t.bucket, set: { attempts: 0, expiresAt, blockedUntil: null } });
}

export async function isMarked(db: Db, bucket: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ bucket: t.bucket })
    .from(t)
    .where(and(eq(t.bucket, bucket), gt(t.expiresAt, now)));
  return rows.length > 0;
}

/** Whole seconds until the bucket lets an attempt through (at least 1: it refused one a moment ago). */
export async function secondsBlocked(db: Db, bucket: string, now: Date): Promise<number> {
  return secondsUntil(await blockedUntil(db, bucket), now);
}

export const secondsUntil = (until: Date | null, now: Date) => Math.max(1, Math.ceil(((until?.getTime() ?? 0) - now.getTime()) / 1000));

/** Rows past their expiry count for nothing: deleting them keeps the table as small as the current attempts. */
export async function sweepExpired(db: Db, now: Date): Promise<void> {
  await db.delete(t).where(lte(t.expiresAt, now));
}

/** The first unexpired bucket whose key starts with `prefix`, other than `except`, and when it expires. */
export async function markedWithPrefix(db: Db, prefix: string, except: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: t.expiresAt })
    .from(t)
    .where(and(sql`starts_with(${t.bucket}, ${prefix})`, ne(t.bucket, except), gt(t.expiresAt, now)))
    .limit(1);
  return row?.expiresAt ?? null;
}

export async function forgetWithPrefix(db: Db, prefix: string, except: string): Promise<void> {
  await db.delete(t).where(and(sql`starts_with(${t.bucket}, ${prefix})`, ne(t.bucket, except)));
}

/** When the bucket next lets an attempt through, if it is blocked. */
export async function blockedUntil(db: Db, bucket: string): Promise<Date | null> {
  const [row] = await db.select({ blockedUntil: t.blockedUntil }).from(t).where(eq(t.bucket, bucket));
  return row?.blockedUntil ?? null;
}
