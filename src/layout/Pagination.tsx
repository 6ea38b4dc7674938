import { useTranslation } from 'react-i18next';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** False when `total` is only a lower bound: the last page is not known yet, but "next" is right. */
  totalExact?: boolean;
  onPage: (page: number) => void;
}

/** How many pages `total` items fill; an empty list still has its one (empty) page. */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** Previous / next over a list the server paginates. */
export function Pagination({ page, perPage, total, totalExact = true, onPage }: PaginationProps) {
  const { t } = useTranslation('dossiers');
  const pages = pageCount(total, perPage);
  if (pages === 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <span aria-live="polite">{t(totalExact ? 'pagination.page' : 'pagination.pageAtLeast', { page, pages })}</span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
