import type { QueryClient } from '@tanstack/react-query';
import type { WizardKind } from '../../../domain/wizard-steps';
import { parseNumericId } from '../../../domain/schemas/params';
import { wizardContactTypes } from '../../../machines/dossierWizard.context';
import type { DossierWizardContext } from '../../../machines/dossierWizard.types';
import type { SessionContext } from '../../../machines/session.types';
import { sessionCaller } from '../../session/caller';
import { dossierDetailQuery } from '../../api/dossiers/detail';
import type { DossierDetail } from '../../api/dossiers/types';
import { isRefusal } from '../../api/errors';
import { toWizardDossier } from '../../api/wizard/wizard-dossier';

type SessionFacts = Pick<SessionContext, 'user' | 'droitId' | 'linkedOrganisations'>;

/** What the wizard's statechart is opened with: the dossier as the server sent it (null: a new one), the right and contact types. */
export function wizardContextOf(wizard: WizardKind, session: SessionFacts, detail: DossierDetail | null): DossierWizardContext {
  const caller = sessionCaller(session);
  const side = wizard === 'introduction' ? detail?.prestataire : detail?.beneficiaire;
  return {
    droitId: session.droitId,
    dossierId: detail?.id ?? null,
    dossier: detail && toWizardDossier(detail),
    userContactTypes: caller ? wizardContactTypes(wizard, caller, detail ? (side?.id ?? null) : undefined) : [],
  };
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
