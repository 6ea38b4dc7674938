import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../../config';
import { ApiError } from '../../http/errors';
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
  /** The password was wrong: the attempt stays counted. */
  failed(): Promise<void>;
  /** The password was right: the owner's own mistakes from this address are forgiven, and the address is known. */
  succeeded(): Promise<void>;
}

interface Bucket {
  key: string;
  rule: BucketRule;
}

// Hashed so that a key's length never depends on what the client sent.
const bucketKey = (kind: string, ...parts: string[]) =>
  `${kind}:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}`;

function bucketsOf(config: ServerConfig, login: string, address: string) {
  const c = config.loginThrottle;
  return {
    address: { key: bucketKey('address', address), rule: { kind: 'limit', max: c.maxFailuresPerAddress, windowSeconds: c.windowSeconds } },
    pair: { key: bucketKey('pair', login, address), rule: { kind: 'limit', max: c.maxFailuresPerLoginAndAddress, windowSeconds: c.windowSeconds } },
    login: {
      key: bucketKey('login', login),
      rule: { kind: 'delay', after: c.delayAfterFailures, firstSeconds: c.firstDelaySeconds, maxSeconds: c.maxDelaySeconds, windowSeconds: c.windowSeconds },
    },
    knownAddress: bucketKey('known', login, address),
  } satisfies Record<string, Bucket | string>;
}

function tooManyAttempts(seconds: number): ApiError {
  const wait = seconds < 120 ? `${seconds} seconde${seconds > 1 ? 's' : ''}` : `${Math.ceil(seconds / 60)} minutes`;
  return new ApiError(429, 'TooManyAttempts', `Trop de tentatives de connexion. Merci de réessayer dans ${wait}.`, undefined, {
    'retry-after': String(seconds),
  });
}

/**
 * Counts a sign-in attempt before its password is checked, or refuses it with 429 TooManyAttempts and Retry-After.
 * The address comes first, so that an address already refused adds no row for the logins it tries.
 */
export async function beginLoginAttempt(db: Db, config: ServerConfig, rawLogin: string, address: string): Promise<LoginAttempt> {
  const now = new Date();
  const buckets = bucketsOf(config, rawLogin.toLowerCase(), address);
  const known = await isMarked(db, buckets.knownAddress, now);
  const counted: Bucket[] = [];
  for (const bucket of known ? [buckets.address, buckets.pair] : [buckets.address, buckets.pair, buckets.login]) {
    if (!(await reserve(db, bucket.key, bucket.rule, now))) {
      // An attempt refused here never reaches the password: it must not count against the buckets before.
      for (const earlier of counted) await release(db, earlier.key, earlier.rule, now);
      throw tooManyAttempts(await secondsBlocked(db, bucket.key, now));
    }
    counted.push(bucket);
  }
  return {
    async failed() {
      await sweepExpired(db, new Date());
    },
    async succeeded() {
      const at = new Date();
      await forget(db, buckets.pair.key);
      await release(db, buckets.address.key, buckets.address.rule, at);
      if (!known) await release(db, buckets.login.key, buckets.login.rule, at);
      await mark(db, buckets.knownAddress, at, config.loginThrottle.knownAddressSeconds);
    },
  };
}
