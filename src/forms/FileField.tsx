import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldProps } from './FieldFrame';
import styles from './Field.module.css';

interface FileFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The chosen file's name, shown beside the button; null when none is chosen. */
  fileName: string | null;
  /** The button's text ("Choisir un fichier") and what shows without a file ("Aucun fichier choisi"). */
  chooseLabel: string;
  noFileLabel: string;
  /** Percentage sent (0-100) while the file travels; null or absent when nothing is being sent. */
  progress?: number | null;
  /** Names the progress bar ("Envoi du fichier"), read with its value by assistive technologies. */
  progressLabel: string;
}

/**
 * A labelled file picker with the progress of its upload (DESIGN.md: long work shows progress). The
 * browser's own button speaks the browser's language: the native input stays, focusable and clickable,
 * transparent over a button in French.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, error, hint, id, fileName, chooseLabel, noFileLabel, progress, progressLabel, ...input },
  ref,
) {
  const { inputId, control } = useFieldIds(id, { hint, error });
  const progressId = useId();
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error}>
      <div className={styles.file}>
        <span className={styles.fileButton}>
          <input ref={ref} type="file" className={styles.fileInput} {...control} {...input} />
          <span className="btn" aria-hidden="true">
            {chooseLabel}
          </span>
        </span>
        <span className={fileName ? undefined : styles.hint}>{fileName ?? noFileLabel}</span>
      </div>
      {progress != null && (
        <div className={styles.progress}>
          <label htmlFor={progressId}>{progressLabel}</label>
          <progress id={progressId} max={100} value={progress}>
            {progress} %
          </progress>
          <span aria-hidden="true">{progress} %</span>
        </div>
      )}
    </FieldFrame>
  );
});
