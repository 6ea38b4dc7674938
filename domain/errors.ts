import { UPLOAD_ERROR_MESSAGES, UPLOAD_ERROR_RESPONSES, type UploadErrorKind } from './documents';

/**
 * The errors of spec section 8 as the business layer raises them: a kind, the catalogue's code and its French
 * message. They live in `domain/` so that services, the machines' hosts and scripts raise them without knowing
 * HTTP; the status of each kind is chosen once, by the server's error handler (server/plugins/error-handler.ts).
 */
export type DomainErrorKind =
  | 'invalid' // the request's data or a rule on stored data refused it
  | 'unauthenticated' // who the caller is could not be proven
  | 'expiredToken' // the session's token is no longer valid
  | 'forbidden'
  | 'notFound'
  | 'conflict' // the state or the version of what is changed refuses the change
  | 'reusedKey' // an idempotency key sent again with another request
  | 'tooLarge'
  | 'unsupportedFormat'
  | 'tooManyAttempts'
  | 'failed' // an operation failed on our side (the upload's technical failure)
  | 'outsideServiceFailed' // the company register or the identity service did not answer usably
  | 'maintenance';

export type FieldError = { field: string; message: string };

/** What some errors carry besides code and message: the failing fields, the wait before retrying, values for the next step. */
export interface DomainErrorExtras {
  fields?: FieldError[];
  retryAfterSeconds?: number;
  /** Values the answer carries for the next step (the sign-up handle of an unknown eID identity). */
  details?: Record<string, string>;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly extras: DomainErrorExtras = {},
  ) {
    super(message);
  }

  get fields(): FieldError[] | undefined {
    return this.extras.fields;
  }
}

export const invalidToken = () => new DomainError('expiredToken', 'Invalid token', 'Token expiré. Merci de vous connecter à nouveau.');
export const forbidden = (message = "Vous n'avez pas les droits nécessaires pour accéder à cette page.") =>
  new DomainError('forbidden', 'Forbidden', message);
export const notFound = () => new DomainError('notFound', 'Not found', "Le contenu que vous recherchez n'a pas pu être trouvé.");
export const underMaintenance = () =>
  new DomainError('maintenance', 'Under maintenance', 'La plateforme est en maintenance. Merci de réessayer plus tard.');
export const invalidApiVersion = () => new DomainError('invalid', 'InvalidApiVersion', 'Une nouvelle version a été déployée.');
export const invalidCredentials = () =>
  new DomainError('unauthenticated', 'invalid_credentials', 'La combinaison identifiant / mot de passe est incorrecte.');
export const invalidTransition = (message = "Cette action n'est pas possible dans l'état actuel du dossier.") =>
  new DomainError('conflict', 'InvalidTransition', message);
export const conflict = (message = 'Le dossier a été modifié entre-temps. Merci de recharger la page et de réessayer.') =>
  new DomainError('conflict', 'Conflict', message);
export const readOnlyDossier = () =>
  forbidden("Ce dossier a été créé sur l'ancienne plateforme : il est consultable en lecture seule.");

/** ValidationError: the payload's schema or a rule on stored data refused these fields. */
export const invalidFields = (fields: FieldError[]) =>
  new DomainError('invalid', 'ValidationError', 'Certaines données sont invalides.', { fields });

/** Throws ValidationError when a rule found problems with a field, all listed. */
export function requireNoProblems(field: string, problems: readonly string[]): void {
  if (problems.length > 0) throw invalidFields(problems.map((message) => ({ field, message })));
}

/** Spec section 8, "company-register retrieval failure": the register did not answer, or not in a usable way. */
export const companyRegisterError = () =>
  new DomainError(
    'outsideServiceFailed',
    'CompanyRegisterError',
    "Les données de la Banque-Carrefour des Entreprises n'ont pas pu être récupérées. Veuillez réessayer plus tard.",
  );

/** The kind of error each upload failure is (spec section 5); its code and message are the catalogue's. */
const UPLOAD_ERROR_KINDS: Record<Exclude<UploadErrorKind, 'unknown'>, DomainErrorKind> = {
  tooBig: 'tooLarge',
  interrupted: 'invalid',
  noFile: 'invalid',
  technical: 'failed',
  extensionNotAllowed: 'unsupportedFormat',
};

/** An upload refused or failed, with the code and French message of its kind. */
export function uploadError(kind: Exclude<UploadErrorKind, 'unknown'>, messages: Record<UploadErrorKind, string> = UPLOAD_ERROR_MESSAGES): DomainError {
  return new DomainError(UPLOAD_ERROR_KINDS[kind], UPLOAD_ERROR_RESPONSES[kind].code, messages[kind]);
}
