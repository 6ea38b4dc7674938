import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

export interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
}

/** The ids that tie a control to its label, hint and error (aria-describedby), for every field component. */
export function useFieldIds(id: string | undefined, { hint, error }: Pick<FieldProps, 'hint' | 'error'>) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return { inputId, control: { id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } } as const;
}

/** Label above, hint, the control, then its error, announced when it appears (role="alert"). */
export function FieldFrame({ inputId, label, hint, error, children }: FieldProps & { inputId: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * A group of choices (radios, checkboxes) under a legend; the error is tied to the group and announced.
 * `errorId` is what each control's aria-describedby names.
 */
export function GroupFrame({ legend, hint, error, errorId, children }: { legend: string; hint?: string; error?: string; errorId: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {hint && <span className={styles.hint}>{hint}</span>}
      {children}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
