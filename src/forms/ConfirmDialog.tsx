import { useId, useState, type FormEvent } from 'react';
import { useModalDialog } from './useModalDialog';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** When set, a justification is asked (its label), required unless `justificationOptional`. */
  justificationLabel?: string;
  justificationOptional?: boolean;
  justificationMaxLength?: number;
  requiredMessage?: string;
  busy?: boolean;
  /** `danger` for what destroys or ends something: the confirm button is red. */
  tone?: 'default' | 'danger';
  onConfirm: (justification: string) => void;
  onClose: () => void;
}

/**
 * Asks before an irreversible action; its text names the consequence. A native modal <dialog>: the page
 * behind is inert, so focus stays inside; Escape closes; focus returns to what had it when the dialog
 * opened, also when the dialog leaves the page without closing (the action done).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, text, confirmLabel, cancelLabel, justificationLabel, justificationOptional, justificationMaxLength, requiredMessage, busy, tone = 'default', onConfirm, onClose } = props;
  const ref = useModalDialog();
  const titleId = useId();
  const fieldId = useId();
  const [justification, setJustification] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (justificationLabel && !justificationOptional && justification.trim() === '') {
      setError(requiredMessage ?? null);
      return;
    }
    onConfirm(justification.trim());
  };

  return (
    // A close event of a dialog open again is stale: a development build runs the effect twice (StrictMode), and the first cleanup's close arrives after the second showModal.
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={() => ref.current?.open || onClose()}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p>{text}</p>
        {justificationLabel && (
          <div className={styles.field}>
            <label htmlFor={fieldId}>{justificationLabel}</label>
            <textarea
              id={fieldId}
              rows={4}
              maxLength={justificationMaxLength}
              value={justification}
              onChange={(e) => setJustification(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              autoFocus
            />
            {error && (
              <span id={`${fieldId}-error`} role="alert" className={styles.error}>
                {error}
              </span>
            )}
          </div>
        )}
        <div className={styles.buttons}>
          {/* A destructive action starts on the way back, so that Enter alone destroys nothing. */}
          <button type="button" className={styles.secondary} onClick={() => ref.current?.close()} autoFocus={tone === 'danger' && !justificationLabel}>
            {cancelLabel}
          </button>
          <button type="submit" className={tone === 'danger' ? styles.danger : styles.primary} disabled={busy} autoFocus={tone !== 'danger' && !justificationLabel}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
