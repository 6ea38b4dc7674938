import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { documents, dossierCompetences, dossierContacts, dossierHistory, dossiers, rapportsPrestation } from '../../server/db/schema/index';
import type { TestApp } from './test-app';

/**
 * The tables whose rows belong to one dossier, and whether a twin copies them: its timed events are not
 * copied, since the scheduler plans them again from the copied deadline. A test checks that this list
 * names every table that refers to a dossier, so that a new one is not forgotten here.
 */
export const DOSSIER_OWNED_TABLES = {
  documents: 'copied',
  dossier_competences: 'copied',
  dossier_contacts: 'copied',
  dossier_history: 'copied',
  rapports_prestation: 'copied',
  scheduled_events: 'planned again',
  // Created with its e-mailed token by SETTLE, on each branch that settles: a twin starts without one.
  satisfaction_surveys: 'not copied',
  // What was announced to the webhooks' receivers happened to the original: a twin has told nobody anything.
  webhook_deliveries: 'not copied',
} as const;

let twins = 0;

/**
 * A second dossier in the same stored situation as `dossierId`: its row, its contacts, competences,
 * documents (their files are not copied: tests write none), history and service report (pointing at the
 * copied documents). Lets a test that walks a tree of paths go on along two branches from one stored state.
 */
export async function twinDossier(t: TestApp, dossierId: number): Promise<number> {
  return t.database.db.transaction(async (tx) => {
    twins += 1;
    const [source] = await tx.select().from(dossiers).where(eq(dossiers.id, dossierId));
    if (!source) throw new Error(`No dossier ${dossierId} to copy.`);
    const { id: _id, reference, ...row } = source;
    const [twin] = await tx.insert(dossiers).values({ ...row, reference: `${reference}-J${twins}` }).returning({ id: dossiers.id });
    const twinId = twin!.id;

    const contacts = await tx.select().from(dossierContacts).where(eq(dossierContacts.dossierId, dossierId));
    if (contacts.length > 0) await tx.insert(dossierContacts).values(contacts.map((c) => ({ ...c, dossierId: twinId })));
    const competences = await tx.select().from(dossierCompetences).where(eq(dossierCompetences.dossierId, dossierId));
    if (competences.length > 0) await tx.insert(dossierCompetences).values(competences.map((c) => ({ ...c, dossierId: twinId })));
    const history = await tx.select().from(dossierHistory).where(eq(dossierHistory.dossierId, dossierId)).orderBy(dossierHistory.id);
    if (history.length > 0) await tx.insert(dossierHistory).values(history.map(({ id: _, ...h }) => ({ ...h, dossierId: twinId })));

    const copiedDocument = new Map<number, number>();
    for (const { id, ...document } of await tx.select().from(documents).where(eq(documents.dossierId, dossierId))) {
      const [copy] = await tx.insert(documents).values({ ...document, dossierId: twinId, storageName: `${randomUUID()}.pdf` }).returning({ id: documents.id });
      copiedDocument.set(id, copy!.id);
    }
    const [report] = await tx.select().from(rapportsPrestation).where(eq(rapportsPrestation.dossierId, dossierId));
    if (report) {
      const copied = (id: number | null) => (id === null ? null : copiedDocument.get(id)!);
      await tx.insert(rapportsPrestation).values({
        ...report,
        dossierId: twinId,
        factureDocumentId: copied(report.factureDocumentId),
        rapportActiviteDocumentId: copied(report.rapportActiviteDocumentId),
      });
    }
    return twinId;
  });
}

