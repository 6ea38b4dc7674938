import type { FormEventHandler, ReactNode } from 'react';
import styles from './FilterForm.module.css';

interface FilterFormProps {
  /** The name of the search landmark. */
  label: string;
  applyLabel: string;
  resetLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onReset: () => void;
  children: ReactNode;
}

/** A list's filter panel: a search landmark with its fields in a grid, then the buttons that apply and clear them. */
export function FilterForm({ label, applyLabel, resetLabel, onSubmit, onReset, children }: FilterFormProps) {
  return (
    <form className={`panel ${styles.filters}`} onSubmit={onSubmit} role="search" aria-label={label}>
      {children}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary">
          {applyLabel}
        </button>
        <button type="button" className="btn" onClick={onReset}>
          {resetLabel}
        </button>
      </div>
    </form>
  );
}
