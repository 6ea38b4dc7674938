import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';
import type { Control, FieldValues } from 'react-hook-form';
import { ErrorSummary } from './ErrorSummary';
import styles from './ConfirmDialog.module.css';

interface FormDialogProps<T extends FieldValues, Payload> {
  title: string;
  submitLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** A refusal that belongs to no field, announced at the top of the form. */
  failure?: string | null;
  /** The dialog's form, when it has fields: its refused submit shows the error summary at the top. */
  control?: Control<T, unknown, Payload>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A form in a modal <dialog>, as ConfirmDialog asks a question: the page behind is inert, Escape closes, and
 * focus returns to the opener. The first field takes the focus (the fields carry their own autoFocus).
 */
export function FormDialog<T extends FieldValues, Payload>({ title, submitLabel, cancelLabel, busy, failure, control, onSubmit, onClose, children }: FormDialogProps<T, Payload>) {
  const ref = useModalDialog();
  const titleId = useId();

  return (
    // A close event of a dialog open again is stale (a development build runs the effect twice): see ConfirmDialog.
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={() => ref.current?.open || onClose()}>
      <form onSubmit={onSubmit} noValidate>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {control && <ErrorSummary control={control} />}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <div className={styles.fields}>{children}</div>
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={() => ref.current?.close()}>
            {cancelLabel}
          </button>
          <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
