import { memberOf } from './member-of';
/**
 * Organisation vocabulary of spec sections 1 and 3. The spec names the organisation types,
 * beneficiary kinds, SME types and address types but gives no ids for them: the ids below are
 * our choice (1.. in the order the spec lists them) and are the ones stored and sent on the wire.
 */

/** Spec order: beneficiary, provider, guide, manager, reference center, opinion center. */
export const TypeOrganisation = {
  BENEFICIAIRE: 1,
  PRESTATAIRE: 2,
  GUIDE: 3,
  GESTIONNAIRE: 4,
  CENTRE_REFERENCE: 5,
  CENTRE_AVIS: 6,
} as const;

export type TypeOrganisationId = (typeof TypeOrganisation)[keyof typeof TypeOrganisation];

export const ALL_TYPES_ORGANISATION: readonly TypeOrganisationId[] = Object.values(TypeOrganisation);

export const isTypeOrganisationId = memberOf<TypeOrganisationId>(ALL_TYPES_ORGANISATION);

export const TYPE_ORGANISATION_LABELS: Record<TypeOrganisationId, string> = {
  [TypeOrganisation.BENEFICIAIRE]: 'Bénéficiaire',
  [TypeOrganisation.PRESTATAIRE]: 'Prestataire',
  [TypeOrganisation.GUIDE]: 'Guide',
  [TypeOrganisation.GESTIONNAIRE]: 'Gestionnaire',
  [TypeOrganisation.CENTRE_REFERENCE]: 'Centre de référence',
  [TypeOrganisation.CENTRE_AVIS]: "Centre d'avis",
};

/**
 * Sub-types (`SousTypeOrganisationId`): the three beneficiary kinds of section 3 first, then the
 * public authority and large company beneficiaries of section 1 (also the list filters of section
 * 2), then the 'porteur d'affaire' subtype that may not add addresses (section 5).
 */
export const SousTypeOrganisation = {
  ENTREPRISE: 1,
  PORTEUR_PROJET: 2,
  ENTREPRISE_ETRANGERE: 3,
  POUVOIR_PUBLIC: 4,
  GRANDE_ENTREPRISE: 5,
  PORTEUR_AFFAIRE: 6,
} as const;

export type SousTypeOrganisationId =
  (typeof SousTypeOrganisation)[keyof typeof SousTypeOrganisation];

export const ALL_SOUS_TYPES_ORGANISATION: readonly SousTypeOrganisationId[] =
  Object.values(SousTypeOrganisation);

export const isSousTypeOrganisationId = memberOf<SousTypeOrganisationId>(ALL_SOUS_TYPES_ORGANISATION);

export const SOUS_TYPE_ORGANISATION_LABELS: Record<SousTypeOrganisationId, string> = {
  [SousTypeOrganisation.ENTREPRISE]: 'Entreprise',
  [SousTypeOrganisation.PORTEUR_PROJET]: 'Porteur de projet',
  [SousTypeOrganisation.ENTREPRISE_ETRANGERE]: 'Entreprise étrangère',
  [SousTypeOrganisation.POUVOIR_PUBLIC]: 'Pouvoir public',
  [SousTypeOrganisation.GRANDE_ENTREPRISE]: 'Grande entreprise',
  [SousTypeOrganisation.PORTEUR_AFFAIRE]: "Porteur d'affaire",
};

/** `type_pme` of an organisation, in spec order: standard, starter, large company. */
export const TypePme = {
  STANDARD: 1,
  STARTER: 2,
  GRANDE_ENTREPRISE: 3,
} as const;

export type TypePmeId = (typeof TypePme)[keyof typeof TypePme];

export const isTypePmeId = memberOf<TypePmeId>(Object.values(TypePme));

export const TYPE_PME_LABELS: Record<TypePmeId, string> = {
  [TypePme.STANDARD]: 'Standard',
  [TypePme.STARTER]: 'Starter',
  [TypePme.GRANDE_ENTREPRISE]: 'Grande entreprise',
};

/** Address types in spec order: head office, establishment unit, billing. */
export const TypeAdresse = {
  SIEGE_SOCIAL: 1,
  UNITE_ETABLISSEMENT: 2,
  FACTURATION: 3,
} as const;

export type TypeAdresseId = (typeof TypeAdresse)[keyof typeof TypeAdresse];

export const isTypeAdresseId = memberOf<TypeAdresseId>(Object.values(TypeAdresse));

export const TYPE_ADRESSE_LABELS: Record<TypeAdresseId, string> = {
  [TypeAdresse.SIEGE_SOCIAL]: 'Siège social',
  [TypeAdresse.UNITE_ETABLISSEMENT]: "Unité d'établissement",
  [TypeAdresse.FACTURATION]: 'Facturation',
};

/**
 * Where an address came from. Addresses imported from the company register (BCE) cannot be
 * edited by the user (spec section 5), so the source is stored with every address.
 */
export const SourceAdresse = {
  BCE: 'bce',
  MANUELLE: 'manuelle',
} as const;

export type SourceAdresseId = (typeof SourceAdresse)[keyof typeof SourceAdresse];

export function isSourceAdresseId(v: unknown): v is SourceAdresseId {
  return (Object.values(SourceAdresse) as readonly unknown[]).includes(v);
}
