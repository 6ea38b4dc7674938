import { useForm, type Resolver } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useTranslation } from 'react-i18next';
import { CreationPeriodFilter } from '../../../domain/schemas/dossiers';
import { DateField } from '../../forms/DateField';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import styles from './EmailHistory.module.css';
import { FilterForm } from '../../forms/FilterForm';

export interface EmailSearch {
  organisationId?: number;
  recherche?: string;
  dateFrom?: string;
  dateTo?: string;
}

interface FilterValues {
  organisationId: string;
  recherche: string;
  dateFrom: string;
  dateTo: string;
}

/** What the resolver gives: the days read into ISO (or none), the rest as typed. */
type ReadFilters = Omit<FilterValues, 'dateFrom' | 'dateTo'> & { dateFrom?: string; dateTo?: string };

const EMPTY: FilterValues = { organisationId: '', recherche: '', dateFrom: '', dateTo: '' };

/**
 * Whose e-mails (one's own, or an organisation's for its Authority: applied at once), a text and a period
 * typed jj/mm/aaaa like the dossier list's; an impossible period is refused before any request.
 */
export function EmailFilters({ organisations, onChange }: { organisations: ReadonlyArray<{ id: number; nom: string }>; onChange: (search: EmailSearch) => void }) {
  const { t } = useTranslation('emails');
  const { register, handleSubmit, reset, getValues, formState } = useForm<FilterValues, unknown, ReadFilters>({
    // The period struct is a `type`: the other fields pass through it untouched.
    resolver: superstructResolver(CreationPeriodFilter, { coerce: true }) as Resolver<FilterValues, unknown, ReadFilters>,
    defaultValues: EMPTY,
  });
  const submit = (v: ReadFilters) =>
    onChange({
      ...(v.organisationId ? { organisationId: Number(v.organisationId) } : {}),
      ...(v.recherche.trim() ? { recherche: v.recherche.trim() } : {}),
      ...(v.dateFrom ? { dateFrom: v.dateFrom } : {}),
      ...(v.dateTo ? { dateTo: v.dateTo } : {}),
    });
  // Clearing the filters keeps whose e-mails are shown: that choice is not a filter.
  const clear = () => {
    const organisationId = getValues('organisationId');
    reset({ ...EMPTY, organisationId });
    onChange(organisationId ? { organisationId: Number(organisationId) } : {});
  };
  return (
    <FilterForm label={t('filters')} applyLabel={t('apply')} resetLabel={t('reset')} onSubmit={handleSubmit(submit)} onReset={clear}>
      {organisations.length > 0 && (
        <div className={styles.whose}>
          <SelectField
            label={t('whose')}
            hint={t('whoseHint')}
            options={[{ value: '', label: t('mine') }, ...organisations.map((o) => ({ value: String(o.id), label: t('ofOrganisation', { nom: o.nom }) }))]}
            {...register('organisationId', { onChange: () => void handleSubmit(submit)() })}
          />
        </div>
      )}
      <TextField label={t('search')} hint={t('searchHint')} type="search" {...register('recherche')} />
      <DateField label={t('dateFrom')} error={formState.errors.dateFrom?.message} {...register('dateFrom')} />
      <DateField label={t('dateTo')} error={formState.errors.dateTo?.message} {...register('dateTo')} />
    </FilterForm>
  );
}
