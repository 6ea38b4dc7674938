import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../../config';
import { contacts, passwordResetTokens, sessions } from '../../db/schema/index';
import { hashPassword } from '../../auth/passwords';
import { DomainError, invalidFields } from '../../../domain/errors';
import { beginIdentityServiceAttempt } from './login-throttle';
import { hashResetToken, newResetToken, RESET_TOKEN_SECONDS } from './reset-password-token';
import { queueResetMail } from './reset-password-mail';

/**
 * Password reset (spec sections 2, 5, 7 and 8). How the message families of section 8 are read without telling a
 * stranger whether an account exists:
 * - e-mail missing or invalid: the payload's schema answers on the field; e-mail unknown: the request gets the answer a
 *   known one gets ("if an account uses this address, a link was sent"), so the screen says it in that form;
 * - account not enabled or validated, token invalid or expired: answered only to whoever holds a link, that is who
 *   reads the account's mailbox;
 * - password missing or mismatched: the schema and the form (the server takes one password); unknown error: the
 *   screen's generic message.
 */
export const TOKEN_INVALID_MESSAGE = "Ce lien de réinitialisation n'est pas valide ou a déjà été utilisé. Merci de refaire une demande.";
export const TOKEN_EXPIRED_MESSAGE = 'Ce lien de réinitialisation a expiré. Merci de refaire une demande.';
export const ACCOUNT_NOT_ENABLED_MESSAGE =
  "Votre compte n'est pas activé ou n'a pas encore été validé : son mot de passe ne peut pas être réinitialisé.";

const tokenRefused = (message: string) => invalidFields([{ field: 'token', message }]);

/**
 * Counted in the address's bucket of the sign-in throttle, so that one address can neither flood mailboxes nor guess
 * links faster than it may guess passwords. A request always counts; a link counts only when it was wrong.
 */
const beginResetAttempt = beginIdentityServiceAttempt;

/** The reset links made for an account within the per-recipient window. */
async function recentResetLinks(tx: Db, contactId: number, config: ServerConfig, now: Date): Promise<number> {
  const since = new Date(now.getTime() - config.resetMails.windowSeconds * 1000);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.contactId, contactId), gt(passwordResetTokens.createdAt, since)));
  return row?.count ?? 0;
}

/**
 * POST /auth/reset-password: counts the request in the address's throttle, then answers; whatever concerns the address
 * (its account looked up, its per-recipient cap, a new link and its e-mail) is left for after the answer, so that the
 * answer does the same work in the same time whether or not the address is known (docs/security.md, Mails a stranger
 * can trigger). A throttled request is refused before anything is left.
 */
export async function requestPasswordReset(
  db: Db,
  config: ServerConfig,
  email: string,
  address: string,
  afterAnswer: (what: string, run: () => Promise<unknown>) => void,
): Promise<true> {
  const attempt = await beginResetAttempt(db, config, address);
  await attempt.failed();
  const now = new Date();
  afterAnswer('lien de réinitialisation', () => sendResetLink(db, config, email, now));
  return true;
}

/** The link and its e-mail for the account of this address, if it has one and has not reached its cap. */
async function sendResetLink(db: Db, config: ServerConfig, email: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked: two requests at once for one account are counted one after the other.
    const [contact] = await tx
      .select({ id: contacts.id, email: contacts.email })
      .from(contacts)
      .where(sql`lower(${contacts.email}) = lower(${email.trim()})`)
      .for('update');
    if (!contact || (await recentResetLinks(tx, contact.id, config, now)) >= config.resetMails.maxPerRecipient) return;
    // One live link per account: a new request retires the earlier ones.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.contactId, contact.id), isNull(passwordResetTokens.usedAt)));
    const token = newResetToken();
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000);
    await tx.insert(passwordResetTokens).values({ tokenHash: hashResetToken(token), contactId: contact.id, createdAt: now, expiresAt });
    await queueResetMail(tx, config, contact, token, now);
  });
}

/** The link's account, or the section 8 refusal of the link. */
async function accountOfToken(db: Db, token: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ contactId: passwordResetTokens.contactId, expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt, compteValide: contacts.compteValide })
    .from(passwordResetTokens)
    .innerJoin(contacts, eq(contacts.id, passwordResetTokens.contactId))
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
  if (!row || row.usedAt) throw tokenRefused(TOKEN_INVALID_MESSAGE);
  if (row.expiresAt <= now) throw tokenRefused(TOKEN_EXPIRED_MESSAGE);
  if (!row.compteValide) throw new DomainError('forbidden', 'AccountNotEnabled', ACCOUNT_NOT_ENABLED_MESSAGE);
  return row.contactId;
}

/** Runs a link check in the throttle: a wrong link costs the address an attempt, a good one is given back. */
async function withLinkAttempt<T>(db: Db, config: ServerConfig, address: string, check: () => Promise<T>): Promise<T> {
  const attempt = await beginResetAttempt(db, config, address);
  try {
    const result = await check();
    await attempt.cleared();
    return result;
  } catch (error) {
    await attempt.failed();
    throw error;
  }
}

/** POST /auth/check-token: the link may still serve (step 2 of the screen). */
export async function checkResetToken(db: Db, config: ServerConfig, token: string, address: string): Promise<true> {
  return withLinkAttempt(db, config, address, async () => {
    await accountOfToken(db, token, new Date());
    return true as const;
  });
}

/**
 * POST /auth/reset-password/change-password: sets the password and spends the link, in one transaction; the link is
 * claimed by one conditional update, so that two requests with it cannot both pass. Every session of the account
 * ends: whoever knew the old password is signed out everywhere.
 */
export async function changePasswordWithToken(db: Db, config: ServerConfig, token: string, password: string, address: string): Promise<true> {
  const passwordHash = await hashPassword(password);
  return withLinkAttempt(db, config, address, () =>
    db.transaction(async (tx) => {
      const now = new Date();
      const contactId = await accountOfToken(tx, token, now);
      const claimed = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .returning({ contactId: passwordResetTokens.contactId });
      if (claimed.length === 0) throw tokenRefused(TOKEN_INVALID_MESSAGE);
      await tx.update(contacts).set({ passwordHash }).where(eq(contacts.id, contactId));
      await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.contactId, contactId), isNull(sessions.revokedAt)));
      return true as const;
    }),
  );
}
