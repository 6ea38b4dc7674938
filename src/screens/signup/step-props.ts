import type { AccountWizardContext } from '../../../machines/accountWizard.types';
import type { SignupType } from '../../../domain/schemas/signup';
import type { AccountWizardActor } from './account-wizard';

/** What every step gets: its kind of sign-up, the machine's context, and `go`, which sends an event and follows the machine. */
export interface StepProps {
  type: SignupType;
  context: AccountWizardContext;
  actor: AccountWizardActor;
  go: (event: { type: string } & Record<string, unknown>) => void;
}
