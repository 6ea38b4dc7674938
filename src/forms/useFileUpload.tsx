import type { TFunction } from 'i18next';
import { useRef, useState, type ChangeEvent } from 'react';
import { DOCUMENT_UPLOAD, uploadErrorOf, type UploadRule } from '../../domain/documents';
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

/** The labels kept together under `prefix` in the screen's catalogue (`file`, `fileHint`, `choose`...); `send` names the send button's key there. */
export function uploadLabels(t: TFunction, prefix: string, send = 'send'): FileUploadLabels {
  const at = (key: string) => t(`${prefix}.${key}`);
  return { file: at('file'), hint: at('fileHint'), choose: at('choose'), noFile: at('noFile'), progress: at('progress'), send: at(send), stop: at('stop') };
}

/**
 * The chosen file of an upload form, its early checks (size, type: spec section 5), its progress while it is
 * sent and the way to stop it; `controls` are the file picker and the send and stop buttons. `rule` is what
 * the file may be (documents by default; a contact's photo is narrower).
 */
export function useFileUpload(labels: FileUploadLabels, rule: UploadRule = DOCUMENT_UPLOAD) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const sending = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    const early = picked && uploadErrorOf(picked, rule.accepted, rule.maxBytes);
    setFileError(early ? rule.messages[early] : undefined);
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
        accept={rule.accepted.join(',')}
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
