import { createActor, type ActorRefFrom } from 'xstate';
import { resetPasswordMachine } from '../../../machines/resetPassword.machine';
import { inspect } from '../../machines-inspection';

type ResetPasswordActor = ActorRefFrom<typeof resetPasswordMachine>;

let actor: ResetPasswordActor | null = null;

/** The one reset under way in this page: the routes ask it which step may open, the screens move it. */
export function resetPasswordActor(): ResetPasswordActor {
  actor ??= createActor(resetPasswordMachine, { inspect }).start();
  return actor;
}

/** A new request starts from a fresh chart (after a confirmation, or a link refused). */
export function restartResetPassword(): ResetPasswordActor {
  actor?.stop();
  actor = createActor(resetPasswordMachine, { inspect }).start();
  return actor;
}
