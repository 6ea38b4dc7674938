import { useRef, useState, type ChangeEvent } from 'react';
import { ACCEPTED_UPLOAD_MIME, UPLOAD_ERROR_MESSAGES, uploadErrorOf } from '../../domain/documents';
import type { UploadProgress } from '../api/documents/upload';
import { FileField } from './FileField';
import styles from './Field.module.css';

/** The texts of a file upload's controls, from the screen's catalogue. */
export interface FileUploadLabels {
  file: string;
  hint: string;
  choose: string;
  noFile: string;
  progress: string;
  send: string;
  stop: string;
}

/**
 * The chosen file of an upload form, its early checks (size, type: spec section 5), its progress while it is
 * sent and the way to stop it; `controls` are the file picker and the send and stop buttons.
 */
export function useFileUpload(labels: FileUploadLabels) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const sending = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    const early = picked && uploadErrorOf(picked);
    setFileError(early ? UPLOAD_ERROR_MESSAGES[early] : undefined);
    return picked;
  };

  /** Runs `upload` with the progress bar and a signal the stop button aborts. */
  const send = async <T,>(upload: (onProgress: UploadProgress, signal: AbortSignal) => Promise<T>): Promise<T> => {
    setFileError(undefined);
    sending.current = new AbortController();
    setProgress(0);
    try {
      return await upload((fraction) => setProgress(Math.round(fraction * 100)), sending.current.signal);
    } finally {
      sending.current = null;
      setProgress(null);
    }
  };

  /** Forgets the chosen file once it is stored. */
  const clear = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const controls = (onPick: (event: ChangeEvent<HTMLInputElement>) => void = pick) => (
    <>
      <FileField
        ref={fileInput}
        label={labels.file}
        hint={labels.hint}
        accept={ACCEPTED_UPLOAD_MIME.join(',')}
        onChange={onPick}
        fileName={file?.name ?? null}
        chooseLabel={labels.choose}
        noFileLabel={labels.noFile}
        error={fileError}
        progress={progress}
        progressLabel={labels.progress}
      />
      <div className={styles.uploadActions}>
        <button type="submit" className="btn btn-primary" disabled={progress !== null}>
          {labels.send}
        </button>
        {progress !== null && (
          <button type="button" className="btn" onClick={() => sending.current?.abort()}>
            {labels.stop}
          </button>
        )}
      </div>
    </>
  );

  return { file, fileError, setFileError, pick, send, clear, controls };
}
