import type { StatutDossierId } from '../dossier-status';
import type { TypeContactId } from '../contact-types';
import type { MissingItem } from '../dossier-completeness';

/**
 * What the wizards' look-up calls answer (inside `result`), shared by the server that builds them and the
 * browser that reads them, so that the two cannot drift apart. Field names follow the dossier detail's
 * (NumeroBCE, Prenom, Nom, TypeContactId...).
 */

/** GET /dossiers/types-aide: a voucher of the catalogue ("cheque" chosen at setup and at step 1). */
export interface TypeAide {
  id: number;
  code: string;
  libelle: string;
  description: string;
  plateformeId: number;
  /** Percent of the voucher paid by public money; the beneficiary pays the rest (its share). */
  tauxInterventionPublique: number;
  /** The largest voucher a dossier of this type may ask for: the type's own maximum within the platform's. */
  montantMaximumParDossier: number;
}

export interface AddressChoice {
  id: number;
  nom: string | null;
  rue: string;
  numero: string;
  boite: string | null;
  codePostal: string;
  localite: string;
  pays: string;
}

/** A contact of an organisation who may be assigned to a dossier (validated, active links only). */
export interface ContactChoice {
  id: number;
  Prenom: string;
  Nom: string;
  TypeContactId: TypeContactId;
}

/** An organisation as the beneficiary and provider steps offer it, with what the step chooses among. */
export interface OrganisationChoice {
  id: number;
  nom: string;
  TypeOrganisationId: number;
  SousTypeOrganisationId: number | null;
  NumeroBCE: string | null;
  NumeroIdentification: string | null;
  etranger: boolean;
  nace: string[];
  unitesEtablissement: AddressChoice[];
  contacts: ContactChoice[];
}

/** GET /organisations/is-beneficiaire-eligible/..., /is-prestataire-eligible/...: the reasons it is not, in French. */
export interface Eligibility {
  eligible: boolean;
  motifs: string[];
}

export interface RegisterAddress {
  rue: string;
  numero: string;
  boite: string | null;
  codePostal: string;
  localite: string;
  pays: string;
}

/** A company of the company register (BCE): GET /services/bce-lookup/{bce}, and searchBCE when the platform does not know it. */
export interface RegisterCompany {
  numeroBce: string;
  denomination: string;
  formeJuridique: string | null;
  codesNace: string[];
  dateCreation: string | null;
  actif: boolean;
  siegeSocial: RegisterAddress;
  unitesEtablissement: Array<RegisterAddress & { numeroUnite: string; nom: string | null }>;
}

/** GET /organisations/searchBCE */
export interface SearchBceResult {
  organisations: OrganisationChoice[];
  /** The register's data when the platform knows no such organisation (and the search was not restricted to it). */
  registre: RegisterCompany | null;
}

/** GET /organisations/search-sous-traitant: a company of the platform (its id) or of the company register (no id, kept by name). */
export interface SousTraitantChoice {
  id: number | null;
  nom: string;
  NumeroBCE: string | null;
  localite: string | null;
}

export interface CompetenceChoice {
  id: number;
  code: string;
  libelle: string;
}

/** GET /contacts/available-experts-for-dossier/{dossierId}: an expert of the dossier's provider and the competences it holds. */
export interface ExpertChoice {
  id: number;
  Prenom: string;
  Nom: string;
  Email: string;
  competences: CompetenceChoice[];
}

export interface ConsumptionWindow {
  /** First and last calendar years counted (the same year for the yearly limit). */
  depuis: number;
  jusqua: number;
  plafond: number;
  /** Vouchers of the beneficiary's other engaged dossiers in the window. */
  consomme: number;
  disponible: number;
}

/** GET /dossiers/{id}/consumption: what the beneficiary may still ask for. */
export interface Consumption {
  beneficiaireId: number | null;
  montantMaximumParDossier: number;
  annuel: ConsumptionWindow;
  troisAns: ConsumptionWindow;
}

export type { MissingItem };

/** GET /dossiers/{id}/is-valid */
export interface Completeness {
  valid: boolean;
  manquants: MissingItem[];
}

/** GET /dossiers/{id}/types-document/intro-dossier: the types of the introduction's documents, and how many the dossier has. */
export interface TypeDocumentIntro {
  id: number;
  code: string;
  libelle: string;
  obligatoire: boolean;
  fournis: number;
}

/** GET /dossiers/{id}/possible-previous-dossiers: an earlier dossier of the beneficiary, with its documents. */
export interface PreviousDossier {
  id: number;
  reference: string;
  titre: string | null;
  StatutDossierId: StatutDossierId;
  statut: string;
  typeAide: string | null;
  createdAt: string;
  documents: Array<{ id: number; nom: string; typeDocumentId: number; url: string }>;
}
