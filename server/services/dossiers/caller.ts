import type { Db } from '../../db/client';
import { invalidToken } from '../../http/errors';
import type { RequestAuth } from '../../plugins/context';
import { loadIdentity } from '../auth/identity';
import type { CreationCaller } from '../../../machines/access/dossierCreation';

/** The signed-in caller with its current links: the access rules read them on every call, never from the token. */
export async function loadDossierCaller(db: Db, auth: RequestAuth): Promise<CreationCaller> {
  const identity = await loadIdentity(db, auth.contactId);
  if (!identity) throw invalidToken();
  return { contactId: auth.contactId, droitId: auth.droitId, linkedOrganisations: identity.linkedOrganisations };
}
