import { useTranslation } from 'react-i18next';
import { SOUS_TYPE_ORGANISATION_LABELS, type SousTypeOrganisationId } from '../../../domain/organisation-types';
import { AvailableBeneficiairesQuery, SEARCH_CRITERIA_BY_SOUS_TYPE } from '../../../domain/schemas/organisation-search';
import type { AvailableBeneficiairesInput } from '../../api/organisations/available-beneficiaires';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import styles from './Step.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

interface SearchValues {
  sousTypeOrganisationId: string;
  typeRecherche?: string;
  recherche: string;
}

const KINDS = Object.keys(SEARCH_CRITERIA_BY_SOUS_TYPE).map(Number) as SousTypeOrganisationId[];

/**
 * Finds the beneficiary: its kind, then (for a provider) the number that identifies it, by the kind's
 * criteria: company number, national register number, identity document or foreign identification.
 * A beneficiary gets its own organisations of the kind without a criterion.
 */
export function BeneficiaireSearch({ withCriteria, initial, onSearch }: { withCriteria: boolean; initial: AvailableBeneficiairesInput | null; onSearch: (query: AvailableBeneficiairesInput) => void }) {
  const { t } = useTranslation('wizard');
  const kind = initial?.sousTypeOrganisationId ?? KINDS[0]!;
  const { control, register, handleSubmit, watch, setValue, formState } = useSchemaForm<SearchValues, AvailableBeneficiairesQuery>(AvailableBeneficiairesQuery, {
    defaultValues: {
      sousTypeOrganisationId: String(kind),
      typeRecherche: initial?.typeRecherche ?? SEARCH_CRITERIA_BY_SOUS_TYPE[kind as SousTypeOrganisationId][0],
      recherche: initial?.recherche ?? '',
    },
  });
  const criteria = SEARCH_CRITERIA_BY_SOUS_TYPE[Number(watch('sousTypeOrganisationId')) as SousTypeOrganisationId] ?? [];
  const kindField = register('sousTypeOrganisationId', {
    // Each kind has its own criteria: the first one is the likely choice.
    onChange: (event) => setValue('typeRecherche', SEARCH_CRITERIA_BY_SOUS_TYPE[Number(event.target.value) as SousTypeOrganisationId]?.[0]),
  });
  const search = ({ sousTypeOrganisationId, typeRecherche, recherche }: AvailableBeneficiairesQuery) =>
    onSearch(withCriteria ? { sousTypeOrganisationId, typeRecherche, recherche } : { sousTypeOrganisationId });
  return (
    <form role="search" aria-label={t('beneficiaire.search')} className={`${styles.fieldset} ${styles.search}`} onSubmit={handleSubmit(search)} noValidate>
      <ErrorSummary control={control} />
      <div className={styles.grid}>
        <SelectField
          label={t('beneficiaire.kind')}
          options={KINDS.map((id) => ({ value: id, label: SOUS_TYPE_ORGANISATION_LABELS[id] }))}
          error={formState.errors.sousTypeOrganisationId?.message}
          {...kindField}
        />
        {withCriteria && (
          <>
            <SelectField
              label={t('beneficiaire.criterion')}
              options={criteria.map((criterion) => ({ value: criterion, label: t(`beneficiaire.criteria.${criterion}`) }))}
              error={formState.errors.typeRecherche?.message}
              {...register('typeRecherche', { setValueAs: (value: string) => value || undefined })}
            />
            <TextField label={t('beneficiaire.number')} error={formState.errors.recherche?.message} autoComplete="off" {...register('recherche')} />
          </>
        )}
      </div>
      <div>
        <button type="submit" className="btn">
          {withCriteria ? t('beneficiaire.searchButton') : t('beneficiaire.showMine')}
        </button>
      </div>
    </form>
  );
}
