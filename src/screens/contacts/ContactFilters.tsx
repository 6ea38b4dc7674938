import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_ORIGINS, type ContactOrigin } from '../../../domain/contact-list';
import { CONTACT_SEARCH_MAX_LENGTH } from '../../../domain/schemas/contacts';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import type { ContactListSearch } from './list-search';
import { FilterForm } from '../../forms/FilterForm';

type Filters = Pick<ContactListSearch, 'origine' | 'recherche'>;

interface FilterValues {
  origine: ContactOrigin;
  recherche: string;
}

/** Filters of the contact list: Belgians or foreigners, and free text over name, first name, e-mail and user name. */
export function ContactFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('contacts');
  const { register, handleSubmit, reset } = useForm<FilterValues>({
    defaultValues: { origine: value.origine ?? 'tous', recherche: value.recherche ?? '' },
  });
  const submit = (v: FilterValues) => onChange({ origine: v.origine === 'tous' ? undefined : v.origine, recherche: v.recherche.trim() || undefined });
  const clear = () => {
    reset({ origine: 'tous', recherche: '' });
    onChange({});
  };
  return (
    <FilterForm label={t('filters.legend')} applyLabel={t('filters.apply')} resetLabel={t('filters.reset')} onSubmit={handleSubmit(submit)} onReset={clear}>
      <TextField label={t('filters.recherche')} hint={t('filters.rechercheHint')} type="search" maxLength={CONTACT_SEARCH_MAX_LENGTH} {...register('recherche')} />
      <SelectField label={t('filters.origine')} options={CONTACT_ORIGINS.map((origine) => ({ value: origine, label: t(`filters.${origine}`) }))} {...register('origine')} />
    </FilterForm>
  );
}
