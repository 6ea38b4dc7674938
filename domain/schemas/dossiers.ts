import {
  array,
  defaulted,
  enums,
  integer,
  object,
  optional,
  refine,
  type,
  type Infer,
} from 'superstruct';
import { isStatutDossierId } from '../dossier-status';
import { plateformeById } from '../platforms';
import { isIsoDate } from '../validators/date';
import { Id, OptionalDay } from './form-values';
import { MAX_RECORD_ID } from './params';
import { SafeString, trimmedText } from './safe-string';
import { ExportFormat } from './exports';
import { DOSSIER_SORT_FIELDS, isPeriodInOrder, PERIOD_REVERSED } from '../dossier-list';

/**
 * Payloads of the dossier calls (spec section 7) and of the manager's decisions. Every call that
 * changes a dossier accepts the `version` the caller read: a stale one is refused (409 Conflict).
 */

/** Justifications, information requests and answers are free text up to this length. */
export const DOSSIER_TEXT_MAX_LENGTH = 2000;


const RecordId = refine(integer(), 'id', (v) => (v >= 1 && v <= MAX_RECORD_ID) || 'Identifiant invalide.');

const Version = refine(integer(), 'version', (v) => (v >= 1 && v <= MAX_RECORD_ID) || 'Version invalide.');

/** Required free text: surrounding spaces are noise, blank counts as missing (spec: "a DRC reply must not be empty"). */
const DossierText = refine(trimmedText(SafeString), 'dossierText', (v) => {
  if (v.trim() === '') return 'Ce champ est obligatoire.';
  return v.length <= DOSSIER_TEXT_MAX_LENGTH || `Ce texte ne peut pas dépasser ${DOSSIER_TEXT_MAX_LENGTH} caractères.`;
});

const PartyName = refine(trimmedText(SafeString), 'partyName', (v) => v.length <= 100 || 'Nom trop long.');
const IsoDate = refine(SafeString, 'isoDate', (v) => isIsoDate(v) || 'Date invalide (format AAAA-MM-JJ attendu).');

const StatutDossierIdStruct = refine(integer(), 'statutDossierId', (v) => isStatutDossierId(v) || 'Statut inconnu.');

export const DOSSIER_LIST_MAX_PER_PAGE = 100;

/**
 * The creation period of the list's filters as typed (jj/mm/aaaa, either end may stay empty), read into
 * ISO days; a start after the end is refused on the start. The filter's other fields pass through.
 */
export const CreationPeriodFilter = refine(type({ dateFrom: OptionalDay, dateTo: OptionalDay }), 'period', (p) =>
  isPeriodInOrder(p.dateFrom, p.dateTo) || { path: ['dateFrom'], message: PERIOD_REVERSED },
);

/**
 * POST /dossiers: the list's filters, sort and page. Without a sort, the most recent come first (the dashboard's 5).
 * A reversed creation period is refused here too, not only by the screen: an empty list would hide the mistake.
 */
/** What selects dossiers in a list and in its export: statuses, reference, party, platform, creation period. */
const dossierFilterFields = {
  statutDossierId: optional(array(StatutDossierIdStruct)),
  reference: optional(refine(trimmedText(SafeString), 'reference', (v) => v.length <= 100 || 'Référence trop longue.')),
  organisationId: optional(RecordId),
  /** Part of the beneficiary's or the provider's name (the manager desk). */
  beneficiaire: optional(PartyName),
  prestataire: optional(PartyName),
  plateformeId: optional(refine(integer(), 'plateformeId', (v) => plateformeById(v) !== undefined || 'Plateforme inconnue.')),
  dateFrom: optional(IsoDate),
  dateTo: optional(IsoDate),
};

const periodInOrder = (filter: { dateFrom?: string; dateTo?: string }) => isPeriodInOrder(filter.dateFrom, filter.dateTo) || { path: ['dateFrom'], message: PERIOD_REVERSED };

