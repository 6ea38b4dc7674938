import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demandeLabellisationHistory, demandesLabellisation, labels, thematiques } from '../../db/schema/index';
import { forbidden, invalidFields } from '../../../domain/errors';
import { StatutDemandeLabellisation, StatutLabellisation, TypeDemandeLabellisation } from '../../../domain/labellisation';
import type { CreateDemandePayload } from '../../../domain/schemas/labellisation';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { mayActForProvider } from '../../../machines/access/labellisationAccess';
import { findProvider } from './read';
import type { DemandeRow } from './demande-row';

/** The reference of a request: LAB-<year>-<id on 6 digits>. */
const referenceOf = (id: number, at: Date) => `LAB-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/**
 * Creates a request in introduction for the provider (its creation wizard's last step), for a caller whose
 * contact type may create one: its thematic must exist, and a renewal must name a label of the provider, of
 * the same kind and thematic, not expired.
 */
export async function createDemande(db: Db, caller: DossierCaller, organisationId: number, payload: CreateDemandePayload, at = new Date()): Promise<DemandeRow> {
  await findProvider(db, organisationId);
  if (!mayActForProvider(caller, organisationId, 'create')) throw forbidden();
  return db.transaction(async (tx) => {
    if (payload.thematiqueId !== undefined) {
      const [thematique] = await tx.select({ id: thematiques.id }).from(thematiques).where(eq(thematiques.id, payload.thematiqueId));
      if (!thematique) throw invalidFields([{ field: 'thematiqueId', message: 'Thématique inconnue.' }]);
    }
    if (payload.labelId !== undefined) {
      const [label] = await tx.select().from(labels).where(and(eq(labels.id, payload.labelId), eq(labels.organisationId, organisationId)));
      const sameLabel = label && label.type === payload.type && label.thematiqueId === (payload.thematiqueId ?? null);
      if (!sameLabel) throw invalidFields([{ field: 'labelId', message: "Ce label n'est pas un label de ce prestataire pour ce type et cette thématique." }]);
      if (label.statut === StatutLabellisation.EXPIREE) throw invalidFields([{ field: 'labelId', message: 'Ce label a expiré : introduisez une nouvelle demande.' }]);
    }
    return insertDemande(tx, caller, organisationId, {
      type: payload.type,
      thematiqueId: payload.type === TypeDemandeLabellisation.ACCES_SYSTEME ? null : (payload.thematiqueId ?? null),
      typeRenouvellement: payload.typeRenouvellement ?? null,
      labelId: payload.labelId ?? null,
      commentaire: payload.commentaire,
    }, at);
  });
}

/**
 * Inserts a request in introduction (either kind), followed by its creator until the completion names another
 * contact, with its reference and the history row of its creation.
 */
export async function insertDemande(
  tx: Db,
  caller: DossierCaller,
  organisationId: number,
  values: Pick<typeof demandesLabellisation.$inferInsert, 'type' | 'thematiqueId' | 'typeRenouvellement' | 'labelId' | 'commentaire' | 'expertId'>,
  at: Date,
): Promise<DemandeRow> {
  const [created] = await tx
    .insert(demandesLabellisation)
    .values({
      ...values,
      reference: `LAB-${crypto.randomUUID()}`,
      organisationId,
      statut: StatutDemandeLabellisation.EN_INTRODUCTION,
      contactAssigneId: caller.contactId,
      creePar: caller.contactId,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  // The reference reads the id the sequence gave.
  const [row] = await tx.update(demandesLabellisation).set({ reference: referenceOf(created!.id, at) }).where(eq(demandesLabellisation.id, created!.id)).returning();
  await tx.insert(demandeLabellisationHistory).values({ demandeId: row!.id, contactId: caller.contactId, at, toStatut: row!.statut, event: 'CREATE' });
  return row!;
}
