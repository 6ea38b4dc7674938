import type { Db } from '../../db/client';
import type { ServerConfig } from '../../config';
import { RESET_TOKEN_SECONDS } from './reset-password-token';
import { enqueueMails } from '../mail/enqueue';

/** The link of the e-mail: step 2 of /reset-password, on the platform's public address. */
export function resetLink(config: ServerConfig, token: string): string {
  const url = new URL('/app/reset-password/validation', config.platform.url);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Queued in the outbox like every notification. The mail queue with its templates is built apart; until it lands the
 * subject and body are written here.
 */
export async function queueResetMail(tx: Db, config: ServerConfig, contact: { id: number; email: string }, token: string, at: Date) {
  const minutes = RESET_TOKEN_SECONDS / 60;
  await enqueueMails(tx, 'MOT_DE_PASSE', [{
    recipient: contact.email,
    contactId: contact.id,
    subject: 'Réinitialisation de votre mot de passe',
    body: [
      'Bonjour,',
      '',
      'Une demande de réinitialisation du mot de passe de votre compte a été faite.',
      `Pour choisir un nouveau mot de passe, suivez ce lien (valable ${minutes} minutes, une seule fois) :`,
      resetLink(config, token),
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    ].join('\n'),
    createdAt: at,
  }]);
}
