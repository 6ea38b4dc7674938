import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALL_STATUTS_DOSSIER, STATUT_DOSSIER_LABELS } from '../../../domain/dossier-status';
import { TextField } from '../../forms/TextField';
import type { DossierListSearch } from './list-search';
import styles from './DossierFilters.module.css';

interface FilterValues {
  reference: string;
  statut: string;
  dateFrom: string;
  dateTo: string;
}

type Filters = Pick<DossierListSearch, 'reference' | 'statut' | 'dateFrom' | 'dateTo'>;

/** Filters of the dossier list: reference, status and creation dates. */
export function DossierFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('dossiers');
  const { register, handleSubmit, reset } = useForm<FilterValues>({
    defaultValues: {
      reference: value.reference ?? '',
      statut: value.statut?.[0] ? String(value.statut[0]) : '',
      dateFrom: value.dateFrom ?? '',
      dateTo: value.dateTo ?? '',
    },
  });
  const submit = (v: FilterValues) =>
    onChange({
      reference: v.reference.trim() || undefined,
      statut: v.statut ? [Number(v.statut)] : undefined,
      dateFrom: v.dateFrom || undefined,
      dateTo: v.dateTo || undefined,
    });
  const clear = () => {
    reset({ reference: '', statut: '', dateFrom: '', dateTo: '' });
    onChange({});
  };
  return (
    <form className={`panel ${styles.filters}`} onSubmit={handleSubmit(submit)} role="search" aria-label={t('filters.legend')}>
      <TextField label={t('filters.reference')} {...register('reference')} />
      <div className={styles.field}>
        <label htmlFor="filter-statut">{t('filters.statut')}</label>
        <select id="filter-statut" {...register('statut')}>
          <option value="">{t('filters.allStatuts')}</option>
          {ALL_STATUTS_DOSSIER.map((id) => (
            <option key={id} value={id}>
              {STATUT_DOSSIER_LABELS[id]}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('filters.dateFrom')} type="date" {...register('dateFrom')} />
      <TextField label={t('filters.dateTo')} type="date" {...register('dateTo')} />
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary">
          {t('filters.apply')}
        </button>
        <button type="button" className="btn" onClick={clear}>
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
}
