/**
 * The contact list's choices (spec section 2, /contact): Belgian contacts, foreign ones or both, and the
 * columns it sorts by. Constants only: the list's route reads them from the URL in the first bundle.
 */
export const CONTACT_ORIGINS = ['tous', 'belges', 'etrangers'] as const;
export type ContactOrigin = (typeof CONTACT_ORIGINS)[number];

export const CONTACT_SORT_FIELDS = ['nom', 'prenom', 'email', 'nomUtilisateur', 'createdAt'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
