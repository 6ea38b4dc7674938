import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, demandesLabellisation, typesDocument, xContacts } from '../../db/schema/index';
import { conflict, forbidden, invalidFields, invalidTransition, notFound } from '../../../domain/errors';
import { TYPE_CONTACT_LABELS, type TypeContactId } from '../../../domain/contact-types';
import { TypeDemandeLabellisation } from '../../../domain/labellisation';
import { CONTEXTE_DEMANDE_LABELLISATION, TYPE_DOCUMENT_CV_EXPERT_LABELLISATION } from '../../../domain/labellisation-completion';
import { PERMISSIONS } from '../../../domain/permissions';
import type { CompletionContactPayload, CompletionSpecificPayload } from '../../../domain/schemas/labellisation-completion';
import type { CompletionView } from '../../../domain/wire/labellisation';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { completionVerdict } from '../../../machines/access/labellisationCompletion';
import { COMPLETION_CLOSED } from './documents';
import { demandeDetail } from './read';
import type { DemandeRow } from './demande-row';
import { liveLinkOf } from '../../db/live-link';

/** 403 unless the caller may complete the request, 409 once it has left its introduction. */
function requireCompleter(caller: DossierCaller, demande: DemandeRow) {
  const verdict = completionVerdict(caller, demande);
  if (verdict === 'forbidden') throw forbidden();
  if (verdict === 'invalidState') throw invalidTransition(COMPLETION_CLOSED);
}

/** The provider's contacts who may follow a request and answer a DRC on it (COMPLETE_DRC_ANSWER: A, R, E), by name. */
async function assignableContacts(db: Db, organisationId: number) {
  const rows = await db
    .select({ id: contacts.id, prenom: contacts.prenom, nom: contacts.nom, typeContactId: xContacts.typeContactId })
    .from(xContacts)
    .innerJoin(contacts, eq(contacts.id, xContacts.contactId))
    .where(liveLinkOf({ organisationId }, PERMISSIONS.COMPLETE_DRC_ANSWER))
    .orderBy(asc(contacts.nom), asc(contacts.prenom), asc(xContacts.typeContactId));
  // A contact linked twice (two types) is listed once, under its first type.
  const seen = new Set<number>();
  return rows
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .map((r) => ({ id: r.id, prenom: r.prenom, nom: r.nom, typeContactLibelle: TYPE_CONTACT_LABELS[r.typeContactId as TypeContactId] }));
}

/** GET /labellisation/demandes/{id}/completion: the wizard's data, for a completer while the request is in introduction. */
export async function completionView(db: Db, caller: DossierCaller, demande: DemandeRow): Promise<CompletionView> {
  const detail = await demandeDetail(db, caller, demande);
  requireCompleter(caller, demande);
  const [contactsAssignables, types] = await Promise.all([
    assignableContacts(db, demande.organisationId),
    db.select().from(typesDocument).where(eq(typesDocument.contexte, CONTEXTE_DEMANDE_LABELLISATION)).orderBy(asc(typesDocument.ordre), asc(typesDocument.id)),
  ]);
  const expert = demande.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE;
  return {
    demande: detail,
    contactsAssignables,
    // The completion rule asks an expert's CV for a competence validation only.
    typesDocument: types.map((t) => ({ id: t.id, code: t.code, libelle: t.libelle, obligatoire: t.obligatoire || (expert && t.code === TYPE_DOCUMENT_CV_EXPERT_LABELLISATION) })),
  };
}

/** Changes the request's completion data in one transaction, for a completer, on the version read (409 Conflict otherwise). */
async function completeWith(db: Db, caller: DossierCaller, demandeId: number, version: number | undefined, patch: (tx: Db, demande: DemandeRow) => Promise<Partial<DemandeRow>>) {
  return db.transaction(async (tx) => {
    const [demande] = await tx.select().from(demandesLabellisation).where(eq(demandesLabellisation.id, demandeId)).for('update');
    if (!demande) throw notFound();
    requireCompleter(caller, demande);
    if (version !== undefined && version !== demande.version) throw conflict();
    const [updated] = await tx
      .update(demandesLabellisation)
      .set({ ...(await patch(tx, demande)), version: demande.version + 1, updatedAt: new Date() })
      .where(eq(demandesLabellisation.id, demande.id))
      .returning();
    return updated!;
  });
}

/** Step 1: the contact who follows the request, one of those who may answer a DRC. */
export function assignContact(db: Db, caller: DossierCaller, demandeId: number, { contactId, version }: CompletionContactPayload) {
  return completeWith(db, caller, demandeId, version, async (tx, demande) => {
    if (!(await assignableContacts(tx, demande.organisationId)).some((c) => c.id === contactId)) {
      throw invalidFields([{ field: 'contactId', message: 'Choisissez une Autorité, une Référence ou un Expert du prestataire.' }]);
    }
    return { contactAssigneId: contactId };
  });
}

/** Step 2: the presentation of the request and the references that back it. */
export function completeSpecificData(db: Db, caller: DossierCaller, demandeId: number, { commentaire, references, version }: CompletionSpecificPayload) {
  return completeWith(db, caller, demandeId, version, async () => ({ commentaire, references }));
}
