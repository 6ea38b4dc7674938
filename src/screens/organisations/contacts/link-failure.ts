import type { FieldValues, UseFormSetError } from 'react-hook-form';
import i18n from '../../../i18n';
import { failureOf } from '../../../api/errors';
import { showFieldFailures } from '../save-failure';

/**
 * A refused link call: a 400's fields on the form (else its message), a 409's message (a decision the link's
 * state refuses, the last Authority) in the dialog; what the app shell reports itself is not repeated.
 */
export function linkFailure<T extends FieldValues>(error: unknown, setError: UseFormSetError<T> | null, fields: readonly string[]): string | null {
  const { status, fields: failures, message } = failureOf(error);
  if (status === 400 && failures?.length && setError) {
    showFieldFailures(failures, setError, fields);
    return null;
  }
  return status === 400 || status === 409 ? (message ?? i18n.t('contactLinks:failed')) : null;
}
