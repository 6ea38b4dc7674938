/**
 * The relations `with[]` may ask of GET /organisations/{id} (spec section 7). Apart from the answer's schema
 * (organisations.ts), so that the screen asking for them loads no schema.
 */
export const ORGANISATION_WITH = ['sous_type', 'type_pme', 'nace', 'x_contacts', 'x_adresses', 'forme_juridique'] as const;
export type OrganisationWith = (typeof ORGANISATION_WITH)[number];
