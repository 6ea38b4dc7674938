import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../../config';
import { DomainError } from '../../../domain/errors';
import {
  blockedUntil,
  forget,
  forgetWithPrefix,
  isMarked,
  mark,
  markedWithPrefix,
  release,
  reserve,
  secondsBlocked,
  secondsUntil,
  sweepExpired,
  type BucketRule,
} from './throttle-buckets';

/**
 * The sign-in throttle, following OWASP's guidance against lockout, so that a stranger's guesses never shut the owner
 * out (docs/security.md, Sign-in throttling). Every counter is a growing wait, none a flat wall:
 * - a known device (a browser holding the login's device token) counts only its own failures, whoever else guesses;
 * - otherwise the address, the login and address pair, and the login from anywhere each impose a wait that doubles with
 *   the failures; an address the login signed in from recently is spared the login's wait;
 * - while the login's wait runs, the next attempt is kept for the newest address to ask for it, so that a new device
 *   is not outrun by a stranger's machine asking again and again from addresses it has already used.
 * Each attempt is counted before the password is checked, bucket by bucket in one statement each, so that the limits
 * hold whatever the concurrency; the buckets live in the database, shared by every API process.
 */
export interface LoginAttempt {
  /** The client got it wrong (password, code): the attempt stays counted. */
  failed(): Promise<void>;
  /** Nothing wrong was shown (the identity was proven, or could not be checked): the attempt is given back. */
  cleared(): Promise<void>;
}

interface Bucket {
  key: string;
  rule: BucketRule;
}

/** How long after its turn comes a newest address keeps it: a person reads the wait and tries again by hand. */
const NEWCOMER_GRACE_SECONDS = 60;

