import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { ownedBy } from './columns';

/**
 * One visit to the identity provider, for a sign-up (/signup or /validate-account, step 2) or an eID sign-in
 * (`signup_type` 'login'): created with the request's state, PKCE verifier and nonce when the browser is sent to the
 * provider, then holding the identity the provider proved, under an id of its own the browser gets back. Both are
 * random and stored hashed; the row is useless after expiresAt.
 */
export const signupIdentities = pgTable(
  'signup_identities',
  {
    stateHash: text('state_hash').primaryKey(),
    signupType: text('signup_type').notNull(),
    /** For an account to validate: the hash of its e-mailed token, checked again when the account is validated. */
    tokenHash: text('token_hash'),
    /** The PKCE verifier and the nonce of the authorization request. */
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    /** For a sign-in: the page to open once signed in. */
    returnTo: text('return_to'),
    personalDataHash: text('personal_data_hash').unique(),
    nationalRegisterNumber: text('national_register_number'),
    prenom: text('prenom'),
    nom: text('nom'),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signup_identities_expires_idx').on(t.expiresAt)],
);

/**
 * The e-mailed links that validate an account (spec section 4, "created, then validated via an e-mailed link"):
 * random tokens stored hashed, single-use (usedAt), expiring.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    contactId: ownedBy('contact_id', () => contacts.id),
    /** 'create': a sign-up to confirm; 'validate': an account an organisation's Authority made, to complete. */
    signupType: text('signup_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_contact_idx').on(t.contactId)],
);
