import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { resetPasswordMachine } from '../../../machines/resetPassword.machine';
import { resetPasswordActor } from './reset-password-actor';

/** A value of the reset chart's snapshot, re-rendering when it changes. */
export function useResetPassword<T>(select: (snapshot: SnapshotFrom<typeof resetPasswordMachine>) => T): T {
  return useSelector(resetPasswordActor(), select);
}
