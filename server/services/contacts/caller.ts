import type { Db } from '../../db/client';
import { loadLinkedOrganisations } from '../auth/identity';
import type { DossierCaller } from '../../../machines/access/dossierScope';

/** The signed-in caller with its current links, read on every call: whom it may see and edit follows from them. */
export async function loadContactCaller(db: Db, auth: Pick<DossierCaller, 'contactId' | 'droitId'>): Promise<DossierCaller> {
  return { contactId: auth.contactId, droitId: auth.droitId, linkedOrganisations: await loadLinkedOrganisations(db, auth.contactId) };
}
