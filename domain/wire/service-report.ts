import type { StatutDossierId } from '../dossier-status';
import type { EtapePrestationId } from '../encoding-steps';
import type { TypePrestationRealisee } from '../service-report';
import type { ReportScreen } from '../service-report-screens';

/** A dossier's document, the report's included: its type, its status with who set it and when, its download address. */
export interface DossierDocument {
  id: number;
  nom: string;
  typeDocumentId: number;
  typeLibelle: string | null;
  mime: string;
  taille: number;
  statut: number;
  statutLibelle: string | null;
  statutPar: string | null;
  statutLe: string | null;
  /** Why a manager refused it, or what it noted. */
  statutCommentaire: string | null;
  signeElectroniquement: boolean;
  createdAt: string;
  url: string;
}

/** The report actions offered to the caller (machines/access/dossierActions.ts), each also asked by its call. */
export interface ServiceReportActions {
  editReport: boolean;
  manageReportDocuments: boolean;
  editInvoice: boolean;
  submitReport: boolean;
  validateReport: boolean;
  refuseReport: boolean;
}

/** GET /dossiers/{id}/report: the dossier's service report as its screens show it. */
export interface ServiceReport {
  dossierId: number;
  reference: string;
  /** The dossier's version: the submission and the decision send it back (409 when stale). */
  version: number;
  statutDossierId: StatutDossierId;
  etape: EtapePrestationId;
  /** The screens the caller may open now, in screen order (the service-report guard). */
  ecrans: ReportScreen[];
  /** Who the caller is to the dossier, as the service-report guard reads it (with the status and the step). */
  visiteur: { side: 'prestataire' | 'beneficiaire' | null; sameOrganisation: boolean };
  beneficiaire: string | null;
  prestataire: string | null;
  prestation: { titre: string | null; montantTotal: number | null; dateDebutEstimee: string | null; dateFinEstimee: string | null };
  description: { dateDebut: string | null; dateFin: string | null; tachesLivrables: string | null; contexte: string | null };
  specificites: { typePrestation: TypePrestationRealisee | null; conclusion: string | null; motifAnnulation: string | null };
  facture: { numero: string | null; montantHtva: number | null; date: string | null; document: DossierDocument | null };
  rapportActivite: DossierDocument | null;
  /** When the report reached the beneficiary, when it will be rejected without an answer, and the days left (counted down to 0). */
  soumisLe: string | null;
  echeanceValidation: string | null;
  joursRestants: number | null;
  /** The working days the beneficiary has, from REPORT_AUTO_REJECT_DAYS. */
  delaiValidationJours: number;
  actions: ServiceReportActions;
}
