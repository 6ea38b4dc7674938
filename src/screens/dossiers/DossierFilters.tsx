import { useForm, type Resolver } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useTranslation } from 'react-i18next';
import { ALL_STATUTS_DOSSIER, STATUT_DOSSIER_LABELS, type StatutDossierId } from '../../../domain/dossier-status';
import { CreationPeriodFilter } from '../../../domain/schemas/dossiers';
import { DateField } from '../../forms/DateField';
import { TextField } from '../../forms/TextField';
import { formatDate } from '../../i18n/format';
import type { DossierListSearch } from './list-search';
import styles from './DossierFilters.module.css';

interface FilterValues {
  reference: string;
  statut: string;
  dateFrom: string;
  dateTo: string;
}

type Filters = Pick<DossierListSearch, 'reference' | 'statut' | 'dateFrom' | 'dateTo'>;

/** What the resolver gives: the days read into ISO (or none), the rest as typed. */
type ReadFilters = Omit<FilterValues, 'dateFrom' | 'dateTo'> & { dateFrom?: string; dateTo?: string };

/**
 * Filters of a dossier list: reference, status (among `statuts`) and creation dates; an impossible period is
 * refused before any request.
 */
export function DossierFilters({ value, statuts = ALL_STATUTS_DOSSIER, onChange }: { value: Filters; statuts?: readonly StatutDossierId[]; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('dossiers');
  const { register, handleSubmit, reset, formState } = useForm<FilterValues, unknown, ReadFilters>({
    // The period struct is a `type`: reference and statut pass through it untouched.
    resolver: superstructResolver(CreationPeriodFilter, { coerce: true }) as Resolver<FilterValues, unknown, ReadFilters>,
    defaultValues: {
      reference: value.reference ?? '',
      statut: value.statut?.[0] ? String(value.statut[0]) : '',
      dateFrom: formatDate(value.dateFrom) ?? '',
      dateTo: formatDate(value.dateTo) ?? '',
    },
  });
  const submit = (v: ReadFilters) =>
    onChange({
      reference: v.reference.trim() || undefined,
      statut: v.statut ? [Number(v.statut)] : undefined,
      dateFrom: v.dateFrom,
      dateTo: v.dateTo,
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
          {statuts.map((id) => (
            <option key={id} value={id}>
              {STATUT_DOSSIER_LABELS[id]}
            </option>
          ))}
        </select>
      </div>
      <DateField label={t('filters.dateFrom')} error={formState.errors.dateFrom?.message} {...register('dateFrom')} />
      <DateField label={t('filters.dateTo')} error={formState.errors.dateTo?.message} {...register('dateTo')} />
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