export const DossierListFilter = refine(object({
  ...dossierFilterFields,
  sort: defaulted(
    object({ field: enums(DOSSIER_SORT_FIELDS), direction: enums(['asc', 'desc'] as const) }),
    { field: 'createdAt', direction: 'desc' },
  ),
  page: defaulted(refine(integer(), 'page', (v) => (v >= 1 && v <= 1_000_000) || 'Page invalide.'), 1),
  perPage: defaulted(
    refine(integer(), 'perPage', (v) => (v >= 1 && v <= DOSSIER_LIST_MAX_PER_PAGE) || `Entre 1 et ${DOSSIER_LIST_MAX_PER_PAGE} dossiers par page.`),
    20,
  ),
}), 'period', periodInOrder);
export type DossierListFilter = Infer<typeof DossierListFilter>;

/** POST /dossiers/export (our path): every dossier the list's filters select, as CSV (the default) or XLSX. */
export const DossierExportFilter = refine(object({ ...dossierFilterFields, format: defaulted(ExportFormat, 'csv') }), 'period', periodInOrder);
export type DossierExportFilter = Infer<typeof DossierExportFilter>;

/** The filters alone, shared by the list and its export. */
export type DossierFilter = Omit<DossierExportFilter, 'format'>;

/** Calls whose only data is the version the caller read (duplicate, delete, validate, approve, ...). */
export const VersionPayload = object({ version: optional(Version) });
export type VersionPayload = Infer<typeof VersionPayload>;

/** POST /gestion/dossiers/{id}/assign: the manager the dossier goes to (our path). */
export const AssignPayload = object({ gestionnaireId: Id, version: optional(Version) });
export type AssignPayload = Infer<typeof AssignPayload>;

/** POST /dossiers/{id}/cancel-introduced and every decision that must say why (refusal, inadmissibility, cancellation). */
export const JustificationPayload = object({ justification: DossierText, version: optional(Version) });
export type JustificationPayload = Infer<typeof JustificationPayload>;

/** A decision that may say why (obsolete). */
export const OptionalJustificationPayload = object({ justification: optional(DossierText), version: optional(Version) });
export type OptionalJustificationPayload = Infer<typeof OptionalJustificationPayload>;

/** The administration's request for more information (a DRC). */
export const AskTextPayload = object({ askText: DossierText, version: optional(Version) });
export type AskTextPayload = Infer<typeof AskTextPayload>;

/** POST /dossiers/{id}/submit-drc: the answer to the request for more information. */
export const AnswerPayload = object({ answer: DossierText, version: optional(Version) });
export type AnswerPayload = Infer<typeof AnswerPayload>;

/** GET /dossiers/{id}?with[]=...: the parts of the detail asked for. */
export const DOSSIER_DETAIL_WITH = ['detailDossierAll', 'tooltips'] as const;
export type DossierDetailWith = (typeof DOSSIER_DETAIL_WITH)[number];

/** A manager's verdict on a dossier's document (spec section 3: verified or refused by manager). */
export const DOCUMENT_REVIEWS = ['VERIFIE', 'REFUSE'] as const;

/** POST /gestion/dossiers/{id}/documents/{docId}/review: the verdict, and why when it is a refusal. */
export const DocumentReviewPayload = refine(
  object({ verdict: enums(DOCUMENT_REVIEWS), commentaire: optional(refine(trimmedText(SafeString), 'commentaire', (v) => v.length <= DOSSIER_TEXT_MAX_LENGTH || `Ce texte ne peut pas dépasser ${DOSSIER_TEXT_MAX_LENGTH} caractères.`)) }),
  'commentaire',
  (r) => r.verdict !== 'REFUSE' || (r.commentaire ?? '').trim() !== '' || { path: ['commentaire'], message: 'Ce champ est obligatoire.' },
);
export type DocumentReviewPayload = Infer<typeof DocumentReviewPayload>;
