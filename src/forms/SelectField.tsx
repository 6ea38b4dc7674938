import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldProps } from './FieldFrame';
import styles from './Field.module.css';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps extends FieldProps, SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** The empty first choice ("Choisissez..."); its value is ''. */
  placeholder?: string;
}

/** A labelled list of choices. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, error, hint, id, options, placeholder, ...select }, ref) {
  const { inputId, control } = useFieldIds(id, { hint, error });
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error}>
      <select ref={ref} className={styles.input} {...control} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
