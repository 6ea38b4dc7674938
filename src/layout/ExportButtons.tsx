import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../domain/schemas/exports';
import type { ExportOptions, ExportProgress } from '../api/exports';
import { formatFileSize, formatNumber, formatPercent } from '../i18n/format';
import styles from './ExportButtons.module.css';

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/** A list's export: how it asks the server for a format, its download told of its progress and stopped by its signal. */
export type OnExport = (format: ExportFormat, options: ExportOptions) => Promise<void>;

type Run =
  | { state: 'idle' }
  | { state: 'running'; format: ExportFormat; progress: ExportProgress | null }
  | { state: 'done' | 'cancelled' | 'failed' };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A list's "Exporter en CSV" and "Exporter en XLSX (Excel)": what its filters select, downloaded. While it runs, both
 * buttons wait, a live region says how far it has come (a CSV's rows, as a share of `total` when that count is
 * exact; an XLSX's bytes) and "Annuler l'export" stops it; its end, cancel or failure is said there too.
 */
export function ExportButtons({ onExport, total, totalExact = true }: { onExport: OnExport; total?: number; totalExact?: boolean }) {
  const { t } = useTranslation('dossiers');
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function start(format: ExportFormat) {
    const aborter = new AbortController();
    controller.current = aborter;
    setRun({ state: 'running', format, progress: null });
    try {
      await onExport(format, { signal: aborter.signal, onProgress: (progress) => setRun({ state: 'running', format, progress }) });
      setRun({ state: 'done' });
    } catch (error) {
      if (aborter.signal.aborted || isAbort(error)) setRun({ state: 'cancelled' });
      else setRun({ state: 'failed' });
    } finally {
      if (controller.current === aborter) controller.current = null;
    }
  }

  const running = run.state === 'running' ? run : null;
  const share = running?.progress?.rows != null && totalExact && total ? Math.min(1, running.progress.rows / total) : null;
  function said(): string {
    if (run.state === 'done') return t('export.done');
    if (run.state === 'cancelled') return t('export.cancelled');
    if (!running?.progress) return running ? t('export.pending') : '';
    const { rows, bytes } = running.progress;
    if (rows === null) return t('export.bytes', { size: formatFileSize(bytes) });
    if (share !== null) return t('export.rowsOf', { count: rows, rows: formatNumber(rows), total: formatNumber(total), percent: formatPercent(share) });
    return t('export.rows', { count: rows, rows: formatNumber(rows) });
  }

  return (
    <div className={styles.exports}>
      {FORMATS.map((format) => (
        <button key={format} type="button" className="btn" onClick={() => void start(format)} disabled={running !== null} aria-busy={running?.format === format}>
          {t(running?.format === format ? 'export.pending' : `export.${format}`)}
        </button>
      ))}
      {running && (
        <button type="button" className="btn" onClick={() => controller.current?.abort()}>
          {t('export.cancel')}
        </button>
      )}
      <p role="status" className={styles.progress}>
        {said()}
        {share !== null && <progress className={styles.bar} value={share} max={1} aria-hidden="true" />}
      </p>
      {run.state === 'failed' && (
        <p role="alert" className={styles.failed}>
          {t('export.failed')}
        </p>
      )}
    </div>
  );
}
