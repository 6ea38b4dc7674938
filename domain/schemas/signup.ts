import { enums, object, optional, pattern, refine, type, type Infer } from 'superstruct';
import { isValidSignupPassword, SIGNUP_PASSWORD_MIN } from '../validators/password';
import { contactAccountFields, Email, PASSWORDS_DIFFER } from './contacts';
import { Text } from './form-values';
import { SafeString } from './safe-string';

/**
 * The account a person creates at sign-up (/signup) or completes when validating an account an organisation's
 * Authority made for them (/validate-account). The spec leaves the payload "not shown": the names are those of
 * the Contact (spec section 3), the confirmations the spec's "the two passwords and the two e-mails match".
 */

export const SIGNUP_PASSWORD_LENGTH = `Le mot de passe doit contenir au moins ${SIGNUP_PASSWORD_MIN} caractères.`;
export const EMAILS_DIFFER = 'Les deux adresses e-mail ne correspondent pas.';

/**
 * How long an e-mailed account link stays good: a person who just signed up confirms within two days; an account an
 * Authority made waits for someone who did not ask for it, so its link lasts a week (README, Accounts).
 */
export const ACCOUNT_LINK_HOURS = { create: 48, validate: 7 * 24 } as const;

/** Unguessable ids and tokens the server hands out: base64url, never longer than what it makes. */
export const OpaqueId = pattern(SafeString, /^[A-Za-z0-9_-]{16,100}$/);

/** The two kinds of the spec's sign-up screens ("signup type create" and "signup type validate"). */
export const SignupType = enums(['create', 'validate']);
export type SignupType = Infer<typeof SignupType>;

/** GET /auth/gestia-signup-url?state=: the kind of sign-up, and for an account to validate its e-mailed token. */
export const GestiaSignupUrlQuery = object({ state: SignupType, token: optional(OpaqueId) });

const SignupPassword = refine(SafeString, 'signupPassword', (value) => isValidSignupPassword(value) || SIGNUP_PASSWORD_LENGTH);

const accountFields = {
  Prenom: Text(100),
  Nom: Text(100),
  NomUtilisateur: contactAccountFields.NomUtilisateur,
  Email,
  EmailConfirmation: Email,
  password: SignupPassword,
  passwordConfirmation: SafeString,
};

/** "The two passwords must match and the two e-mails must match" (spec section 5), on the confirmation field. */
function confirmationsMatch(value: { Email: string; EmailConfirmation: string; password: string; passwordConfirmation: string }) {
  // superstruct also runs a refinement over an object whose fields failed: compare only strings.
  if (typeof value.Email !== 'string' || typeof value.EmailConfirmation !== 'string') return true;
  if (value.Email.toLowerCase() !== value.EmailConfirmation.toLowerCase()) return { path: ['EmailConfirmation'], message: EMAILS_DIFFER };
  if (value.password !== value.passwordConfirmation) return { path: ['passwordConfirmation'], message: PASSWORDS_DIFFER };
  return true;
}

/** The form of step 3, and what the server checks again. */
export const SignupAccountInput = refine(object(accountFields), 'confirmations', confirmationsMatch);
export type SignupAccountInput = Infer<typeof SignupAccountInput>;

/** The account with the id of the personal data the identity provider proved (kept on the server). */
const ProvenAccount = refine(object({ ...accountFields, personalDataId: OpaqueId }), 'confirmations', confirmationsMatch);

/** POST /auth/create-account */
export const CreateAccountPayload = ProvenAccount;
export type CreateAccountPayload = Infer<typeof CreateAccountPayload>;

/**
 * POST /auth/validate-account/{token}: the e-mailed token is the path's id. An account signed up (create) needs
 * nothing more; an account an Authority made (validate) brings its proven identity and the account to complete.
 */
export const ValidateAccountPayload = object({
  account: optional(ProvenAccount),
});
export type ValidateAccountPayload = Infer<typeof ValidateAccountPayload>;

/**
 * GET /auth/gestia-signup-callback and /auth/gestia-login-callback: what the identity provider sends back (other
 * parameters it adds, such as `iss`, are kept for the response's checks).
 */
export const IdentityProviderCallbackQuery = type({ code: optional(SafeString), state: optional(SafeString), error: optional(SafeString) });

/** The path's id of get-gestia-personal-data/{id} and validate-account/{id}. */
export const OpaqueIdParams = object({ id: OpaqueId });
