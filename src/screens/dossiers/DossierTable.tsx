import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DossierSortField } from '../../../domain/dossier-list';
import type { DossierSummary } from '../../api/dossiers/types';
import { formatDate } from '../../i18n/format';
import { SortableHeader, type ListSort } from '../../layout/SortableHeader';
import { CardTable } from '../../layout/CardTable';
import { dossierViewLink } from '../../paths/dossier-paths';
import { useDroitId } from '../../session/SessionContext';
import { DossierActions } from './DossierActions';
import { StatusBadge } from '../../layout/StatusBadge';
import { DaysLeft } from './DaysLeft';
import daysLeftStyles from './DaysLeft.module.css';
import styles from './DossierTable.module.css';


export type DossierSort = ListSort<DossierSortField>;

interface DossierTableProps {
  dossiers: DossierSummary[];
  caption: string;
  /** With a sort, the column headers sort the list (the server sorts). */
  sort?: DossierSort;
  onSort?: (sort: DossierSort) => void;
}

const COLUMNS: Array<{ key: DossierSortField; label: string }> = [
  { key: 'reference', label: 'columns.reference' },
  { key: 'organisation', label: 'columns.organisation' },
  { key: 'statut', label: 'columns.statut' },
  { key: 'dateEcheance', label: 'columns.dateEcheance' },
  { key: 'createdAt', label: 'columns.createdAt' },
];

/**
 * Spec section 2: reference, organisation, status, deadline, creation date, and the actions. On a phone each
 * dossier is a card; wider, the table scrolls in its box with the reference kept in view.
 */
export function DossierTable({ dossiers, caption, sort, onSort }: DossierTableProps) {
  const { t } = useTranslation('dossiers');
  const droitId = useDroitId();
  return (
    <CardTable
      caption={caption}
      headers={[
        ...COLUMNS.map(({ key, label }) => (sort && onSort ? <SortableHeader key={key} field={key} label={t(label)} sortLabel={t('sort.by', { column: t(label) })} sort={sort} onSort={onSort} /> : t(label))),
        t('columns.actions'),
      ]}
      focusable={false}
      className={styles.wrapper}
    >
      {dossiers.map((d) => (
        <tr key={d.id}>
          <th scope="row" className={styles.reference}>
            <Link {...dossierViewLink(droitId, d.id)}>
              {d.reference}
            </Link>
          </th>
          <td data-label={t('columns.organisation')} className={styles.organisation}>{d.organisation?.nom ?? '—'}</td>
          <td data-label={t('columns.statut')}>
            <StatusBadge statut={d.StatutDossierId} label={d.statut} />
            {d.rapportJoursRestants !== null && <span className={daysLeftStyles.daysLeft}>{t('reportCountdown', { count: d.rapportJoursRestants })}</span>}
          </td>
          <td data-label={t('columns.dateEcheance')} className={styles.date}>
            {formatDate(d.dateEcheance) ?? '—'}
            <DaysLeft days={d.joursOuvresRestants} />
          </td>
          <td data-label={t('columns.createdAt')} className={styles.date}>
            {formatDate(d.createdAt)}
          </td>
          <td data-label={t('columns.actions')}>
            <DossierActions dossier={d} />
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
