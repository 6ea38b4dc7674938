import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, contacts, signupIdentities } from '../../db/schema/index';
import type { ServerConfig } from '../../config';
import { hashPassword } from '../../auth/passwords';
import { invalidFields } from '../../../domain/errors';
import { BELGIQUE } from '../../../domain/countries';
import { REQUIRED } from '../../../domain/schemas/form-values';
import type { SignupType, ValidateAccountPayload } from '../../../domain/schemas/signup';
import { withUniqueFields } from '../contacts/unique-fields';
import { beginIdentityServiceAttempt } from './login-throttle';
import { provenNames, requireKeptIdentity } from './signup';
import { tokenNotValid } from './signup-identity';
import { consumeToken, hashOpaque, mailAccountLink } from './signup-tokens';

export const IDENTITY_MISMATCH_MESSAGE = "L'identité électronique ne correspond pas au numéro de registre national de ce compte.";

/** The kind of link a token is, while it is still good. */
async function liveTokenType(db: Db, token: string, now: Date): Promise<SignupType | null> {
  const [row] = await db
    .select({ signupType: accountTokens.signupType })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashOpaque(token)), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)));
  return (row?.signupType as SignupType | undefined) ?? null;
}

/** A sign-up confirmed by its e-mailed link (step 5 of /signup): the account may now sign in. */
async function confirmSignup(db: Db, token: string, now: Date) {
  await db.transaction(async (tx) => {
    const contactId = await consumeToken(tx, token, 'create', now);
    if (contactId === null) throw tokenNotValid();
    await tx.update(contacts).set({ compteValide: true, version: sql`${contacts.version} + 1` }).where(eq(contacts.id, contactId));
  });
}

/**
 * An account an Authority made, completed by its person (step 5 of /validate-account): the identity the provider
 * proved for this very link, the user name, e-mail and password chosen; then validated. Refused on the field for a
 * taken e-mail, user name or national register number, or an identity that is not the account's own.
 */
async function completeAccount(db: Db, token: string, account: NonNullable<ValidateAccountPayload['account']>, now: Date) {
  const kept = await requireKeptIdentity(db, account.personalDataId, 'validate');
  if (kept.tokenHash !== hashOpaque(token)) throw invalidFields([{ field: 'personalDataId', message: IDENTITY_MISMATCH_MESSAGE }]);
  const passwordHash = await hashPassword(account.password);
  await withUniqueFields(BELGIQUE, () =>
    db.transaction(async (tx) => {
      const contactId = await consumeToken(tx, token, 'validate', now);
      if (contactId === null) throw tokenNotValid();
      const [current] = await tx.select({ numeroIdentification: contacts.numeroIdentification }).from(contacts).where(eq(contacts.id, contactId));
      if (current?.numeroIdentification && current.numeroIdentification !== kept.nationalRegisterNumber) {
        throw invalidFields([{ field: 'personalDataId', message: IDENTITY_MISMATCH_MESSAGE }]);
      }
      await tx
        .update(contacts)
        .set({
          ...provenNames(kept, account),
          email: account.Email,
          nomUtilisateur: account.NomUtilisateur,
          nationalite: BELGIQUE,
          numeroIdentification: kept.nationalRegisterNumber,
          typeAuthentification: 'eid',
          passwordHash,
          compteValide: true,
          version: sql`${contacts.version} + 1`,
        })
        .where(eq(contacts.id, contactId));
      await tx.delete(signupIdentities).where(eq(signupIdentities.stateHash, kept.stateHash));
    }),
  );
}

/**
 * POST /auth/validate-account/{token}: the e-mailed link's token, single-use, decides which account and which kind
 * of validation. An unknown, used or expired token is 400 token_not_valid ("link invalid or expired", spec section 8).
 * Counted in the address's throttle bucket like a sign-in: guessing tokens costs what guessing passwords does.
 */
export async function validateAccount(db: Db, config: ServerConfig, token: string, payload: ValidateAccountPayload, address: string): Promise<{ validated: true }> {
  const attempt = await beginIdentityServiceAttempt(db, config, address);
  const now = new Date();
  try {
    const signupType = await liveTokenType(db, token, now);
    if (signupType === null) throw tokenNotValid();
    if (signupType === 'create') await confirmSignup(db, token, now);
    else if (!payload.account) throw invalidFields([{ field: 'account', message: REQUIRED }]);
    else await completeAccount(db, token, payload.account, now);
  } catch (error) {
    await attempt.failed();
    throw error;
  }
  await attempt.cleared();
  return { validated: true };
}

/**
 * The link an account made by someone else (POST /contacts/add: no password) needs to be validated by its person.
 * Sent when the contact is created (spec section 4: "Account: created, then validated via an e-mailed link").
 */
export async function mailValidationLink(db: Db, config: ServerConfig, contactId: number): Promise<void> {
  const [contact] = await db
    .select({ id: contacts.id, email: contacts.email, prenom: contacts.prenom, compteValide: contacts.compteValide, passwordHash: contacts.passwordHash })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  if (!contact || contact.compteValide || contact.passwordHash) return;
  await mailAccountLink(db, config.platform.url, contact, 'validate');
}
