import type { DemoFiles } from './demo-files';
import { storeDemoPdf } from './demo-document';
import type { Db } from '../db/client';
import { REPORT_DOCUMENT_TYPE_CODES, type ReportDocumentKind } from '../../domain/service-report';
import { applyReportEvent } from '../services/service-report/apply';

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

function demoDocument(tx: Db, config: DemoFiles, dossierId: number, kind: ReportDocumentKind, nom: string, contactId: number, at: Date) {
  return storeDemoPdf(tx, config, REPORT_DOCUMENT_TYPE_CODES[kind], nom, { dossierId, nom, uploadedBy: contactId, createdAt: at });
}

/**
 * The report a demo provider files before submitting it, written through the report's machine like the
 * screens' calls: its description, its specificities, the recap confirmed, the invoice and the activity
 * report (small real PDFs under the data folder), all dated just before `at`.
 */
export async function writeDemoReport(tx: Db, config: DemoFiles, { dossierId, reference, montantTotal, contactId, at }: { dossierId: number; reference: string; montantTotal: number | null; contactId: number; at: Date }) {
  const before = (days: number) => new Date(at.getTime() - days * DAY);
  // The report's changes only: a screen's visit (OPEN_SCREEN) changes nothing and carries its visitor.
  const play = (type: Exclude<Parameters<typeof applyReportEvent>[1]['event']['type'], 'OPEN_SCREEN'>, when: Date, patch = {}) =>
    applyReportEvent(tx, { dossierId, event: { type }, contactId, at: when, patch });
  await play('SAVE_DESCRIPTION', before(5), {
    dateDebut: isoDate(before(60)),
    dateFin: isoDate(before(10)),
    tachesLivrables: 'Quatre ateliers avec la direction, un diagnostic écrit et un plan d’actions priorisé.',
    contexte: 'L’entreprise voulait structurer sa démarche avant d’investir.',
  });
  await play('SAVE_SPECIFICITES', before(5), { typePrestation: 'COMPLETE', conclusion: 'Le plan d’actions est adopté ; sa mise en œuvre commence au prochain trimestre.' });
  await play('CONFIRM_RECAP', before(4));
  const numeroFacture = `F-${reference}`;
  const factureId = await demoDocument(tx, config, dossierId, 'facture', `Facture ${numeroFacture}`, contactId, before(3));
  await play('INVOICE_UPLOADED', before(3), { factureDocumentId: factureId, numeroFacture, montantFactureHtva: montantTotal ?? 1000, dateFacture: isoDate(before(3)) });
  const rapportId = await demoDocument(tx, config, dossierId, 'rapportActivite', "Rapport d'activité", contactId, before(2));
  await play('ACTIVITY_REPORT_UPLOADED', before(2), { rapportActiviteDocumentId: rapportId });
}
