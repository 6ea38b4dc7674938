import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { failureOf } from '../../api/errors';
import { notifyError } from '../../layout/notify';
import { refusalMessage } from './failure-message';

/**
 * A refused save of a profile form: each field message of a 400 under its field when the form has it (the first
 * one focused), any other refusal in a toast; the shell already reports the rest (403, 404, 5xx, network).
 */
export function showRefusal<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fieldNames: ReadonlyArray<FieldPath<T>>) {
  const fields = failureOf(error).fields ?? [];
  // A nested field ('adresse.rue') is shown under itself when its top-level field is the form's.
  const onForm = fields.filter(({ field }) => (fieldNames as readonly string[]).includes(field.split('.')[0]!));
  onForm.forEach(({ field, message }, index) => setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 }));
  const elsewhere = fields.filter((field) => !onForm.includes(field));
  const message = elsewhere.length > 0 ? elsewhere.map((f) => f.message).join(' ') : onForm.length === 0 ? refusalMessage(error) : null;
  if (message) notifyError(message);
}
