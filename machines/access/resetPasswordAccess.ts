import { resetPasswordStepOf, type ResetPasswordStep } from '../resetPassword.machine';

/**
 * Whether /reset-password may show a step in the chart's state: the request and the link's page are always open (the
 * link brings its token), the new password only after a valid link, the confirmation only after the change.
 */
export function mayOpenResetPasswordStep(stateValue: unknown, step: ResetPasswordStep): boolean {
  if (step === 'request' || step === 'validation') return true;
  return resetPasswordStepOf(stateValue) === step;
}
