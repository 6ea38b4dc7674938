import { createActor } from 'xstate';
import type { CreationCaller } from './access/dossierCreation';
import { organisationWizardMachine } from './organisationWizard.machine';

/**
 * Whether the beneficiary creation screens (/beneficiaire/add, /beneficiaire/porteurProjetAdd) open for a caller,
 * as the server sent it (its right and its links): the organisation wizard, at its setup, takes OPEN. Both screens
 * end in the same call (POST /organisations/add), so the wizard's chart answers for both. Pure: the actor is never
 * started.
 */
export function organisationWizardOpens(creator: CreationCaller): boolean {
  return createActor(organisationWizardMachine).getSnapshot().can({ type: 'OPEN', creator });
}
