import type { WorkflowMove } from '../../../machines/managerWorkflow.state';
import type { DossierAction } from '../../../machines/access/dossierActions';
import type { StatutDossierId } from '../../../domain/dossier-status';
import type { EtapeEncodageId, EtapeWorkflowId } from '../../../domain/encoding-steps';
import type { RemarkKind } from '../../../domain/wire/remarks';
import type { DossierDocument } from '../../../domain/wire/service-report';

/** A dossier as the list, the dashboard and every detail tab read it (server/wire/dossier.ts). */
export interface DossierSummary {
  id: number;
  reference: string;
  StatutDossierId: StatutDossierId;
  statut: string;
  EtapeEncodage: EtapeEncodageId;
  /** The other party for the caller: the beneficiary for a provider, the provider for a beneficiary. */
  organisation: { id: number; nom: string } | null;
  beneficiaire: { id: number; nom: string } | null;
  prestataire: { id: number; nom: string } | null;
  dateEcheance: string | null;
  /** Working days left until the deadline (negative: overdue); null without a deadline or once closed. */
  joursOuvresRestants: number | null;
  /** Days the beneficiary has left to decide on the submitted report (then it is rejected automatically). */
  rapportJoursRestants: number | null;
  createdAt: string;
  anciennePlateforme: boolean;
  version: number;
  /** What the caller may do now, decided by the server from the matrix and the status machine. */
  actions: Record<DossierAction, boolean>;
}

export interface DossierPage {
  items: DossierSummary[];
  /** Exact when `totalExact`; otherwise at least this many (the server counts 10,000 rows past the page at most). */
  total: number;
  totalExact: boolean;
  page: number;
  perPage: number;
}

export interface DossierOrganisationDetail {
  id: number;
  nom: string;
  NomCourt: string | null;
  TypeOrganisationId: number;
  SousTypeOrganisationId: number | null;
  NumeroBCE: string | null;
  NumeroIdentification: string | null;
  forme_juridique: string | null;
  nace: string[];
  type_pme: number | null;
  etranger: boolean;
  SiteWeb: string | null;
  MailContact: string | null;
}

type Author = { id: number; Prenom: string; Nom: string } | null;

export interface DossierHistoryEntry {
  id: number;
  at: string;
  auteur: Author;
  fromStatut: StatutDossierId | null;
  toStatut: StatutDossierId;
  event: string;
  evenement: string;
  justification: string | null;
}

export interface DossierRemark {
  id: number;
  at: string;
  auteur: Author;
  event: string;
  kind: RemarkKind;
  texte: string;
}

/** A dossier's document as the server writes it (server/wire/document.ts). */
export type { DossierDocument };

/** GET /dossiers/{id}?with[]=detailDossierAll&with[]=tooltips (server/wire/dossier-detail.ts). */
export interface DossierDetail extends Omit<DossierSummary, 'beneficiaire' | 'prestataire'> {
  beneficiaire: DossierOrganisationDetail | null;
  prestataire: DossierOrganisationDetail | null;
  numeroInterne: string | null;
  plateformeId: number;
  /** The voucher (cheque) of the catalogue, GET /dossiers/types-aide; null until chosen. */
  typeAideId: number | null;
  updatedAt: string;
  quotePart: { payeeLe: string | null; rembourseeLe: string | null };
  rapport: { soumisLe: string | null; echeanceValidation: string | null };
  uniteEtablissement: { id: number; nom: string | null; rue: string; numero: string; boite: string | null; codePostal: string; localite: string; pays: string } | null;
  gestionnaire: { id: number; Prenom: string; Nom: string; Email: string } | null;
  x_competences: Array<{ id: number; code: string; libelle: string; pourcentage: number }>;
  x_contacts: Array<{ ContactId: number; Prenom: string; Nom: string; Email: string; TypeOrganisationId: number; TypeContactId: number }>;
  prestation: {
    titre: string | null;
    objectifGeneral: string | null;
    valeurAjoutee: string | null;
    dateDebutEstimee: string | null;
    dateFinEstimee: string | null;
    planning: string | null;
    nombreJours: number | null;
    sousTraitants: Array<{ organisationId?: number; nom: string }>;
  };
  montants: {
    montantTotal: number | null;
    montantCheque: number | null;
    quotePartBeneficiaire: number | null;
    interventionPublique: number | null;
    taux: number | null;
  };
  specificites: { dossierPrealableId: number | null; justificatifDocumentIds: number[]; codesNaceSupplementaires: string[] };
  documents: DossierDocument[];
  remarques: DossierRemark[];
  historique: DossierHistoryEntry[];
  tooltips?: Record<string, string>;
  /** A manager's view only: the administration's own follow-up (machines/managerWorkflow.machine.ts). */
  suiviInterne?: SuiviInterne;
}

export interface SuiviInterne {
  etape: EtapeWorkflowId;
  libelle: string;
  gestionnaireId: number | null;
  /** The moves the caller may make now: only the manager the dossier is assigned to has any. */
  mouvements: WorkflowMove[];
}
