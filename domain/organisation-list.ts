/**
 * The list's filters of spec section 2 (SME, project holder, large company, public authority), read from
 * the organisation's sub-type and SME type (domain/organisation-types.ts):
 * - pme: a company, Belgian or foreign, that is not a large company by its SME type;
 * - porteurProjet: the project-holder sub-type;
 * - grandeEntreprise: the large-company sub-type, or a company whose SME type is "large company";
 * - pouvoirPublic: the public-authority sub-type.
 *
 * Constants only: the list's route reads them from the URL in the first bundle, which must not carry the
 * schemas' validators (libphonenumber-js, ibantools).
 */
export const CATEGORIES_BENEFICIAIRE = ['pme', 'porteurProjet', 'grandeEntreprise', 'pouvoirPublic'] as const;
export type CategorieBeneficiaire = (typeof CATEGORIES_BENEFICIAIRE)[number];

export const ORGANISATION_SORT_FIELDS = ['nom', 'numeroBce'] as const;
export type OrganisationSortField = (typeof ORGANISATION_SORT_FIELDS)[number];
