import { ExportButtons, type OnExport } from './ExportButtons';
import styles from './ExportButtons.module.css';

/**
 * Above a list: how many rows the filters select, and, when there are some, the export of all of them (its progress
 * a share of `total` when the server counted every row: `totalExact`).
 */
export function ListSummary({ count, total, totalExact = true, onExport }: { count: string; total: number; totalExact?: boolean; onExport: OnExport }) {
  return (
    <div className={styles.summary}>
      <p aria-live="polite">{count}</p>
      {total > 0 && <ExportButtons onExport={onExport} total={total} totalExact={totalExact} />}
    </div>
  );
}
