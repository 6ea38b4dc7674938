/**
 * A link that opens its recipient's account carries its secret in a `token` query parameter (the sign-up,
 * account-validation and password-reset messages of server/services/auth): a new message with such a link
 * must do the same, so that the history masks it for anyone but the recipient. The satisfaction survey's link
 * (`/app/survey/<token>`, the spec's path) carries its secret in the path: it is masked too, so that nobody but
 * the beneficiary's Authority it was sent to answers in its name.
 */
const PERSONAL_LINK = /https?:\/\/\S*(?:[?&]token=|\/app\/survey\/)\S*/g;

export const MASKED_PERSONAL_LINK = '[lien personnel, réservé à son destinataire]';

/** The body as someone other than its recipient reads it: the personal links masked. */
export function maskPersonalLinks(body: string): string {
  return body.replace(PERSONAL_LINK, MASKED_PERSONAL_LINK);
}
