import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import i18n from '../i18n';
import { errorKind, type ApiFailure } from '../api/errors';
import { notifyError } from '../layout/notify';

/** The app shell already reports the failures of spec section 8, an unreachable server and a 5xx: nothing to add. */
const reportedByShell = (failure: ApiFailure) => errorKind(failure) !== 'other' || failure.status === 0 || failure.status >= 500;

interface FailureTarget<T extends FieldValues> {
  setError?: UseFormSetError<T>;
  /** The form's top-level field names: a server field error under one of them is shown there. */
  fieldNames?: readonly string[];
  /** A 409 means the dossier changed meanwhile: read it again before saying so. */
  reload?: () => Promise<unknown>;
  /** The catalogue whose `errors.conflict`, `errors.invalidTransition` and `errors.generic` say it (the wizards' by default). */
  namespace?: string;
}

/**
 * What the user sees when a wizard's or the report's call is refused: a 400's field messages under their fields (the others
 * in a toast), a 409 as a reload and a clear toast, anything else the shell does not report as a toast.
 */
export async function showSaveFailure<T extends FieldValues>(failure: ApiFailure, { setError, fieldNames = [], reload, namespace = 'wizard' }: FailureTarget<T>) {
  const t = (key: string) => i18n.t(`${namespace}:${key}`);
  if (failure.status === 409) {
    await reload?.().catch(() => undefined);
    notifyError(failure.code === 'Conflict' ? t('errors.conflict') : t('errors.invalidTransition'));
    return;
  }
  if (failure.status === 400 && failure.fields?.length) {
    const onForm = setError ? failure.fields.filter(({ field }) => fieldNames.includes(field.split('.')[0]!)) : [];
    // The form's error summary lists them and takes the focus when the submit ends.
    onForm.forEach(({ field, message }) => setError!(field as FieldPath<T>, { type: 'server', message }));
    const elsewhere = failure.fields.filter((f) => !onForm.includes(f));
    if (elsewhere.length > 0) notifyError(elsewhere.map((f) => f.message).join(' '));
    return;
  }
  if (!reportedByShell(failure)) notifyError(failure.message ?? t('errors.generic'));
}
