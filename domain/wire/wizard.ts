import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { ALL_STATUTS_DOSSIER } from '../dossier-status';
import { ALL_TYPES_CONTACT } from '../contact-types';
import { STEP_SCREENS } from '../wizard-steps';
import { Instant, PostalAddress } from './shapes';

/**
 * What the wizards' look-up calls answer (inside `result`), shared by the server that builds them and the
 * browser that reads them, so that the two cannot drift apart. Field names follow the dossier detail's
 * (NumeroBCE, Prenom, Nom, TypeContactId...).
 */

/** GET /dossiers/types-aide: a voucher of the catalogue ("cheque" chosen at setup and at step 1). */
export const TypeAide = object({
  id: number(),
  code: string(),
  libelle: string(),
  description: string(),
  plateformeId: number(),
  /** Percent of the voucher paid by public money; the beneficiary pays the rest (its share). */
  tauxInterventionPublique: number(),
  /** The largest voucher a dossier of this type may ask for: the type's own maximum within the platform's. */
  montantMaximumParDossier: number(),
});
export type TypeAide = Infer<typeof TypeAide>;

export const AddressChoice = object({ id: number(), nom: nullable(string()), ...PostalAddress.schema });
export type AddressChoice = Infer<typeof AddressChoice>;

/** A contact of an organisation who may be assigned to a dossier (validated, active links only). */
export const ContactChoice = object({ id: number(), Prenom: string(), Nom: string(), TypeContactId: enums(ALL_TYPES_CONTACT) });
export type ContactChoice = Infer<typeof ContactChoice>;

/** An organisation as the beneficiary and provider steps offer it, with what the step chooses among. */
export const OrganisationChoice = object({
  id: number(),
  nom: string(),
  TypeOrganisationId: number(),
  SousTypeOrganisationId: nullable(number()),
  NumeroBCE: nullable(string()),
  NumeroIdentification: nullable(string()),
  etranger: boolean(),
  nace: array(string()),
  unitesEtablissement: array(AddressChoice),
  contacts: array(ContactChoice),
});
export type OrganisationChoice = Infer<typeof OrganisationChoice>;

/** GET /organisations/is-beneficiaire-eligible/..., /is-prestataire-eligible/...: the reasons it is not, in French. */
export const Eligibility = object({ eligible: boolean(), motifs: array(string()) });
export type Eligibility = Infer<typeof Eligibility>;

export const RegisterAddress = PostalAddress;
export type RegisterAddress = Infer<typeof RegisterAddress>;

/** A company of the company register (BCE): GET /services/bce-lookup/{bce}, and searchBCE when the platform does not know it. */
export const RegisterCompany = object({
  numeroBce: string(),
  denomination: string(),
  formeJuridique: nullable(string()),
  codesNace: array(string()),
  dateCreation: nullable(string()),
  actif: boolean(),
  siegeSocial: RegisterAddress,
  unitesEtablissement: array(object({ ...RegisterAddress.schema, numeroUnite: string(), nom: nullable(string()) })),
});
export type RegisterCompany = Infer<typeof RegisterCompany>;

/** GET /organisations/searchBCE */
export const SearchBceResult = object({
  organisations: array(OrganisationChoice),
  /** The register's data when the platform knows no such organisation (and the search was not restricted to it). */
  registre: nullable(RegisterCompany),
});
export type SearchBceResult = Infer<typeof SearchBceResult>;

/** GET /organisations/search-sous-traitant: a company of the platform (its id) or of the company register (no id, kept by name). */
export const SousTraitantChoice = object({ id: nullable(number()), nom: string(), NumeroBCE: nullable(string()), localite: nullable(string()) });
export type SousTraitantChoice = Infer<typeof SousTraitantChoice>;

export const CompetenceChoice = object({ id: number(), code: string(), libelle: string() });
export type CompetenceChoice = Infer<typeof CompetenceChoice>;

/** GET /contacts/available-experts-for-dossier/{dossierId}: an expert of the dossier's provider and the competences it holds. */
export const ExpertChoice = object({ id: number(), Prenom: string(), Nom: string(), Email: string(), competences: array(CompetenceChoice) });
export type ExpertChoice = Infer<typeof ExpertChoice>;

export const ConsumptionWindow = object({
  /** First and last calendar years counted (the same year for the yearly limit). */
  depuis: number(),
  jusqua: number(),
  plafond: number(),
  /** Vouchers of the beneficiary's other engaged dossiers in the window. */
  consomme: number(),
  disponible: number(),
});
export type ConsumptionWindow = Infer<typeof ConsumptionWindow>;

/** GET /dossiers/{id}/consumption: what the beneficiary may still ask for. */
export const Consumption = object({
  beneficiaireId: nullable(number()),
  montantMaximumParDossier: number(),
  annuel: ConsumptionWindow,
  troisAns: ConsumptionWindow,
});
export type Consumption = Infer<typeof Consumption>;

/** A missing piece of the introduction, on the screen and field where it is entered (domain/dossier-completeness.ts). */
export const MissingItem = object({ screen: enums(STEP_SCREENS.introduction.map((step) => step.screen)), field: string(), message: string() });
export type MissingItem = Infer<typeof MissingItem>;

/** GET /dossiers/{id}/is-valid */
export const Completeness = object({ valid: boolean(), manquants: array(MissingItem) });
export type Completeness = Infer<typeof Completeness>;

/** GET /dossiers/{id}/types-document/intro-dossier: the types of the introduction's documents, and how many the dossier has. */
export const TypeDocumentIntro = object({ id: number(), code: string(), libelle: string(), obligatoire: boolean(), fournis: number() });
export type TypeDocumentIntro = Infer<typeof TypeDocumentIntro>;

/** GET /dossiers/{id}/possible-previous-dossiers: an earlier dossier of the beneficiary, with its documents. */
export const PreviousDossier = object({
  id: number(),
  reference: string(),
  titre: nullable(string()),
  StatutDossierId: enums(ALL_STATUTS_DOSSIER),
  statut: string(),
  typeAide: nullable(string()),
  createdAt: Instant,
  documents: array(object({ id: number(), nom: string(), typeDocumentId: number(), url: string() })),
});
export type PreviousDossier = Infer<typeof PreviousDossier>;
