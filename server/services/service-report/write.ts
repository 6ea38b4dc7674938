import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { typesDocument } from '../../db/schema/index';
import { invalidFields, notFound } from '../../../domain/errors';
import type { ReportDescriptionPayload, ReportSpecificitesPayload, InvoiceFields } from '../../../domain/schemas/service-report';
import { INVOICE_BEFORE_ACTIVITY_REPORT, invoiceRuleBreaches, REPORT_DOCUMENT_TYPE_CODES, reportStartBreach, type ReportDocumentKind } from '../../../domain/service-report';
import { type ReportScreen } from '../../../domain/service-report-screens';
import { platformToday } from '../../../domain/sme';
import type { DossierAction } from '../../../machines/access/dossierActions';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import type { ServiceReportEvent } from '../../../machines/serviceReport.machine';
import { authorizeDossierAction } from '../dossiers/authorize';
import type { StoredDossier } from '../../db/rows';
import { findDossier } from '../dossiers/stored';
import type { AcceptedUpload } from '../documents/received-file';
import { storeUpload } from '../documents/store-upload';
import type { DocumentRow } from '../documents/readable';
import { applyDocumentEvent } from '../documents/transition';
import { applyReportEvent } from './apply';
import { requireReportScreen } from './guard';
import type { ReportRow } from './stored';

/** Who may make a report call, from which screen: the dossier action's rule, then the service-report guard. */
interface ReportCall {
  action: DossierAction;
  screen: ReportScreen;
}

/** The dossier (held until the transaction ends) and its report, once the call is allowed. */
async function allowedCall(tx: Db, dossierId: number, caller: DossierCaller, { action, screen }: ReportCall): Promise<{ stored: StoredDossier; report: ReportRow | null }> {
  const stored = await findDossier(tx, dossierId, 'share');
  if (!stored) throw notFound();
  authorizeDossierAction(action, stored, caller);
  return { stored, report: await requireReportScreen(tx, stored, caller, screen) };
}

/** A report call that writes data and moves the report with an event of its machine, in one transaction; `check` may refuse the stored report first. */
async function writeReport(db: Db, dossierId: number, caller: DossierCaller, call: ReportCall, event: ServiceReportEvent, patch = {}, check?: (report: ReportRow | null, at: Date) => void) {
  await db.transaction(async (tx) => {
    const at = new Date();
    const { report } = await allowedCall(tx, dossierId, caller, call);
    check?.(report, at);
    await applyReportEvent(tx, { dossierId, event, contactId: caller.contactId, at, patch });
  });
}

const editing = (screen: ReportScreen): ReportCall => ({ action: 'editReport', screen });

/** POST /dossiers/{id}/report/description (step 1). */
export function saveReportDescription(db: Db, dossierId: number, caller: DossierCaller, { dateDebut, dateFin, tachesLivrables, contexte }: ReportDescriptionPayload) {
  return writeReport(db, dossierId, caller, editing('description'), { type: 'SAVE_DESCRIPTION' }, { dateDebut, dateFin, tachesLivrables, contexte });
}

/** POST /dossiers/{id}/report/specificites (step 2); a complete performance has no cancellation reason. */
export function saveReportSpecificites(db: Db, dossierId: number, caller: DossierCaller, { typePrestation, conclusion, motifAnnulation }: ReportSpecificitesPayload) {
  const patch = { typePrestation, conclusion, motifAnnulation: motifAnnulation === '' ? null : motifAnnulation };
  return writeReport(db, dossierId, caller, editing('specificites'), { type: 'SAVE_SPECIFICITES' }, patch);
}

/** A description saved before the start rule (or a report without one) cannot be locked: no invoice could follow it. */
function requireInvoiceableStart(report: ReportRow | null, at: Date) {
  const breach = report?.dateDebut ? reportStartBreach(report.dateDebut, platformToday(at)) : null;
  if (breach) throw invalidFields([{ field: 'dateDebut', message: breach }]);
}

