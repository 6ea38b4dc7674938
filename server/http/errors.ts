import { UPLOAD_ERROR_MESSAGES, UPLOAD_ERROR_RESPONSES, type UploadErrorKind } from '../../domain/documents';

/**
 * The error envelope of DESIGN.md: `{ code, message }` (+ `fields` for validation) with its status, and the headers
 * the status calls for (Retry-After of a 429); `details`, values the envelope carries for the next step (the sign-up
 * handle of an unknown eID identity).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Array<{ field: string; message: string }>,
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

export const GENERIC_MESSAGE = 'Une erreur est survenue, veuillez réessayer plus tard.';

export const invalidToken = () => new ApiError(498, 'Invalid token', 'Token expiré. Merci de vous connecter à nouveau.');
export const forbidden = (message = "Vous n'avez pas les droits nécessaires pour accéder à cette page.") =>
  new ApiError(403, 'Forbidden', message);
export const notFound = () => new ApiError(404, 'Not found', "Le contenu que vous recherchez n'a pas pu être trouvé.");
export const underMaintenance = () =>
  new ApiError(503, 'Under maintenance', 'La plateforme est en maintenance. Merci de réessayer plus tard.');
export const invalidApiVersion = () => new ApiError(400, 'InvalidApiVersion', 'Une nouvelle version a été déployée.');
export const invalidCredentials = () =>
  new ApiError(401, 'invalid_credentials', 'La combinaison identifiant / mot de passe est incorrecte.');
export const invalidTransition = (message = "Cette action n'est pas possible dans l'état actuel du dossier.") =>
  new ApiError(409, 'InvalidTransition', message);
export const conflict = (message = 'Le dossier a été modifié entre-temps. Merci de recharger la page et de réessayer.') =>
  new ApiError(409, 'Conflict', message);
export const readOnlyDossier = () =>
  forbidden("Ce dossier a été créé sur l'ancienne plateforme : il est consultable en lecture seule.");

export type FieldError = { field: string; message: string };

/** 400 ValidationError: the payload's schema or a rule on stored data refused these fields. */
export const invalidFields = (fields: FieldError[]) => new ApiError(400, 'ValidationError', 'Certaines données sont invalides.', fields);

/** Throws 400 ValidationError when a rule found problems with a field, all listed. */
export function requireNoProblems(field: string, problems: readonly string[]): void {
  if (problems.length > 0) throw invalidFields(problems.map((message) => ({ field, message })));
}

/** Spec section 8, "company-register retrieval failure": the register did not answer, or not in a usable way. */
export const companyRegisterError = () =>
  new ApiError(502, 'CompanyRegisterError', "Les données de la Banque-Carrefour des Entreprises n'ont pas pu être récupérées. Veuillez réessayer plus tard.");

/** An upload refused or failed, with the status, code and French message of its kind (spec section 5), in the words of its rule. */
export function uploadError(kind: Exclude<UploadErrorKind, 'unknown'>, messages: Record<UploadErrorKind, string> = UPLOAD_ERROR_MESSAGES): ApiError {
  const { status, code } = UPLOAD_ERROR_RESPONSES[kind];
  return new ApiError(status, code, messages[kind]);
}
