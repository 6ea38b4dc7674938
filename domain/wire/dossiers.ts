import { array, assign, boolean, enums, nullable, number, object, omit, optional, partial, string, type Infer } from 'superstruct';
import { DOSSIER_ACTIONS } from '../dossier-actions';
import { ALL_STATUTS_DOSSIER } from '../dossier-status';
import { EtapeEncodage, EtapeWorkflow } from '../encoding-steps';
import { WORKFLOW_STEP_MOVES } from '../workflow-steps';
import { RemarkKind } from './remarks';
import { DossierDocument } from './service-report';
import { Author, flags, Instant, NamedRecord, PostalAddress } from './shapes';

/**
 * The dossier as the API answers it (server/wire/dossier*.ts maps rows to these): one schema per shape, from which
 * the TypeScript type is inferred, the OpenAPI description is converted and the server's serializer is compiled.
 */

const StatutDossierId = enums(ALL_STATUTS_DOSSIER);

/** A dossier as the list, the dashboard and every detail tab read it (server/wire/dossier.ts). */
export const DossierSummary = object({
  id: number(),
  reference: string(),
  StatutDossierId,
  statut: string(),
  EtapeEncodage: enums(Object.values(EtapeEncodage)),
  /** The other party for the caller: the beneficiary for a provider, the provider for a beneficiary. */
  organisation: nullable(NamedRecord),
  beneficiaire: nullable(NamedRecord),
  prestataire: nullable(NamedRecord),
  dateEcheance: nullable(string()),
  /** Working days left until the deadline (negative: overdue); null without a deadline or once closed. */
  joursOuvresRestants: nullable(number()),
  /** Days the beneficiary has left to decide on the submitted report (then it is rejected automatically). */
  rapportJoursRestants: nullable(number()),
  createdAt: Instant,
  anciennePlateforme: boolean(),
  version: number(),
  /** What the caller may do now, decided by the server from the matrix and the status machine. */
  actions: flags(DOSSIER_ACTIONS),
});
export type DossierSummary = Infer<typeof DossierSummary>;

/** POST /dossiers: a page of the caller's dossiers. */
export const DossierPage = object({
  items: array(DossierSummary),
  /** Exact when `totalExact`; otherwise at least this many (the server counts 10,000 rows past the page at most). */
  total: number(),
  totalExact: boolean(),
  page: number(),
  perPage: number(),
});
export type DossierPage = Infer<typeof DossierPage>;

/** A party of the dossier in full, in the detail. */
export const DossierOrganisationDetail = object({
  id: number(),
  nom: string(),
  NomCourt: nullable(string()),
  TypeOrganisationId: number(),
  SousTypeOrganisationId: nullable(number()),
  NumeroBCE: nullable(string()),
  NumeroIdentification: nullable(string()),
  forme_juridique: nullable(string()),
  nace: array(string()),
  type_pme: nullable(number()),
  etranger: boolean(),
  SiteWeb: nullable(string()),
  MailContact: nullable(string()),
});
export type DossierOrganisationDetail = Infer<typeof DossierOrganisationDetail>;

/** An entry of the history tab: a state change, who made it (null for the platform), from and to which status. */
export const DossierHistoryEntry = object({
  id: number(),
  at: Instant,
  auteur: Author,
  fromStatut: nullable(StatutDossierId),
  toStatut: StatutDossierId,
  event: string(),
  evenement: string(),
  justification: nullable(string()),
});
export type DossierHistoryEntry = Infer<typeof DossierHistoryEntry>;

/** A text of the remarks tab: a justification, a request for information, an answer, a message. */
export const DossierRemark = object({ id: number(), at: Instant, auteur: Author, event: string(), kind: RemarkKind, texte: string() });
export type DossierRemark = Infer<typeof DossierRemark>;

