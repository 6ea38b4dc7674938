import { useTranslation } from 'react-i18next';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next over a list the server paginates. */
export function Pagination({ page, perPage, total, onPage }: PaginationProps) {
  const { t } = useTranslation('dossiers');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <span aria-live="polite">{t('pagination.page', { page, pages })}</span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
