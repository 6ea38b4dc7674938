import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STATUT_DOSSIER_LABELS } from '../../../domain/dossier-status';
import { ENGAGED_STATUTS } from '../../../domain/financing';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import type { ChequeListSearch } from './cheque-search';
import { FilterForm } from '../../forms/FilterForm';

type Filters = Pick<ChequeListSearch, 'beneficiaire' | 'statut'>;

interface FilterValues {
  beneficiaire: string;
  statut: string;
}

/** The statuses a voucher is engaged in: the only ones the list can show. */
const ENGAGED_OPTIONS = ENGAGED_STATUTS.map((id) => ({ value: String(id), label: STATUT_DOSSIER_LABELS[id] }));

/** The cheque list's filters: part of the beneficiary's name, and the dossier's status. */
export function ChequeFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('cheques');
  const { register, handleSubmit, reset } = useForm<FilterValues>({
    defaultValues: { beneficiaire: value.beneficiaire ?? '', statut: value.statut?.[0] ? String(value.statut[0]) : '' },
  });
  const submit = (v: FilterValues) => onChange({ beneficiaire: v.beneficiaire.trim() || undefined, statut: v.statut ? [Number(v.statut)] : undefined });
  const clear = () => {
    reset({ beneficiaire: '', statut: '' });
    onChange({});
  };
  return (
    <FilterForm label={t('filters.legend')} applyLabel={t('filters.apply')} resetLabel={t('filters.reset')} onSubmit={handleSubmit(submit)} onReset={clear}>
      <TextField label={t('filters.beneficiaire')} type="search" {...register('beneficiaire')} />
      <SelectField label={t('filters.statut')} placeholder={t('filters.allStatuts')} options={ENGAGED_OPTIONS} {...register('statut')} />
    </FilterForm>
  );
}
