import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../../config';
import { DomainError } from '../../../domain/errors';
import { forget, isMarked, mark, release, reserve, secondsBlocked, sweepExpired, type BucketRule } from './throttle-buckets';

/**
 * The sign-in throttle, shaped like those of the large sign-in services so that a stranger's guesses cannot shut the
 * owner out (README, Sign-in throttling):
 * - the address: a hard limit, so that one address cannot spray guesses over many logins;
 * - the login and address pair: a tight hard limit, which only the one guessing from there runs into;
 * - the login from anywhere: no lockout but a growing wait between attempts, which slows guessing from many addresses;
 *   an address the login signed in from recently is spared it, so that an attacker's steady guesses never keep the
 *   owner waiting at home.
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

// Hashed so that a key's length never depends on what the client sent.
const bucketKey = (kind: string, ...parts: string[]) =>
  `${kind}:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}`;

function addressBucket(config: ServerConfig, address: string): Bucket {
  const c = config.loginThrottle;
  return { key: bucketKey('address', address), rule: { kind: 'limit', max: c.maxFailuresPerAddress, windowSeconds: c.windowSeconds } };
}

function loginBuckets(config: ServerConfig, login: string, address: string) {
  const c = config.loginThrottle;
  return {
    address: addressBucket(config, address),
    pair: { key: bucketKey('pair', login, address), rule: { kind: 'limit', max: c.maxFailuresPerLoginAndAddress, windowSeconds: c.windowSeconds } },
    login: {
      key: bucketKey('login', login),
      rule: { kind: 'delay', after: c.delayAfterFailures, firstSeconds: c.firstDelaySeconds, maxSeconds: c.maxDelaySeconds, windowSeconds: c.windowSeconds },
    },
    knownAddress: bucketKey('known', login, address),
  } satisfies Record<string, Bucket | string>;
}

function tooManyAttempts(seconds: number): DomainError {
  const wait = seconds < 120 ? `${seconds} seconde${seconds > 1 ? 's' : ''}` : `${Math.ceil(seconds / 60)} minutes`;
  return new DomainError('tooManyAttempts', 'TooManyAttempts', `Trop de tentatives de connexion. Merci de réessayer dans ${wait}.`, {
    retryAfterSeconds: seconds,
  });
}

/** Counts the attempt in each bucket in turn, or refuses it with 429 at the first that is full. */
async function countIn(db: Db, buckets: Bucket[], now: Date): Promise<void> {
  const counted: Bucket[] = [];
  for (const bucket of buckets) {
    if (!(await reserve(db, bucket.key, bucket.rule, now))) {
      // An attempt refused here is never checked: it must not count against the buckets before.
      for (const earlier of counted) await release(db, earlier.key, earlier.rule, now);
      throw tooManyAttempts(await secondsBlocked(db, bucket.key, now));
    }
    counted.push(bucket);
  }
}

// Each answered failure sweeps: any bucket that keeps growing is fed by attempts, some of which get through and fail.
const sweep = (db: Db) => sweepExpired(db, new Date());

/**
 * Counts a password sign-in before its password is checked, or refuses it with 429 TooManyAttempts and Retry-After.
 * The address comes first, so that an address already refused adds no row for the logins it tries.
 */
export async function beginLoginAttempt(db: Db, config: ServerConfig, rawLogin: string, address: string): Promise<LoginAttempt> {
  const now = new Date();
  const buckets = loginBuckets(config, rawLogin.toLowerCase(), address);
  const known = await isMarked(db, buckets.knownAddress, now);
  await countIn(db, known ? [buckets.address, buckets.pair] : [buckets.address, buckets.pair, buckets.login], now);
  return {
    failed: () => sweep(db),
    async cleared() {
      const at = new Date();
      await forget(db, buckets.pair.key);
      await release(db, buckets.address.key, buckets.address.rule, at);
      if (!known) await release(db, buckets.login.key, buckets.login.rule, at);
      await mark(db, buckets.knownAddress, at, config.loginThrottle.knownAddressSeconds);
    },
  };
}

/**
 * Counts a sign-in through the identity service in its address's bucket, the one password attempts fill: codes an
 * address has guessed wrong then cost it the same as wrong passwords, and it cannot send the service more than that.
 */
export async function beginIdentityServiceAttempt(db: Db, config: ServerConfig, address: string): Promise<LoginAttempt> {
  const now = new Date();
  const bucket = addressBucket(config, address);
  await countIn(db, [bucket], now);
  return {
    failed: () => sweep(db),
    cleared: () => release(db, bucket.key, bucket.rule, new Date()),
  };
}
