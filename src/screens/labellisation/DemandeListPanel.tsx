import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STATUT_DEMANDE_LABELLISATION_LABELS } from '../../../domain/labellisation';
import type { DemandeItem, DemandePage } from '../../../domain/wire/labellisation';
import { SelectField } from '../../forms/SelectField';
import { formatNumber } from '../../i18n/format';
import { Pagination } from '../../layout/Pagination';
import { usePastTheEnd } from '../../layout/usePastTheEnd';
import { DemandeTable } from './DemandeTable';
import { DEMANDE_LIST_PER_PAGE, type DemandeListSearch } from './demande-search';
import styles from './Labellisation.module.css';

const STATUTS = Object.entries(STATUT_DEMANDE_LABELLISATION_LABELS).map(([value, label]) => ({ value, label }));

interface DemandeListPanelProps {
  title: string;
  list: UseQueryResult<DemandePage>;
  search: DemandeListSearch;
  /** A new search in the URL (filter or page); `replace` when the page ran past the end. */
  onSearch: (search: DemandeListSearch, replace?: boolean) => void;
  referenceOf: (demande: DemandeItem) => ReactNode;
  /** Expert competence validations show their expert (or, on the expert's own list, their provider) and competences. */
  competences?: boolean | 'expert';
  /** Beside the title: the wizards' entries. */
  actions?: ReactNode;
}

/** A list of requests read from the database, newest first, filtered by status and paged in the URL. */
export function DemandeListPanel({ title, list, search, onSearch, referenceOf, competences, actions }: DemandeListPanelProps) {
  const { t } = useTranslation('labellisation');
  const page = search.page ?? 1;
  const pastTheEnd = usePastTheEnd(list, page, DEMANDE_LIST_PER_PAGE, (last) => onSearch({ ...search, page: last }, true));
  const statut = search.statut?.length === 1 ? String(search.statut[0]) : '';
  const titleId = `list-${title.replace(/\W+/g, '-')}`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <div className={styles.filter}>
        <SelectField
          label={t('recognitions.filter')}
          placeholder={t('recognitions.allStatuts')}
          options={STATUTS}
          value={statut}
          onChange={(event) => onSearch({ statut: event.target.value ? [Number(event.target.value)] : undefined, page: undefined })}
        />
      </div>
      {list.isError && <p role="alert">{t('loadError')}</p>}
      {list.data && !pastTheEnd && (
        <>
          <p aria-live="polite">{t('recognitions.count', { count: list.data.total, total: formatNumber(list.data.total) })}</p>
          {list.data.items.length > 0 ? (
            <DemandeTable demandes={list.data.items} caption={t('demandes.table', { title })} competences={competences} referenceOf={referenceOf} />
          ) : (
            <p className="muted">{t('recognitions.empty')}</p>
          )}
          <Pagination page={page} perPage={DEMANDE_LIST_PER_PAGE} total={list.data.total} onPage={(next) => onSearch({ ...search, page: next })} />
        </>
      )}
    </section>
  );
}
