import type { SignupAccountInput, SignupType } from '../domain/schemas/signup';

/**
 * The steps of the two account screens of spec section 2, in order: /signup has them all (1 to 6), /validate-account
 * has no validation step (4). The step is the state's name; the route's path segment is ACCOUNT_STEP_PATHS'.
 */
export const ACCOUNT_STEPS = ['foreword', 'authentication', 'personalData', 'validation', 'confirmation', 'confirmed'] as const;
export type AccountStep = (typeof ACCOUNT_STEPS)[number];

/** The steps of each kind of sign-up ("signup type create" and "signup type validate"). */
export const STEPS_OF: Record<SignupType, readonly AccountStep[]> = {
  create: ACCOUNT_STEPS,
  validate: ACCOUNT_STEPS.filter((step) => step !== 'validation'),
};

export interface AccountWizardContext {
  /** The e-mailed link's token: the account to validate (validate, from the foreword), or the sign-up to confirm (create, step 5). */
  token: string | null;
  /** The spec's token-not-valid flag: the server said the link is unknown, used or expired. */
  tokenNotValid: boolean;
  /** The id under which the server keeps the identity the provider proved (step 2). */
  personalDataId: string | null;
  /** The account chosen at step 3, kept until the confirmation sends it (validate). */
  account: SignupAccountInput | null;
  /** Where the validation link was sent (create, step 4). */
  email: string | null;
  /** The French message of the last refusal, shown on the step it left the user on. */
  refusal: string | null;
}

export const INITIAL_ACCOUNT_CONTEXT: AccountWizardContext = { token: null, tokenNotValid: false, personalDataId: null, account: null, email: null, refusal: null };

/** The events both account screens share. */
export type AccountWizardCommonEvent =
  /** The e-mailed link was opened, with its token. */
  | { type: 'LINK_OPENED'; token: string }
  /** The foreword's "Commencer". */
  | { type: 'START' }
  | { type: 'PREVIOUS' }
  /** The identity provider's way back named the proven identity's id. */
  | { type: 'AUTHENTICATED'; personalDataId: string }
  /** The identity provider, or the platform, refused the identity (e.g. a national register number already used). */
  | { type: 'IDENTITY_REFUSED'; message: string }
  /** The proven identity is no longer kept (expired or used): identify again. */
  | { type: 'IDENTITY_EXPIRED'; message: string }
  /** The server validated the account. */
  | { type: 'CONFIRMED' }
  /** The server found the link unknown, used or expired. */
  | { type: 'TOKEN_REJECTED' };

/**
 * /signup (create): step 3 creates the account, whose link is e-mailed. An eID sign-in that proved a person no account
 * holds hands its proven identity's id to the sign-up, which starts there already proven.
 */
export type SignupEvent = AccountWizardCommonEvent | { type: 'ACCOUNT_CREATED'; email: string } | { type: 'IDENTITY_CARRIED'; personalDataId: string };

/** /validate-account (validate): step 3 keeps the account, the confirmation sends it; the server may refuse a field. */
export type ValidateAccountEvent = AccountWizardCommonEvent | { type: 'ACCOUNT_SAVED'; account: SignupAccountInput } | { type: 'REFUSED'; message: string };
