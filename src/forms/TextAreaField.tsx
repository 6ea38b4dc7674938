import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldProps } from './FieldFrame';
import styles from './Field.module.css';

type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line text, for the free texts of a dossier (objective, planning...). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, hint, id, rows = 4, ...textarea }, ref) {
  const { inputId, control } = useFieldIds(id, { hint, error });
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error}>
      <textarea ref={ref} rows={rows} className={`${styles.input} ${styles.textarea}`} {...control} {...textarea} />
    </FieldFrame>
  );
});
