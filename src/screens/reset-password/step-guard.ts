import type { ResetPasswordStep } from '../../../machines/resetPassword.machine';
import { mayOpenResetPasswordStep } from '../../../machines/access/resetPasswordAccess';
import { resetPasswordActor, restartResetPassword } from './reset-password-actor';

/** Whether the reset under way lets this step open now. */
export const mayOpenStep = (step: ResetPasswordStep) => mayOpenResetPasswordStep(resetPasswordActor().getSnapshot().value, step);

/** Back at step 1 after a finished or refused reset: a new one starts. */
export function enterRequest() {
  if (!resetPasswordActor().getSnapshot().matches('request')) restartResetPassword();
}
