import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactCompetences, demandesLabellisation, dossiers, labels, organisations, xContacts } from '../../db/schema/index';
import { conflict, DomainError, forbidden, notFound } from '../../../domain/errors';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { mayActInOrganisation } from '../../../machines/access/organisationActions';
import { applyLinkEvent } from '../contact-links/transition';

export const ORGANISATION_HAS_DOSSIERS =
  "Cette organisation est partie à au moins un dossier : elle ne peut pas être supprimée. Supprimez d'abord les dossiers encore à l'étape 1 ; les autres restent la trace de l'aide publique.";
export const ORGANISATION_HAS_LABELS =
  'Cette organisation détient un label, une demande de labellisation ou une compétence d\'expert : elle ne peut pas être supprimée.';
/** Why each link ends, in its history. */
export const LINK_ENDED_REASON = "Organisation supprimée par l'une de ses autorités.";

const inUse = (message: string) => new DomainError('conflict', 'OrganisationInUse', message);
const organisationConflict = () => conflict("L'organisation a été modifiée entre-temps. Merci de recharger la page et de réessayer.");

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether anything still names the organisation that a deletion would leave without its party. */
async function refusalOf(tx: Tx, organisationId: number): Promise<string | null> {
  const dossier = await tx
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(or(eq(dossiers.beneficiaireId, organisationId), eq(dossiers.prestataireId, organisationId)))
    .limit(1);
  if (dossier.length > 0) return ORGANISATION_HAS_DOSSIERS;
  const labelling = await Promise.all([
    tx.select({ id: labels.id }).from(labels).where(eq(labels.organisationId, organisationId)).limit(1),
    tx.select({ id: demandesLabellisation.id }).from(demandesLabellisation).where(eq(demandesLabellisation.organisationId, organisationId)).limit(1),
    tx.select({ id: contactCompetences.contactId }).from(contactCompetences).where(eq(contactCompetences.organisationId, organisationId)).limit(1),
  ]);
  return labelling.some((rows) => rows.length > 0) ? ORGANISATION_HAS_LABELS : null;
}

/**
 * POST /organisations/{id}/delete (spec section 6: "delete organisation", Authority only; the spec says
 * nothing of what follows, so this is our reading, written down in docs/organisations.md):
 * - refused (409 OrganisationInUse) while any dossier names it as beneficiary or provider, whatever its
 *   status: a dossier is the record of public money and needs its parties; step-1 dossiers may be deleted first;
 * - refused likewise while it holds a label, a labellisation request or an expert competence;
 * - otherwise every active link of it ends through the contact-link machine (DELETE_LINK: a validated link
 *   is `ended`, a pending or refused one `unlinked`), each with a history row naming the Authority;
 * - the organisation is not erased but made inactive (`actif` false): the links' history, its documents and
 *   its addresses keep pointing to it for audit; no contact can see it any more, wizards no longer offer
 *   it, and its company number may be added again.
 * 404 for an unknown or already deleted organisation, 403 for anyone but its validated Authority, 409
 * Conflict on a stale version. One transaction, the organisation's row locked first.
 */
export async function deleteOrganisation(db: Db, input: { organisationId: number; version: number; caller: DossierCaller }): Promise<void> {
  const { organisationId, caller } = input;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(organisations).where(eq(organisations.id, organisationId)).for('update');
    if (!row || !row.actif) throw notFound();
    if (!mayActInOrganisation(caller, row.id, 'DELETE_ORGANISATION')) throw forbidden();
    if (row.version !== input.version) throw organisationConflict();
    const refusal = await refusalOf(tx, row.id);
    if (refusal) throw inUse(refusal);
    const links = await tx.select().from(xContacts).where(and(eq(xContacts.organisationId, row.id), eq(xContacts.actif, true))).for('update');
    for (const link of links) {
      await applyLinkEvent(tx, { link, values: link, event: { type: 'DELETE_LINK' }, by: caller.contactId, reason: LINK_ENDED_REASON, refusal: LINK_ENDED_REASON });
    }
    await tx.update(organisations).set({ actif: false, version: row.version + 1 }).where(eq(organisations.id, row.id));
  });
}
