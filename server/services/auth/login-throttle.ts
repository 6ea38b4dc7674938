import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/index';
import type { ServerConfig } from '../../config';
import { ApiError } from '../../http/errors';

/**
 * Repeated failed logins are refused for a while, per login and per address. Failures are kept in the
 * database so that every API process behind a load balancer counts the same attempts.
 */
export async function assertLoginAllowed(db: Db, config: ServerConfig, login: string, address: string) {
  const since = new Date(Date.now() - config.loginFailureWindowSeconds * 1000);
  const [byLogin] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.login, login.toLowerCase()), gt(loginFailures.at, since)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.address, address), gt(loginFailures.at, since)));
  if ((byLogin?.n ?? 0) >= config.maxLoginFailuresPerLogin || (byAddress?.n ?? 0) >= config.maxLoginFailuresPerAddress) {
    throw new ApiError(
      429,
      'TooManyAttempts',
      'Trop de tentatives de connexion échouées. Merci de réessayer dans quelques minutes.',
    );
  }
}

export async function recordLoginFailure(db: Db, config: ServerConfig, login: string, address: string) {
  await db.insert(loginFailures).values({ login: login.toLowerCase(), address });
  // Old rows no longer count for anything: drop them as we go so the table stays small.
  const expired = new Date(Date.now() - config.loginFailureWindowSeconds * 1000);
  await db.delete(loginFailures).where(lt(loginFailures.at, expired));
}

export async function clearLoginFailures(db: Db, login: string) {
  await db.delete(loginFailures).where(eq(loginFailures.login, login.toLowerCase()));
}
