import type { ExportFormat } from '../../domain/schemas/exports';
import { ExportButtons } from './ExportButtons';
import styles from './ExportButtons.module.css';

/** Above a list: how many rows the filters select, and, when there are some, the export of all of them. */
export function ListSummary({ count, total, onExport }: { count: string; total: number; onExport: (format: ExportFormat) => Promise<void> }) {
  return (
    <div className={styles.summary}>
      <p aria-live="polite">{count}</p>
      {total > 0 && <ExportButtons onExport={onExport} />}
    </div>
  );
}
