import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { StructError, validate, type Struct } from 'superstruct';
import i18n from '../../i18n';
import { errorKind, type ApiFailure } from '../../api/errors';
import { notifyError } from '../../layout/notify';

export type FieldFailure = { field: string; message: string };

/** What the server's schema would refuse, checked before sending: the same messages, on the same fields. */
export function schemaFailures<T, S>(struct: Struct<T, S>, payload: unknown): FieldFailure[] {
  const [error] = validate(payload, struct, { coerce: true });
  return error instanceof StructError ? error.failures().map((f) => ({ field: f.path.join('.'), message: f.message })) : [];
}

/** Field messages under their fields (the first one focused), any other in a toast. */
export function showFieldFailures<T extends FieldValues>(failures: FieldFailure[], setError: UseFormSetError<T>, fieldNames: readonly string[]) {
  const onForm = failures.filter(({ field }) => fieldNames.includes(field.split('.')[0]!));
  onForm.forEach(({ field, message }, index) => setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 }));
  const elsewhere = failures.filter((f) => !onForm.includes(f));
  if (elsewhere.length > 0) notifyError(elsewhere.map((f) => `${f.field} : ${f.message}`).join(' '));
}

/**
 * A refused save: a 400's fields on the form, a 409 (changed meanwhile) as a reload and a clear toast;
 * the failures the app shell reports itself (spec section 8, 5xx, no network) are not repeated.
 */
export async function showSaveFailure<T extends FieldValues>(failure: ApiFailure, setError: UseFormSetError<T>, fieldNames: readonly string[], reload: () => Promise<unknown>) {
  const t = (key: string) => i18n.t(`organisations:${key}`);
  if (failure.status === 409) {
    await reload().catch(() => undefined);
    notifyError(t('edit.conflict'));
    return;
  }
  if (failure.status === 400 && failure.fields?.length) {
    showFieldFailures(failure.fields, setError, fieldNames);
    return;
  }
  const shellReports = errorKind(failure) !== 'other' || failure.status === 0 || failure.status >= 500;
  if (!shellReports) notifyError(failure.message ?? t('edit.failed'));
}
