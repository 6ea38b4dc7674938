import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OrganisationSortField } from '../../../../domain/organisation-list';
import type { OrganisationSummary } from '../../../../domain/wire/organisations';
import { formatBce } from '../../../i18n/format';
import { SortableHeader, type ListSort } from '../../../layout/SortableHeader';
import { CardTable } from '../../../layout/CardTable';
import { organisationAreaLink } from '../../../paths/organisation-paths';
import { OrganisationKind } from '../OrganisationKind';
import styles from './BeneficiaireList.module.css';

export type OrganisationSort = ListSort<OrganisationSortField>;

/** The beneficiaries of the page, each linking to its organisation; name and number headers sort (the server sorts). */
export function BeneficiaireTable({ items, sort, onSort }: { items: OrganisationSummary[]; sort: OrganisationSort; onSort: (sort: OrganisationSort) => void }) {
  const { t } = useTranslation('organisations');
  const header = (field: OrganisationSortField) => {
    const label = t(`list.columns.${field}`);
    return <SortableHeader field={field} label={label} sortLabel={t('list.sortBy', { column: label })} sort={sort} onSort={onSort} />;
  };
  return (
    <CardTable caption={t('list.caption')} headers={[header('nom'), header('numeroBce'), t('list.columns.kind'), t('list.columns.localite')]} focusable={false} className={styles.wrapper}>
      {items.map((o) => (
        <tr key={o.id}>
          <th scope="row" className={styles.name}>
            <Link {...organisationAreaLink(o.TypeOrganisationId, o.id)}>{o.NomLong}</Link>
          </th>
          <td data-label={t('list.columns.numeroBce')} className={styles.nowrap}>
            {formatBce(o.NumeroBce) ?? o.NumeroIdentification ?? '—'}
          </td>
          <td data-label={t('list.columns.kind')}>
            <OrganisationKind organisation={{ ...o, TypeOrganisationId: 0, NumeroBce: null }} />
          </td>
          <td data-label={t('list.columns.localite')}>{o.localite ?? '—'}</td>
        </tr>
      ))}
    </CardTable>
  );
}
