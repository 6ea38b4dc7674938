import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ChequeSortField } from '../../../domain/cheque-list';
import type { ChequeItem } from '../../../domain/wire/cheques';
import { formatAmount, formatDate } from '../../i18n/format';
import { SortableHeader, type ListSort } from '../../layout/SortableHeader';
import { CardTable } from '../../layout/CardTable';
import { StatusBadge } from '../../layout/StatusBadge';
import styles from './Cheques.module.css';

/**
 * The vouchers of the page, each linking to its dossier for those who open dossiers (an issuer reads the voucher
 * only); dossier, beneficiary, amount and status headers sort. The newest come first until one does (the creation
 * date is the dossier's, one click away).
 */
export function ChequeTable({
  items,
  caption,
  sort,
  onSort,
  linksToDossiers,
}: {
  items: ChequeItem[];
  caption: string;
  sort: ListSort<ChequeSortField>;
  onSort: (sort: ListSort<ChequeSortField>) => void;
  linksToDossiers: boolean;
}) {
  const { t } = useTranslation('cheques');
  const header = (field: ChequeSortField) => {
    const label = t(`columns.${field}`);
    return <SortableHeader field={field} label={label} sortLabel={t('sortBy', { column: label })} sort={sort} onSort={onSort} />;
  };
  const column = (key: string) => ({ 'data-label': t(`columns.${key}`) });
  return (
    <CardTable
      caption={caption}
      headers={[
        header('reference'),
        header('beneficiaire'),
        t('columns.typeAide'),
        header('montantCheque'),
        <th key="interventionPublique" scope="col" className={styles.wraps}>
          {t('columns.interventionPublique')}
        </th>,
        t('columns.quotePartBeneficiaire'),
        header('statut'),
        t('columns.soldeLe'),
      ]}
      focusable={false}
      className={styles.wrapper}
    >
      {items.map((c) => (
        <tr key={c.dossierId}>
          <th scope="row" className={styles.nowrap}>
            {linksToDossiers ? (
              <Link to="/dossiers/$dossierId/recapitulatif" params={{ dossierId: String(c.dossierId) }}>
                {c.reference}
              </Link>
            ) : (
              c.reference
            )}
          </th>
          <td {...column('beneficiaire')}>{c.beneficiaire?.nom ?? '—'}</td>
          <td {...column('typeAide')}>{c.typeAide ?? '—'}</td>
          <td {...column('montantCheque')} className={styles.amount}>
            {formatAmount(c.montantCheque) ?? '—'}
          </td>
          <td {...column('interventionPublique')} className={styles.amount}>
            {formatAmount(c.interventionPublique) ?? '—'}
          </td>
          <td {...column('quotePartBeneficiaire')} className={styles.amount}>
            {formatAmount(c.quotePartBeneficiaire) ?? '—'}
            <span className={styles.detail}>{c.quotePartPayeeLe ? t('sharePaidOn', { date: formatDate(c.quotePartPayeeLe) }) : t('shareUnpaid')}</span>
          </td>
          <td {...column('statut')}>
            <StatusBadge statut={c.StatutDossierId} label={c.statut} />
          </td>
          <td {...column('soldeLe')} className={styles.nowrap}>
            {formatDate(c.soldeLe) ?? '—'}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
