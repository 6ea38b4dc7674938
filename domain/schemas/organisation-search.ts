import { coerce, defaulted, enums, object, optional, refine, type Infer } from 'superstruct';
import { isSousTypeOrganisationId, SousTypeOrganisation, type SousTypeOrganisationId } from '../organisation-types';
import { isValidBce } from '../validators/bce';
import { normaliseForeignIdentification, normaliseIdentityDocument } from '../validators/identity-document';
import { isValidNationalRegisterNumber } from '../validators/national-register';
import { Flag, Id, IdList, Text } from './form-values';
import { SafeString } from './safe-string';

/**
 * Query strings of the organisation and contact look-ups the wizards make (spec section 7). They come as
 * strings; the structs coerce them, like the forms' values.
 */

const INVALID_BCE = "Numéro d'entreprise invalide : 10 chiffres commençant par 0 ou 1, dont les deux derniers sont le chiffre de contrôle.";
const INVALID_NATIONAL_REGISTER = 'Numéro de registre national invalide : 11 chiffres dont les deux derniers sont le chiffre de contrôle.';
const INVALID_IDENTITY_DOCUMENT = "Numéro de document d'identité invalide : de 6 à 20 lettres ou chiffres.";
const INVALID_FOREIGN_IDENTIFICATION = "Numéro d'identification invalide : de 2 à 30 lettres ou chiffres.";

/** A company number as users copy it (0123.456.749), checked with its check digits. */
export const BceNumber = refine(Text(20), 'bce', (value) => isValidBce(value) || INVALID_BCE);

/**
 * How a beneficiary is searched (spec section 2: "by company number, national register number or identity
 * document number"); a foreign company, which has no Belgian company number, by its own identification
 * number (spec section 5: "company number is mandatory, with a foreign-company option").
 */
export const BENEFICIAIRE_SEARCH_CRITERIA = ['bce', 'registreNational', 'documentIdentite', 'identification'] as const;
export type BeneficiaireSearchCriterion = (typeof BENEFICIAIRE_SEARCH_CRITERIA)[number];

/** The criteria that identify each kind of beneficiary: a project holder is a person, the others companies. */
export const SEARCH_CRITERIA_BY_SOUS_TYPE: Record<SousTypeOrganisationId, readonly BeneficiaireSearchCriterion[]> = {
  [SousTypeOrganisation.ENTREPRISE]: ['bce'],
  [SousTypeOrganisation.PORTEUR_PROJET]: ['registreNational', 'documentIdentite'],
  [SousTypeOrganisation.ENTREPRISE_ETRANGERE]: ['identification'],
  [SousTypeOrganisation.POUVOIR_PUBLIC]: ['bce'],
  [SousTypeOrganisation.GRANDE_ENTREPRISE]: ['bce'],
  [SousTypeOrganisation.PORTEUR_AFFAIRE]: ['bce'],
};

/** Null when the value identifies someone by that criterion, else the message to show. */
export function searchValueProblem(criterion: BeneficiaireSearchCriterion, value: string): string | null {
  switch (criterion) {
    case 'bce':
      return isValidBce(value) ? null : INVALID_BCE;
    case 'registreNational':
      return isValidNationalRegisterNumber(value) ? null : INVALID_NATIONAL_REGISTER;
    case 'documentIdentite':
      return normaliseIdentityDocument(value) ? null : INVALID_IDENTITY_DOCUMENT;
    case 'identification':
      return normaliseForeignIdentification(value) ? null : INVALID_FOREIGN_IDENTIFICATION;
  }
}

const SousTypeOrganisationIdStruct = refine(Id, 'sousType', (id) => isSousTypeOrganisationId(id) || 'Type de bénéficiaire inconnu.');

/**
 * GET /organisations/get-available-beneficiaires: the organisations of a kind the caller may file a dossier
 * for. A beneficiary gets its own; a provider searches one by the kind's criterion.
 */
export const AvailableBeneficiairesQuery = refine(
  object({
    sousTypeOrganisationId: SousTypeOrganisationIdStruct,
    typeRecherche: optional(enums(BENEFICIAIRE_SEARCH_CRITERIA)),
    recherche: defaulted(Text(30, { required: false }), ''),
  }),
  'recherche',
  ({ sousTypeOrganisationId, typeRecherche, recherche }) => {
    if (recherche === '') return true;
    if (!typeRecherche) return { path: ['typeRecherche'], message: 'Choisissez le critère de recherche.' };
    if (!SEARCH_CRITERIA_BY_SOUS_TYPE[sousTypeOrganisationId as SousTypeOrganisationId].includes(typeRecherche)) {
      return { path: ['typeRecherche'], message: 'Ce critère ne permet pas de rechercher ce type de bénéficiaire.' };
    }
    const problem = searchValueProblem(typeRecherche, recherche);
    return problem === null || { path: ['recherche'], message: problem };
  },
);
export type AvailableBeneficiairesQuery = Infer<typeof AvailableBeneficiairesQuery>;

/** Which kind of organisation a company-number search looks for (`roleCode`). */
export const ROLE_CODES = ['beneficiaire', 'prestataire'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/**
 * GET /organisations/searchBCE: `bce` is a Belgian company number, or with `foreigner` a foreign company's
 * identification number; `restrictPlatform` keeps to the organisations of this platform, without it the
 * company register is asked when the platform does not know the company yet.
 */
export const SearchBceQuery = refine(
  object({
    bce: Text(30),
    roleCode: enums(ROLE_CODES),
    foreigner: defaulted(Flag, false),
    restrictPlatform: defaulted(Flag, false),
  }),
  'bce',
  ({ bce, foreigner }) => {
    const problem = searchValueProblem(foreigner ? 'identification' : 'bce', bce);
    return problem === null || { path: ['bce'], message: problem };
  },
);
export type SearchBceQuery = Infer<typeof SearchBceQuery>;

/** GET /organisations/get-available-prestataires: the providers the dossier may be sent to, optionally by name. */
export const AvailablePrestatairesQuery = object({
  dossierId: Id,
  recherche: defaulted(Text(100, { required: false }), ''),
});
export type AvailablePrestatairesQuery = Infer<typeof AvailablePrestatairesQuery>;

export const SEARCH_MIN_LENGTH = 2;

/** GET /organisations/search-sous-traitant: a provider by a part of its name or its company number. */
export const SearchSousTraitantQuery = object({
  recherche: refine(Text(100), 'rechercheMin', (v) => v.length >= SEARCH_MIN_LENGTH || `Tapez au moins ${SEARCH_MIN_LENGTH} caractères.`),
  dossierId: optional(Id),
});
export type SearchSousTraitantQuery = Infer<typeof SearchSousTraitantQuery>;

/** GET /contacts/available-experts-for-dossier/{dossierId}?competences=a,b: competence ids, comma-separated. */
export const AvailableExpertsQuery = object({
  competences: defaulted(
    coerce(IdList('Chaque compétence ne peut être donnée qu’une fois.'), SafeString, (list) => (list.trim() === '' ? [] : list.split(','))),
    [],
  ),
});
export type AvailableExpertsQuery = Infer<typeof AvailableExpertsQuery>;
