import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { ALL_STATUTS_DOSSIER } from '../dossier-status';
import { EtapePrestation } from '../encoding-steps';
import { TYPES_PRESTATION_REALISEE } from '../service-report';
import { REPORT_SCREENS } from '../service-report-screens';
import { flags, Instant } from './shapes';

/** A dossier's document, the report's included: its type, its status with who set it and when, its download address. */
export const DossierDocument = object({
  id: number(),
  nom: string(),
  typeDocumentId: number(),
  typeLibelle: nullable(string()),
  mime: string(),
  taille: number(),
  statut: number(),
  statutLibelle: nullable(string()),
  statutPar: nullable(string()),
  statutLe: nullable(Instant),
  /** Why a manager refused it, or what it noted. */
  statutCommentaire: nullable(string()),
  signeElectroniquement: boolean(),
  createdAt: Instant,
  url: string(),
});
export type DossierDocument = Infer<typeof DossierDocument>;

/** The report actions offered to the caller (machines/access/dossierActions.ts), each also asked by its call. */
export const ServiceReportActions = flags(['editReport', 'manageReportDocuments', 'editInvoice', 'submitReport', 'validateReport', 'refuseReport']);
export type ServiceReportActions = Infer<typeof ServiceReportActions>;

/** GET /dossiers/{id}/report: the dossier's service report as its screens show it. */
export const ServiceReport = object({
  dossierId: number(),
  reference: string(),
  /** The dossier's version: the submission and the decision send it back (409 when stale). */
  version: number(),
  statutDossierId: enums(ALL_STATUTS_DOSSIER),
  etape: enums(Object.values(EtapePrestation)),
  /** The screens the caller may open now, in screen order (the service-report guard). */
  ecrans: array(enums(REPORT_SCREENS)),
  /** Who the caller is to the dossier, as the service-report guard reads it (with the status and the step). */
  visiteur: object({ side: nullable(enums(['prestataire', 'beneficiaire'])), sameOrganisation: boolean() }),
  beneficiaire: nullable(string()),
  prestataire: nullable(string()),
  prestation: object({ titre: nullable(string()), montantTotal: nullable(number()), dateDebutEstimee: nullable(string()), dateFinEstimee: nullable(string()) }),
  description: object({ dateDebut: nullable(string()), dateFin: nullable(string()), tachesLivrables: nullable(string()), contexte: nullable(string()) }),
  specificites: object({ typePrestation: nullable(enums(TYPES_PRESTATION_REALISEE)), conclusion: nullable(string()), motifAnnulation: nullable(string()) }),
  facture: object({ numero: nullable(string()), montantHtva: nullable(number()), date: nullable(string()), document: nullable(DossierDocument) }),
  rapportActivite: nullable(DossierDocument),
  /** When the report reached the beneficiary, when it will be rejected without an answer, and the days left (counted down to 0). */
  soumisLe: nullable(Instant),
  echeanceValidation: nullable(string()),
  joursRestants: nullable(number()),
  /** The working days the beneficiary has, from REPORT_AUTO_REJECT_DAYS. */
  delaiValidationJours: number(),
  actions: ServiceReportActions,
});
export type ServiceReport = Infer<typeof ServiceReport>;
