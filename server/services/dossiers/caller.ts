import type { Db } from '../../db/client';
import type { RequestAuth } from '../../plugins/context';
import { loadLinkedOrganisations } from '../auth/identity';
import type { CreationCaller } from '../../../machines/access/dossierCreation';

/** The signed-in caller with its current links: the access rules read them on every call, never from the token. */
export async function loadDossierCaller(db: Db, auth: RequestAuth): Promise<CreationCaller> {
  return { contactId: auth.contactId, droitId: auth.droitId, linkedOrganisations: await loadLinkedOrganisations(db, auth.contactId) };
}