/** The detail's tabs, answered with `with[]=detailDossierAll` (server/wire/dossier-detail.ts, tabsToWire). */
export const DossierTabs = object({
  uniteEtablissement: nullable(
    object({
      id: number(),
      typeAdresse: number(),
      nom: nullable(string()),
      ...PostalAddress.schema,
      source: string(),
    }),
  ),
  gestionnaire: nullable(object({ id: number(), Prenom: string(), Nom: string(), Email: string() })),
  x_competences: array(object({ id: number(), code: string(), libelle: string(), pourcentage: number() })),
  x_contacts: array(object({ ContactId: number(), Prenom: string(), Nom: string(), Email: string(), TypeOrganisationId: number(), TypeContactId: number() })),
  prestation: object({
    titre: nullable(string()),
    objectifGeneral: nullable(string()),
    valeurAjoutee: nullable(string()),
    dateDebutEstimee: nullable(string()),
    dateFinEstimee: nullable(string()),
    planning: nullable(string()),
    nombreJours: nullable(number()),
    sousTraitants: array(object({ organisationId: optional(number()), nom: string() })),
  }),
  montants: object({
    montantTotal: nullable(number()),
    montantCheque: nullable(number()),
    quotePartBeneficiaire: nullable(number()),
    interventionPublique: nullable(number()),
    taux: nullable(number()),
  }),
  specificites: object({ dossierPrealableId: nullable(number()), justificatifDocumentIds: array(number()), codesNaceSupplementaires: array(string()) }),
  documents: array(DossierDocument),
  remarques: array(DossierRemark),
  historique: array(DossierHistoryEntry),
});
export type DossierTabs = Infer<typeof DossierTabs>;

/** The help texts beside the status and the report's countdown, answered with `with[]=tooltips`. */
export const DossierTooltips = object({ StatutDossierId: string(), rapport: nullable(string()) });
export type DossierTooltips = Infer<typeof DossierTooltips>;

/** A manager's view only: the administration's own follow-up (machines/managerWorkflow.machine.ts). */
export const SuiviInterne = object({
  etape: enums(Object.values(EtapeWorkflow)),
  libelle: string(),
  gestionnaireId: nullable(number()),
  /** The moves the caller may make now: only the manager the dossier is assigned to has any. */
  mouvements: array(enums(WORKFLOW_STEP_MOVES)),
});
export type SuiviInterne = Infer<typeof SuiviInterne>;

/** GET /dossiers/{id}: the summary with the parties in full; the tabs and the tooltips when asked for. */
export const DossierDetail = assign(
  omit(DossierSummary, ['organisation', 'beneficiaire', 'prestataire']),
  object({
    /** The other party for the caller, in full as the two below. */
    organisation: nullable(DossierOrganisationDetail),
    beneficiaire: nullable(DossierOrganisationDetail),
    prestataire: nullable(DossierOrganisationDetail),
    numeroInterne: nullable(string()),
    plateformeId: number(),
    /** The voucher (cheque) of the catalogue, GET /dossiers/types-aide; null until chosen. */
    typeAideId: nullable(number()),
    updatedAt: Instant,
    quotePart: object({ payeeLe: nullable(Instant), rembourseeLe: nullable(Instant) }),
    rapport: object({ soumisLe: nullable(Instant), echeanceValidation: nullable(string()) }),
    tooltips: optional(DossierTooltips),
    suiviInterne: optional(SuiviInterne),
  }),
  partial(DossierTabs),
);
export type DossierDetail = Infer<typeof DossierDetail>;

/** The detail as the app asks for it: every tab and the tooltips (`with[]=detailDossierAll&with[]=tooltips`). */
export type DossierDetailWithTabs = DossierDetail & DossierTabs & { tooltips: DossierTooltips };

/** GET /gestion/gestionnaires: a contact a dossier can be assigned to (a manager or an administrator). */
export const Gestionnaire = object({ id: number(), prenom: string(), nom: string() });
export type Gestionnaire = Infer<typeof Gestionnaire>;
