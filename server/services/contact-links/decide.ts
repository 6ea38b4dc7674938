import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, xContacts } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../../domain/errors';
import type { DecisionLienId } from '../../../domain/link-validation';
import { mayDecideLink } from '../../../machines/access/contactLinkAccess';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { EVENT_BY_DECISION } from '../../../machines/contactLink.state';
import { noticeLinkDecided } from './notices';
import type { ContactLinkRow } from '../../db/rows';
import { applyLinkEvent } from './transition';

/** A decision taken on a link that another decision changed first: one wins, the other is told to look again. */
export const LINK_DECIDED_MEANWHILE = "Ce lien a été modifié entre-temps (une autre décision a été prise). Rechargez la page pour voir son état avant de décider.";

const LINK_INVALID_TRANSITION = "Cette décision n'est pas possible dans l'état actuel du lien : un lien validé l'est définitivement, et un lien refusé ne peut qu'être validé.";

export interface LinkDecisionInput {
  organisationId: number;
  /** The link (x_contacts row) of the path. */
  linkId: number;
  statut: DecisionLienId;
  reason?: string | null;
  /** The link's version the Authority decided on: a decision on a link changed since is refused (409 Conflict). */
  version: number;
  caller: DossierCaller;
  at?: Date;
}

/**
 * Applies a decision on a link through the contact-link machine, in one transaction: 404 for an unknown
 * organisation, 403 unless the caller is a validated Authority of it (before saying whether the link
 * exists), 404 for a link that is not the organisation's (or was deleted), 409 Conflict when the link is no longer at the
 * version the Authority read, 409 when the machine refuses the change; then the new status, its history row and the
 * contact's e-mail. The link's row is locked, so two decisions on it take turns, and only the first finds its version.
 */
export async function decideContactLink(db: Db, input: LinkDecisionInput): Promise<ContactLinkRow> {
  const at = input.at ?? new Date();
  return db.transaction(async (tx) => {
    const [organisation] = await tx.select({ id: organisations.id, nom: organisations.nomLong }).from(organisations).where(eq(organisations.id, input.organisationId));
    if (!organisation) throw notFound();
    if (!mayDecideLink(input.caller, organisation.id)) throw forbidden();
    const [link] = await tx
      .select()
      .from(xContacts)
      .where(and(eq(xContacts.id, input.linkId), eq(xContacts.organisationId, organisation.id), eq(xContacts.actif, true)))
      .for('update');
    if (!link) throw notFound();
    if (link.version !== input.version) throw conflict(LINK_DECIDED_MEANWHILE);
    const event = { type: EVENT_BY_DECISION[input.statut], caller: input.caller, organisationId: organisation.id };
    const updated = await applyLinkEvent(tx, { link, values: link, event, by: input.caller.contactId, reason: input.reason, at, refusal: LINK_INVALID_TRANSITION });
    await noticeLinkDecided(tx, {
      organisationId: organisation.id,
      organisationNom: organisation.nom,
      contactId: link.contactId,
      linkEmail: link.email,
      typeContactId: link.typeContactId,
      statut: input.statut,
      reason: input.reason || null,
      at,
    });
    return updated;
  });
}
