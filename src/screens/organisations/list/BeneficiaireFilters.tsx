import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATEGORIES_BENEFICIAIRE } from '../../../../domain/organisation-list';
import { SelectField } from '../../../forms/SelectField';
import { TextField } from '../../../forms/TextField';
import type { BeneficiaireListSearch } from './list-search';
import { FilterForm } from '../../../forms/FilterForm';

type Filters = Pick<BeneficiaireListSearch, 'categorie' | 'recherche'>;

interface FilterValues {
  categorie: string;
  recherche: string;
}

/** The list's filters of spec section 2 (SME, project holder, large company, public authority) and a free search. */
export function BeneficiaireFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('organisations');
  const { register, handleSubmit, reset } = useForm<FilterValues>({
    defaultValues: { categorie: value.categorie ?? '', recherche: value.recherche ?? '' },
  });
  const submit = (v: FilterValues) =>
    onChange({
      categorie: (CATEGORIES_BENEFICIAIRE as readonly string[]).includes(v.categorie) ? (v.categorie as Filters['categorie']) : undefined,
      recherche: v.recherche.trim() || undefined,
    });
  const clear = () => {
    reset({ categorie: '', recherche: '' });
    onChange({});
  };
  return (
    <FilterForm label={t('list.filters.legend')} applyLabel={t('list.filters.apply')} resetLabel={t('list.filters.reset')} onSubmit={handleSubmit(submit)} onReset={clear}>
      <SelectField
        label={t('list.filters.categorie')}
        placeholder={t('list.filters.allCategories')}
        options={CATEGORIES_BENEFICIAIRE.map((c) => ({ value: c, label: t(`list.categories.${c}`) }))}
        {...register('categorie')}
      />
      <TextField label={t('list.filters.recherche')} hint={t('list.filters.rechercheHint')} type="search" {...register('recherche')} />
    </FilterForm>
  );
}
