/** The error envelope of DESIGN.md: `{ code, message }` (+ `fields` for validation) with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Array<{ field: string; message: string }>,
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
export const invalidTransition = () =>
  new ApiError(409, 'InvalidTransition', "Cette action n'est pas possible dans l'état actuel du dossier.");
export const conflict = () =>
  new ApiError(409, 'Conflict', 'Le dossier a été modifié entre-temps. Merci de recharger la page et de réessayer.');
export const readOnlyDossier = () =>
  forbidden("Ce dossier a été créé sur l'ancienne plateforme : il est consultable en lecture seule.");
