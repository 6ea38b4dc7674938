import type { QueryClient } from '@tanstack/react-query';
import { isTypeContactId, type TypeContactId } from '../../../domain/contact-types';
import { parseNumericId } from '../../../domain/schemas/params';
import { typesContactIn } from '../../../machines/access/dossierScope';
import type { SessionContext } from '../../../machines/session.types';
import { sessionCaller } from '../../routes/wizard-paths';
import { dossierDetailQuery } from '../../api/dossiers/detail';
import type { DossierDetail } from '../../api/dossiers/types';
import { isRefusal } from '../../api/errors';

/** The signed-in contact's types in the dossier's provider organisation: the machine's isProviderAuthority reads them. */
export function userProviderContactTypes(session: Pick<SessionContext, 'user' | 'droitId' | 'linkedOrganisations'>, detail: DossierDetail): TypeContactId[] {
  const caller = sessionCaller(session);
  return caller ? typesContactIn(caller, detail.prestataire?.id ?? null).filter(isTypeContactId) : [];
}

/**
 * The dossier of a wizard address, or null when its id is not a record id or the server refuses it or does
 * not know it (403, 404): the guard turns these into not found. Any other failure is thrown, for the route's
 * error screen. The cached copy serves, as every save refreshes it.
 */
export async function loadWizardDossier(queryClient: QueryClient, dossierIdParam: string): Promise<DossierDetail | null> {
  const id = parseNumericId(dossierIdParam);
  if (id === null) return null;
  try {
    return await queryClient.ensureQueryData(dossierDetailQuery(id));
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}
