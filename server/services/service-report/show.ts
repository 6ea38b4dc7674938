import { eq, inArray } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { documents, organisations } from '../../db/schema/index';
import { EtapePrestation } from '../../../domain/encoding-steps';
import { TYPES_PRESTATION_REALISEE, type TypePrestationRealisee } from '../../../domain/service-report';
import type { ServiceReport } from '../../../domain/wire/service-report';
import { dossierActions } from '../../../machines/access/dossierActions';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { openReportScreens } from '../../../machines/access/serviceReportAccess';
import { closingDaySetIn } from '../calendar/closing-days';
import { reportDaysLeft } from '../../../domain/working-days';
import { platformToday } from '../../../domain/sme';
import { reportValidationDeadline } from '../../../machines/dossierStatus.answers';
import type { StoredDossier } from '../../db/rows';
import { LISTED_DOCUMENT_COLUMNS } from '../documents/listed';
import { dossierDocumentOf } from '../../../domain/dossier-document';
import { reportAccessFacts } from './guard';
import { findReport, reportFacts } from './stored';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** GET /dossiers/{id}/report for a caller who may view the dossier: the report as written so far, its documents, the countdown, the actions offered. */
export async function showServiceReport(db: Db, config: ServerConfig, stored: StoredDossier, caller: DossierCaller, now = new Date()): Promise<ServiceReport> {
  const { row, access } = stored;
  const report = await findReport(db, row.id);
  const documentIds = [report?.factureDocumentId ?? null, report?.rapportActiviteDocumentId ?? null].filter((id): id is number => id !== null);
  const held = documentIds.length ? await db.select(LISTED_DOCUMENT_COLUMNS).from(documents).where(inArray(documents.id, documentIds)) : [];
  const documentOf = (id: number | null | undefined) => {
    const found = held.find((d) => d.id === id);
    return found ? dossierDocumentOf(found, row.id) : null;
  };
  const [prestataire] = access.prestataireId === null ? [] : await db.select({ nom: organisations.nomLong }).from(organisations).where(eq(organisations.id, access.prestataireId));
  const deadline = reportValidationDeadline(stored);
  const actions = dossierActions(access, caller);
  const { etape } = reportFacts(report);
  const facts = reportAccessFacts(stored, report, caller);
  const ecrans = openReportScreens(facts);
  return {
    dossierId: row.id,
    reference: row.reference,
    version: row.version,
    statutDossierId: access.statut,
    etape,
    ecrans,
    visiteur: { side: facts.side, sameOrganisation: facts.sameOrganisation },
    beneficiaire: row.beneficiaireNom,
    prestataire: prestataire?.nom ?? null,
    prestation: { titre: row.titre, montantTotal: row.montantTotal, dateDebutEstimee: row.dateDebutEstimee, dateFinEstimee: row.dateFinEstimee },
    description: {
      dateDebut: report?.dateDebut ?? null,
      dateFin: report?.dateFin ?? null,
      tachesLivrables: report?.tachesLivrables ?? null,
      contexte: report?.contexte ?? null,
    },
    specificites: {
      typePrestation: (TYPES_PRESTATION_REALISEE as readonly string[]).includes(report?.typePrestation ?? '') ? (report!.typePrestation as TypePrestationRealisee) : null,
      conclusion: report?.conclusion ?? null,
      motifAnnulation: report?.motifAnnulation ?? null,
    },
    facture: {
      numero: report?.numeroFacture ?? null,
      montantHtva: report?.montantFactureHtva ?? null,
      date: report?.dateFacture ?? null,
      document: documentOf(report?.factureDocumentId),
    },
    rapportActivite: documentOf(report?.rapportActiviteDocumentId),
    soumisLe: iso(row.rapportSoumisLe),
    echeanceValidation: deadline,
    joursRestants: reportDaysLeft(deadline, await closingDaySetIn(db), platformToday(now)),
    delaiValidationJours: config.reportAutoRejectDays,
    // The dossier's actions narrowed to the report's screens the caller may open now.
    actions: {
      editReport: actions.editReport && ecrans.includes('description'),
      manageReportDocuments: actions.manageReportDocuments && ecrans.includes('documents'),
      editInvoice: actions.editInvoice && ecrans.includes('documents'),
      submitReport: actions.submitReport && etape === EtapePrestation.PrestaDocument,
      validateReport: actions.validateReport && ecrans.includes('validation'),
      refuseReport: actions.refuseReport && ecrans.includes('validation'),
    },
  };
}
