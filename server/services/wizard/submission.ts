import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, typesDocument } from '../../db/schema/index';
import { invalidFields } from '../../../domain/errors';
import { CONTEXTE_INTRO_DOSSIER } from '../../../domain/documents';
import type { TypeDocumentIntro } from '../../../domain/wire/wizard';
import type { TransitionCheck } from '../dossiers/transition';
import { dossierCompleteness } from './completeness';
import { requireWizardScreen } from './guard';

/** GET /dossiers/{id}/types-document/intro-dossier: the introduction's document types, and how many of each the dossier has. */
export async function introDocumentTypes(db: Db, dossierId: number): Promise<TypeDocumentIntro[]> {
  const types = await db.select().from(typesDocument).where(eq(typesDocument.contexte, CONTEXTE_INTRO_DOSSIER)).orderBy(asc(typesDocument.ordre));
  const uploaded = await db.select({ typeDocumentId: documents.typeDocumentId }).from(documents).where(eq(documents.dossierId, dossierId));
  return types.map((t) => ({
    id: t.id,
    code: t.code,
    libelle: t.libelle,
    obligatoire: t.obligatoire,
    fournis: uploaded.filter((d) => d.typeDocumentId === t.id).length,
  }));
}

/** A document type the introduction asks for, or null. */
export async function findIntroDocumentType(db: Db, typeDocumentId: number) {
  const [type] = await db
    .select()
    .from(typesDocument)
    .where(and(eq(typesDocument.id, typeDocumentId), eq(typesDocument.contexte, CONTEXTE_INTRO_DOSSIER)));
  return type ?? null;
}

/**
 * POST /dossiers/{id}/validate, from the recap: the guard must open the recap, and the dossier must be
 * complete (GET /is-valid); what is missing comes back as 400 ValidationError, one field per item,
 * named "<screen>.<field>".
 */
export const validationCheck: TransitionCheck = async ({ tx, stored, caller, config }) => {
  await requireWizardScreen(tx, stored, caller, { introduction: 'recapitulatif' });
  const { manquants } = await dossierCompleteness(tx, config, stored);
  if (manquants.length > 0) throw invalidFields(manquants.map((m) => ({ field: `${m.screen}.${m.field}`, message: m.message })));
};

/** POST /dossiers/{id}/confirm-documents, from the documents screen: every mandatory document type has a document. */
export const submissionCheck: TransitionCheck = async ({ tx, stored, caller }) => {
  await requireWizardScreen(tx, stored, caller, { introduction: 'documents' });
  const missing = (await introDocumentTypes(tx, stored.row.id)).filter((t) => t.obligatoire && t.fournis === 0);
  if (missing.length > 0) throw invalidFields(missing.map((t) => ({ field: 'documents', message: `Document obligatoire manquant : ${t.libelle}.` })));
};
