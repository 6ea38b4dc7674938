import type { Db } from '../../db/client';
import { loadLinkedOrganisations } from '../auth/identity';
import type { CreationCaller } from '../../../machines/access/dossierCreation';
import { dossierSideOf } from '../../../machines/access/dossierScope';

/**
 * The signed-in caller with its current links: the access rules read them on every call, never from the token.
 * Only the provider and beneficiary sides are judged by their links (machines/access: a manager sees and may
 * act on every dossier and organisation, any other right on none), so only they pay for reading them.
 */
export async function loadDossierCaller(db: Db, auth: Pick<CreationCaller, 'contactId' | 'droitId'>): Promise<CreationCaller> {
  const side = dossierSideOf(auth.droitId);
  const judgedByLinks = side === 'prestataire' || side === 'beneficiaire';
  return {
    contactId: auth.contactId,
    droitId: auth.droitId,
    linkedOrganisations: judgedByLinks ? await loadLinkedOrganisations(db, auth.contactId) : [],
  };
}
