import { formatNumber } from '../i18n/format';
import { ExportButtons, type OnExport } from './ExportButtons';
import styles from './ExportButtons.module.css';

/** A list's answer as the API counts it: `totalExact` is false when the server stopped counting. */
interface CountedPage {
  total: number;
  totalExact?: boolean;
}

/** The count's sentence, in the area's own words: exact, or "at least" when the server stopped counting. */
type CountText = (atLeast: boolean, values: { count: number; total: string | null }) => string;

/**
 * Above a list: how many rows the filters select, and, when there are some, the export of all of them (its progress
 * a share of `total` when the server counted every row).
 */
export function ListSummary({ page, count, onExport }: { page: CountedPage; count: CountText; onExport: OnExport }) {
  const { total, totalExact = true } = page;
  return (
    <div className={styles.summary}>
      <p aria-live="polite">{count(!totalExact, { count: total, total: formatNumber(total) })}</p>
      {total > 0 && <ExportButtons onExport={onExport} total={total} totalExact={totalExact} />}
    </div>
  );
}