// Hashed so that a key's length never depends on what the client sent; hex, so that a prefix of it is matched exactly.
const digest = (...parts: string[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');
const bucketKey = (kind: string, ...parts: string[]) => `${kind}:${digest(...parts)}`;

function growingWait(config: ServerConfig, after: number, maxSeconds: number): BucketRule {
  const c = config.loginThrottle;
  return { kind: 'delay', after, firstSeconds: c.firstDelaySeconds, maxSeconds, windowSeconds: c.windowSeconds };
}

function addressBucket(config: ServerConfig, address: string): Bucket {
  const c = config.loginThrottle;
  return { key: bucketKey('address', address), rule: growingWait(config, c.maxFailuresPerAddress, c.maxAddressDelaySeconds) };
}

function loginBuckets(config: ServerConfig, login: string, address: string) {
  const c = config.loginThrottle;
  const waitingPrefix = `waiting:${digest(login)}:`;
  return {
    address: addressBucket(config, address),
    pair: { key: bucketKey('pair', login, address), rule: growingWait(config, c.maxFailuresPerLoginAndAddress, c.maxDelaySeconds) },
    login: { key: bucketKey('login', login), rule: growingWait(config, c.delayAfterFailures, c.maxDelaySeconds) },
    knownAddress: bucketKey('known', login, address),
    seen: bucketKey('seen', login, address),
    waitingPrefix,
    waiting: `${waitingPrefix}${digest(address)}`,
  };
}

const deviceBucket = (config: ServerConfig, deviceId: string): Bucket => ({
  key: bucketKey('device', deviceId),
  rule: growingWait(config, config.loginThrottle.maxFailuresPerLoginAndAddress, config.loginThrottle.maxDelaySeconds),
});

function tooManyAttempts(seconds: number): DomainError {
  const wait = seconds < 120 ? `${seconds} seconde${seconds > 1 ? 's' : ''}` : `${Math.ceil(seconds / 60)} minutes`;
  return new DomainError('tooManyAttempts', 'TooManyAttempts', `Trop de tentatives de connexion. Merci de réessayer dans ${wait}.`, {
    retryAfterSeconds: seconds,
  });
}

/** Counts the attempt in each bucket in turn; at the first that is full, gives the others back and names it. */
async function countIn(db: Db, buckets: Bucket[], now: Date): Promise<Bucket | null> {
  const counted: Bucket[] = [];
  for (const bucket of buckets) {
    if (!(await reserve(db, bucket.key, bucket.rule, now))) {
      // An attempt refused here is never checked: it must not count against the buckets before.
      for (const earlier of counted) await release(db, earlier.key, earlier.rule, now);
      return bucket;
    }
    counted.push(bucket);
  }
  return null;
}

async function countOrRefuse(db: Db, buckets: Bucket[], now: Date): Promise<void> {
  const full = await countIn(db, buckets, now);
  if (full) throw tooManyAttempts(await secondsBlocked(db, full.key, now));
}

// Each answered failure sweeps: any bucket that keeps growing is fed by attempts, some of which get through and fail.
const sweep = (db: Db) => sweepExpired(db, new Date());

/**
 * Counts a password sign-in before its password is checked, or refuses it with 429 TooManyAttempts and Retry-After.
 * `deviceId` is that of the browser's device token for this login, when it holds a genuine one.
 */
export async function beginLoginAttempt(
  db: Db,
  config: ServerConfig,
  rawLogin: string,
  address: string,
  deviceId: string | null,
): Promise<LoginAttempt> {
  const now = new Date();
  if (deviceId) return beginKnownDeviceAttempt(db, config, deviceId, now);
  const buckets = loginBuckets(config, rawLogin.toLowerCase(), address);
  const knownAddress = await isMarked(db, buckets.knownAddress, now);
  if (knownAddress) await countOrRefuse(db, [buckets.address, buckets.pair], now);
  else await countOnLogin(db, config, buckets, now);
  return {
    failed: () => sweep(db),
    async cleared() {
      const at = new Date();
      await forget(db, buckets.pair.key);
      await release(db, buckets.address.key, buckets.address.rule, at);
      if (!knownAddress) await release(db, buckets.login.key, buckets.login.rule, at);
      await mark(db, buckets.knownAddress, at, config.loginThrottle.knownAddressSeconds);
    },
  };
}

/**
 * The attempt of a client the login does not know, which the login's own wait applies to. While that wait runs, the
 * turn goes to the newest address: one asking for the first time takes it from any before, and the others are refused
 * until it has had its turn (or let it pass by more than a minute). A stranger's machine asking again from addresses it
 * already used cannot take the turn, however fast it asks; only a new address can.
 */
async function countOnLogin(db: Db, config: ServerConfig, buckets: ReturnType<typeof loginBuckets>, now: Date): Promise<void> {
  const newcomer = !(await isMarked(db, buckets.seen, now));
  await mark(db, buckets.seen, now, config.loginThrottle.windowSeconds);
  const turnHeldElsewhere = await markedWithPrefix(db, buckets.waitingPrefix, buckets.waiting, now);
  if (turnHeldElsewhere && !newcomer) throw tooManyAttempts(secondsUntil(turnHeldElsewhere, now));
  const full = await countIn(db, [buckets.address, buckets.pair, buckets.login], now);
  if (!full) {
    await forget(db, buckets.waiting);
    return;
  }
  const until = await blockedUntil(db, full.key);
  if (full === buckets.login && (newcomer || (await isMarked(db, buckets.waiting, now)))) {
    await forgetWithPrefix(db, buckets.waitingPrefix, buckets.waiting);
    const turnSeconds = secondsUntil(until, now);
    await mark(db, buckets.waiting, now, turnSeconds + NEWCOMER_GRACE_SECONDS);
  }
  throw tooManyAttempts(secondsUntil(until, now));
}

/** A browser the login signed in from before: only its own failures count, so no stranger's guesses reach it. */
async function beginKnownDeviceAttempt(db: Db, config: ServerConfig, deviceId: string, now: Date): Promise<LoginAttempt> {
  const device = deviceBucket(config, deviceId);
  await countOrRefuse(db, [device], now);
  return { failed: () => sweep(db), cleared: () => forget(db, device.key) };
}

/**
 * Counts a sign-in through the identity service in its address's bucket, the one password attempts fill: codes an
 * address has guessed wrong then cost it the same as wrong passwords, and it cannot send the service more than that.
 */
export async function beginIdentityServiceAttempt(db: Db, config: ServerConfig, address: string): Promise<LoginAttempt> {
  const now = new Date();
  const bucket = addressBucket(config, address);
  await countOrRefuse(db, [bucket], now);
  return {
    failed: () => sweep(db),
    cleared: () => release(db, bucket.key, bucket.rule, new Date()),
  };
}
