import {
  coerce,
  define,
  object,
  optional,
  pattern,
  refine,
  trimmed,
  type Infer,
} from 'superstruct';
import { isDroitId, type DroitId } from '../droits';
import { isValidEmail } from '../validators/email';
import { isValidResetPassword } from '../validators/password';
import { SafeString } from './safe-string';

/**
 * Payloads of the authentication calls (spec sections 3 and 7). The same structs validate the
 * forms (with coercion: surrounding spaces are trimmed) and the server's request bodies.
 * Refinements return their French message so a form can show it as is.
 */

const REQUIRED = 'Ce champ est obligatoire.';

/** Text the user types where surrounding spaces are noise; blank counts as missing. */
const RequiredText = refine(trimmed(SafeString), 'required', (v) => v.trim() !== '' || REQUIRED);

/** Passwords are taken verbatim: a space may be part of one. */
const RequiredSecret = refine(SafeString, 'required', (v) => v !== '' || REQUIRED);

/** A role id; a select or query string gives "4", which coercion turns into 4. */
export const DroitIdStruct = coerce(
  define<DroitId>('DroitId', (v) => isDroitId(v) || 'Droit inconnu.'),
  pattern(SafeString, /^\d+$/),
  Number,
);

const Email = refine(
  RequiredText,
  'email',
  // A blank value already failed as required; one message per problem.
  (v) => v.trim() === '' || isValidEmail(v.trim()) || 'Adresse e-mail invalide.',
);

const ResetPassword = refine(
  RequiredSecret,
  'resetPassword',
  (v) => isValidResetPassword(v) || 'Le mot de passe doit contenir entre 8 et 30 caractères.',
);

/** POST /auth/login/password */
export const LoginPayload = object({
  login: RequiredText,
  password: RequiredSecret,
  droitId: optional(DroitIdStruct),
});
export type LoginPayload = Infer<typeof LoginPayload>;

/** POST /auth/login/gestia: the code handed back by the external single sign-on. */
export const GestiaLoginPayload = object({
  gestiaCode: RequiredText,
  droitId: optional(DroitIdStruct),
});
export type GestiaLoginPayload = Infer<typeof GestiaLoginPayload>;

/** GET /auth/gestia-login?state=: the eID sign-in's start; `state` is the page to open once signed in. */
export const GestiaLoginStartQuery = object({ state: optional(SafeString) });

/** POST /auth/reset-password */
export const ResetPasswordRequestPayload = object({
  email: Email,
});
export type ResetPasswordRequestPayload = Infer<typeof ResetPasswordRequestPayload>;

/** POST /auth/check-token: the token format is not shown in the spec, only its presence. */
export const CheckTokenPayload = object({
  token: RequiredText,
});
export type CheckTokenPayload = Infer<typeof CheckTokenPayload>;

/** POST /auth/reset-password/change-password */
export const ChangePasswordPayload = object({
  token: RequiredText,
  password: ResetPassword,
});
export type ChangePasswordPayload = Infer<typeof ChangePasswordPayload>;

/** POST /auth/reset-password/change-password: the new password typed twice; only `password` is sent. */
export const NewPasswordForm = refine(object({ password: ResetPassword, confirmation: RequiredSecret }), 'passwordsMatch', ({ password, confirmation }) =>
  password === confirmation || { path: ['confirmation'], message: 'Les deux mots de passe ne correspondent pas.' },
);
export type NewPasswordForm = Infer<typeof NewPasswordForm>;
