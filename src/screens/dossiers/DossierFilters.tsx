import { useForm, type Resolver } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useTranslation } from 'react-i18next';
import { ALL_STATUTS_DOSSIER, STATUT_DOSSIER_LABELS, type StatutDossierId } from '../../../domain/dossier-status';
import { PLATEFORME_NAMES, Plateforme } from '../../../domain/platforms';
import { CreationPeriodFilter } from '../../../domain/schemas/dossiers';
import { DateField } from '../../forms/DateField';
import { TextField } from '../../forms/TextField';
import { formatDate } from '../../i18n/format';
import type { DossierListSearch } from './list-search';
import styles from './DossierFilters.module.css';
import { FilterForm } from '../../forms/FilterForm';

interface FilterValues {
  reference: string;
  statut: string;
  beneficiaire: string;
  prestataire: string;
  plateforme: string;
  dateFrom: string;
  dateTo: string;
}

type Filters = Pick<DossierListSearch, 'reference' | 'statut' | 'beneficiaire' | 'prestataire' | 'plateforme' | 'dateFrom' | 'dateTo'>;

const EMPTY: FilterValues = { reference: '', statut: '', beneficiaire: '', prestataire: '', plateforme: '', dateFrom: '', dateTo: '' };

/** What the resolver gives: the days read into ISO (or none), the rest as typed. */
type ReadFilters = Omit<FilterValues, 'dateFrom' | 'dateTo'> & { dateFrom?: string; dateTo?: string };

/**
 * Filters of a dossier list: reference, status (among `statuts`) and creation dates, and on the manager desk
 * (`desk`) the beneficiary's and the provider's names and the platform; an impossible period is refused
 * before any request.
 */
export function DossierFilters({
  value,
  statuts = ALL_STATUTS_DOSSIER,
  desk = false,
  onChange,
}: {
  value: Filters;
  statuts?: readonly StatutDossierId[];
  desk?: boolean;
  onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation('dossiers');
  const { register, handleSubmit, reset, formState } = useForm<FilterValues, unknown, ReadFilters>({
    // The period struct is a `type`: reference and statut pass through it untouched.
    resolver: superstructResolver(CreationPeriodFilter, { coerce: true }) as Resolver<FilterValues, unknown, ReadFilters>,
    defaultValues: {
      reference: value.reference ?? '',
      statut: value.statut?.[0] ? String(value.statut[0]) : '',
      beneficiaire: value.beneficiaire ?? '',
      prestataire: value.prestataire ?? '',
      plateforme: value.plateforme ? String(value.plateforme) : '',
      dateFrom: formatDate(value.dateFrom) ?? '',
      dateTo: formatDate(value.dateTo) ?? '',
    },
  });
  const submit = (v: ReadFilters) =>
    onChange({
      reference: v.reference.trim() || undefined,
      statut: v.statut ? [Number(v.statut)] : undefined,
      beneficiaire: v.beneficiaire.trim() || undefined,
      prestataire: v.prestataire.trim() || undefined,
      plateforme: v.plateforme ? Number(v.plateforme) : undefined,
      dateFrom: v.dateFrom,
      dateTo: v.dateTo,
    });
  const clear = () => {
    reset(EMPTY);
    onChange({});
  };
  return (
    <FilterForm label={t('filters.legend')} applyLabel={t('filters.apply')} resetLabel={t('filters.reset')} onSubmit={handleSubmit(submit)} onReset={clear}>
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
      {desk && (
        <>
          <TextField label={t('filters.beneficiaire')} {...register('beneficiaire')} />
          <TextField label={t('filters.prestataire')} {...register('prestataire')} />
          <div className={styles.field}>
            <label htmlFor="filter-plateforme">{t('filters.plateforme')}</label>
            <select id="filter-plateforme" {...register('plateforme')}>
              <option value="">{t('filters.allPlateformes')}</option>
              {Object.values(Plateforme).map((p) => (
                <option key={p.id} value={p.id}>
                  {PLATEFORME_NAMES[p.code]}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      <DateField label={t('filters.dateFrom')} error={formState.errors.dateFrom?.message} {...register('dateFrom')} />
      <DateField label={t('filters.dateTo')} error={formState.errors.dateTo?.message} {...register('dateTo')} />
    </FilterForm>
  );
}
