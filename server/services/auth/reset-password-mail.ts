import type { Db } from '../../db/client';
import type { ServerConfig } from '../../config';
import { RESET_TOKEN_SECONDS } from './reset-password-token';
import { enqueueMails } from '../mail/enqueue';
import { passwordResetMail } from '../mail/templates';

/** The link of the e-mail: step 2 of /reset-password, on the platform's public address. */
export function resetLink(config: ServerConfig, token: string): string {
  const url = new URL('/app/reset-password/validation', config.platform.url);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Queued in the outbox like every notification, in the caller's transaction. */
export async function queueResetMail(tx: Db, config: ServerConfig, contact: { id: number; email: string }, token: string, at: Date) {
  await enqueueMails(tx, 'MOT_DE_PASSE', [{
    recipient: contact.email,
    contactId: contact.id,
    organisationId: null,
    ...passwordResetMail(resetLink(config, token), RESET_TOKEN_SECONDS / 60),
    createdAt: at,
  }]);
}
