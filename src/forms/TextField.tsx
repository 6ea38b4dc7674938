import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldProps } from './FieldFrame';
import styles from './Field.module.css';

type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input (text, number, date...) whose error is announced and tied to it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, ...input }, ref) {
  const { inputId, control } = useFieldIds(id, { hint, error });
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error}>
      <input ref={ref} className={styles.input} {...control} {...input} />
    </FieldFrame>
  );
});