/** POST /dossiers/{id}/report/confirm-recap (step 3): the data is what the recap showed, checked again; on to the documents. */
export function confirmReportRecap(db: Db, dossierId: number, caller: DossierCaller) {
  return writeReport(db, dossierId, caller, editing('recapitulatif'), { type: 'CONFIRM_RECAP' }, {}, requireInvoiceableStart);
}

async function reportDocumentTypeId(db: Db, kind: ReportDocumentKind): Promise<number> {
  const [type] = await db.select({ id: typesDocument.id }).from(typesDocument).where(eq(typesDocument.code, REPORT_DOCUMENT_TYPE_CODES[kind]));
  // The reference data is seeded at every start: a missing type is the platform's fault.
  if (!type) throw new Error(`Type de document ${REPORT_DOCUMENT_TYPE_CODES[kind]} absent du catalogue.`);
  return type.id;
}

/** The invoice is an Authority's (section 6, "edit invoice"); the activity report anyone's who manages documents. */
const uploadCall = (kind: ReportDocumentKind): ReportCall => ({ action: kind === 'facture' ? 'editInvoice' : 'manageReportDocuments', screen: 'documents' });

/** The caller may upload this document from the documents screen now, and the invoice comes first. */
async function allowedUpload(db: Db, dossierId: number, caller: DossierCaller, kind: ReportDocumentKind) {
  const allowed = await allowedCall(db, dossierId, caller, uploadCall(kind));
  if (kind === 'rapportActivite' && !allowed.report?.factureDocumentId) throw invalidFields([{ field: 'file', message: INVOICE_BEFORE_ACTIVITY_REPORT }]);
  return allowed;
}

/** Refused before a byte is written. */
export async function requireReportUpload(db: Db, dossierId: number, caller: DossierCaller, kind: ReportDocumentKind) {
  await allowedUpload(db, dossierId, caller, kind);
}

/**
 * Keeps one of the report's documents and points the report at it, in one transaction with the checks made
 * again: the event of the report's machine (a new invoice invalidates the activity report) and, for the
 * invoice, its number, amount and date with spec section 5's rules. The document it replaces is refused
 * automatically: it stays in the dossier's documents with that status.
 */
export async function storeReportDocument(
  db: Db,
  config: ServerConfig,
  { dossierId, caller, kind, upload, invoice }: { dossierId: number; caller: DossierCaller; kind: ReportDocumentKind; upload: AcceptedUpload; invoice?: InvoiceFields },
): Promise<DocumentRow> {
  const typeDocumentId = await reportDocumentTypeId(db, kind);
  const at = new Date();
  let replaced: number | null = null;
  return storeUpload(db, config, {
    file: upload.file,
    mime: upload.mime,
    owner: { dossierId },
    nom: invoice ? `Facture ${invoice.numeroFacture}` : "Rapport d'activité",
    typeDocumentId,
    contactId: caller.contactId,
    check: async (tx) => {
      const { stored, report } = await allowedUpload(tx, dossierId, caller, kind);
      if (invoice) {
        const breaches = invoiceRuleBreaches(invoice, { montantPrestation: stored.row.montantTotal, debutPrestation: report?.dateDebut ?? null, today: platformToday(at) });
        if (breaches.length > 0) throw invalidFields(breaches);
      }
      replaced = (kind === 'facture' ? report?.factureDocumentId : report?.rapportActiviteDocumentId) ?? null;
    },
    record: async (tx, row) => {
      await applyDocumentEvent(tx, { documentIds: [replaced], event: { type: 'REFUSE_AUTOMATICALLY' }, contactId: caller.contactId, at });
      const patch =
        kind === 'facture'
          ? { factureDocumentId: row.id, numeroFacture: invoice!.numeroFacture, montantFactureHtva: invoice!.montantHtva, dateFacture: invoice!.dateFacture }
          : { rapportActiviteDocumentId: row.id };
      await applyReportEvent(tx, { dossierId, event: { type: kind === 'facture' ? 'INVOICE_UPLOADED' : 'ACTIVITY_REPORT_UPLOADED' }, contactId: caller.contactId, at, patch });
    },
  });
}
