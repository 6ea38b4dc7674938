import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/schema/index';
import { ACCOUNT_LINK_HOURS, type SignupType } from '../../../domain/schemas/signup';
import { accountLinkMail } from '../mail/templates';
import { enqueueMails } from '../mail/enqueue';

/** A random id or token the browser carries (256 bits), and the only form in which the database keeps it. */
export const randomOpaqueId = () => randomBytes(32).toString('base64url');
export const hashOpaque = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The page the link opens: step 5 of /signup, or the foreword of /validate-account, with the token. */
export function accountLinkUrl(publicUrl: string, signupType: SignupType, token: string): string {
  const path = signupType === 'create' ? '/app/signup/confirmation' : '/app/validate-account';
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/**
 * Issues the e-mailed link that validates the contact's account, in the caller's transaction: the token is stored
 * hashed and the e-mail queued in the outbox, where the platform's sender takes it.
 */
export async function mailAccountLink(
  tx: Db,
  publicUrl: string,
  contact: { id: number; email: string; prenom: string },
  signupType: SignupType,
  now = new Date(),
): Promise<void> {
  const token = randomOpaqueId();
  const expiresAt = new Date(now.getTime() + ACCOUNT_LINK_HOURS[signupType] * 3600_000);
  await tx.insert(accountTokens).values({ tokenHash: hashOpaque(token), contactId: contact.id, signupType, createdAt: now, expiresAt });
  const mail = accountLinkMail(signupType, accountLinkUrl(publicUrl, signupType, token), contact.prenom);
  await enqueueMails(tx, 'COMPTE', [{ recipient: contact.email, contactId: contact.id, organisationId: null, subject: mail.subject, body: mail.body, createdAt: now }]);
}

/** What a token stands for while it is still good: unknown, used or expired tokens give null. */
export async function liveToken(db: Db, token: string, signupType: SignupType, now = new Date()) {
  const [row] = await db
    .select({ contactId: accountTokens.contactId })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashOpaque(token)), eq(accountTokens.signupType, signupType), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)));
  return row ?? null;
}

/**
 * Uses the token up, once: of two calls racing with the same token one only gets its contact, the other null.
 * Run inside the transaction that validates the account, so that a refused validation leaves the token unused.
 */
export async function consumeToken(tx: Db, token: string, signupType: SignupType, now = new Date()): Promise<number | null> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tokenHash, hashOpaque(token)), eq(accountTokens.signupType, signupType), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ contactId: accountTokens.contactId });
  return row?.contactId ?? null;
}
