import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema/index';
import type { ServerConfig } from '../../config';
import type { TokenSigner } from '../../auth/tokens';
import type { DeviceTokens } from '../../auth/device-tokens';
import { verifyPassword } from '../../auth/passwords';
import { forbidden, invalidCredentials, underMaintenance } from '../../../domain/errors';
import { exemptFromMaintenance } from '../../../domain/maintenance';
import { chooseDroit } from '../../../domain/session-droit';
import type { LoginPayload } from '../../../domain/schemas/auth';
import { loadIdentity } from './identity';
import { issueToken, openSession, type IssuedToken } from './sessions';
import { beginLoginAttempt } from './login-throttle';

export const ACCOUNT_NOT_VALIDATED_MESSAGE =
  "Votre compte n'a pas encore été validé. Suivez le lien de l'e-mail de validation pour l'activer.";
export const NO_RIGHTS_MESSAGE = "Votre compte ne dispose pas des droits nécessaires pour se connecter.";

export async function loginWithPassword(
  db: Db,
  config: ServerConfig,
  signer: TokenSigner,
  devices: DeviceTokens,
  payload: LoginPayload,
  client: { address: string; deviceToken: string | undefined },
  platform: PlatformState,
): Promise<{ issued: IssuedToken; deviceToken: string }> {
  const deviceId = await devices.deviceOf(client.deviceToken, payload.login);
  const attempt = await beginLoginAttempt(db, config, payload.login, client.address, deviceId);
  const [contact] = await db
    .select({ id: contacts.id, passwordHash: contacts.passwordHash, compteValide: contacts.compteValide })
    .from(contacts)
    .where(sql`lower(${contacts.nomUtilisateur}) = lower(${payload.login})`);
  const passwordOk = await verifyPassword(payload.password, contact?.passwordHash ?? null);
  if (!contact || !passwordOk) {
    await attempt.failed();
    throw invalidCredentials();
  }
  await attempt.cleared();
  const issued = await signIn(db, config, signer, contact, payload.droitId, platform);
  // A new token at each sign-in: the browser stays known as long after its last sign-in.
  const expiresAt = new Date(Date.now() + config.loginThrottle.knownAddressSeconds * 1000);
  return { issued, deviceToken: await devices.issue(payload.login, expiresAt) };
}

/** What of the platform's state a sign-in reads: whether a manager put it under maintenance. */
export interface PlatformState {
  maintenance: boolean;
}

/**
 * Opens a session for a contact whose identity was proven (password or external identity service). Under
 * maintenance only staff get one: anyone else would hold a session every call of which answers 503.
 */
export async function signIn(
  db: Db,
  config: ServerConfig,
  signer: TokenSigner,
  contact: { id: number; compteValide: boolean },
  requested: number | null | undefined,
  platform: PlatformState,
): Promise<IssuedToken> {
  if (!contact.compteValide) throw forbidden(ACCOUNT_NOT_VALIDATED_MESSAGE);
  const identity = await loadIdentity(db, contact.id);
  const droitId = identity && chooseDroit({ held: identity.droits, requested, linkedOrganisations: identity.linkedOrganisations });
  if (!identity || droitId === null) throw forbidden(NO_RIGHTS_MESSAGE);
  if (platform.maintenance && !exemptFromMaintenance(droitId)) throw underMaintenance();
  const session = await openSession(db, config, contact.id, droitId);
  return issueToken(signer, config, session, identity);
}
