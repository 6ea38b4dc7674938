import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from '@tanstack/react-router';
import { TypeContact } from '../../../domain/contact-types';
import { SousTypeOrganisation, TypeOrganisation } from '../../../domain/organisation-types';
import { ConfigureBeneficiairePayload } from '../../../domain/schemas/wizard';
import type { OrganisationChoice } from '../../../domain/wire/wizard';
import type { DossierDetail } from '../../api/dossiers/types';
import { useAvailableBeneficiaires, type AvailableBeneficiairesInput } from '../../api/organisations/available-beneficiaires';
import { useBeneficiaireEligibility } from '../../api/organisations/beneficiaire-eligibility';
import { useConfigureBeneficiaire } from '../../api/wizard/configure-beneficiaire';
import { RadioGroupField } from '../../forms/ChoiceList';
import { SelectField, type SelectOption } from '../../forms/SelectField';
import { AddCompanyOffer } from './AddCompanyOffer';
import { BeneficiaireSearch } from './BeneficiaireSearch';
import type { WizardStepSearch } from './step-search';
import { Eligibility } from './Eligibility';
import { addressLabel, contactOptions, dossierContactId, idValue } from './organisation-choices';
import { StepButtons } from './StepButtons';
import { StepSection } from './StepSection';
import { useStepSave } from './useStepSave';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';
import { formatBce } from '../../i18n/format';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

interface BeneficiaireValues {
  beneficiaireOrganisationId: string;
  uniteEtablissementId: string;
  autoriteContactId: string;
  version: number;
}

/** Coming back to the step, the search that finds the chosen beneficiary again (or the one just added from here). */
function searchOfDossier(withCriteria: boolean, { beneficiaire }: DossierDetail, added: WizardStepSearch): AvailableBeneficiairesInput | null {
  if (withCriteria && added.beneficiaireAjoute && added.bce) return { sousTypeOrganisationId: SousTypeOrganisation.ENTREPRISE, typeRecherche: 'bce', recherche: added.bce };
  if (!beneficiaire?.SousTypeOrganisationId) return null;
  const sousTypeOrganisationId = beneficiaire.SousTypeOrganisationId;
  if (!withCriteria) return { sousTypeOrganisationId };
  if (beneficiaire.NumeroBCE) return { sousTypeOrganisationId, typeRecherche: 'bce', recherche: beneficiaire.NumeroBCE };
  return null;
}

const organisationDetail = (organisation: OrganisationChoice) => [formatBce(organisation.NumeroBCE) ?? organisation.NumeroIdentification, organisation.nace.join(', ')].filter(Boolean).join(' · ');

/** Step 2: the beneficiary, its establishment unit and its Authority contact; eligibility is shown as they are chosen. */
export function BeneficiaireStep() {
  const { t } = useTranslation('wizard');
  const { wizard, dossier } = useWizard();
  // A provider searches the beneficiary; a beneficiary picks among its own organisations.
  const withCriteria = wizard === 'introduction';
  const added = useSearch({ strict: false }) as WizardStepSearch;
  const [query, setQuery] = useState(() => searchOfDossier(withCriteria, dossier, added));
  const results = useAvailableBeneficiaires(query ?? { sousTypeOrganisationId: 0 }, { enabled: query !== null });
  const { control, register, handleSubmit, setError, setValue, getValues, watch, formState } = useSchemaForm<BeneficiaireValues, ConfigureBeneficiairePayload>(ConfigureBeneficiairePayload, {
    values: {
      beneficiaireOrganisationId: idValue(added.beneficiaireAjoute ?? dossier.beneficiaire?.id),
      uniteEtablissementId: idValue(dossier.uniteEtablissement?.id),
      autoriteContactId: dossierContactId(dossier, TypeOrganisation.BENEFICIAIRE, TypeContact.AUTORITE),
      version: dossier.version,
    },
  });
  const configure = useConfigureBeneficiaire(dossier.id);
  const { busy, run } = useStepSave(setError, ['beneficiaireOrganisationId', 'uniteEtablissementId', 'autoriteContactId']);
  const organisationId = Number(watch('beneficiaireOrganisationId')) || null;
  const uniteId = Number(watch('uniteEtablissementId')) || null;
  const organisation = results.data?.find((o) => o.id === organisationId);
  const eligibility = useBeneficiaireEligibility(organisationId, uniteId);
  const units = organisation?.unitesEtablissement.map((u) => ({ value: u.id, label: addressLabel(u) })) ?? [];
  const authorities = organisation ? contactOptions(organisation.contacts, TypeContact.AUTORITE) : [];

  useEffect(() => {
    // A unit or an Authority of another organisation no longer applies; an only one is the obvious choice.
    const keep = (field: 'uniteEtablissementId' | 'autoriteContactId', options: readonly SelectOption[]) => {
      if (!options.some((option) => String(option.value) === getValues(field))) setValue(field, options.length === 1 ? String(options[0]!.value) : '');
    };
    if (!organisation) return;
    keep('uniteEtablissementId', units);
    keep('autoriteContactId', authorities);
  }, [organisation]);

  return (
    <StepSection title={t('steps.beneficiaire')} intro={t(`beneficiaire.intro.${wizard}`)}>
      {dossier.beneficiaire && <p>{t('beneficiaire.current', { nom: dossier.beneficiaire.nom })}</p>}
      <BeneficiaireSearch withCriteria={withCriteria} initial={query} onSearch={setQuery} />
      <form className={styles.form} onSubmit={handleSubmit((payload) => run(() => configure.mutateAsync(payload)))} noValidate aria-label={t('steps.beneficiaire')}>
        <ErrorSummary control={control} />
        <div aria-live="polite">
          {results.isFetching && <p className={styles.muted}>{t('search.searching')}</p>}
          {results.data?.length === 0 && <p>{t('search.none')}</p>}
          {results.data?.length === 0 && query && <AddCompanyOffer query={query} dossierId={dossier.id} />}
        </div>
        {results.data && results.data.length > 0 && (
          <RadioGroupField
            legend={t('beneficiaire.organisation')}
            choices={results.data.map((o) => ({ value: o.id, label: o.nom, detail: organisationDetail(o) }))}
            registration={register('beneficiaireOrganisationId')}
            error={formState.errors.beneficiaireOrganisationId?.message}
          />
        )}
        {!results.data && formState.errors.beneficiaireOrganisationId && <p className={styles.error} role="alert">{t('beneficiaire.searchFirst')}</p>}
        {organisationId !== null && <Eligibility answer={eligibility.data} pending={eligibility.isFetching} />}
        {organisation && (
          <div className={styles.grid}>
            <SelectField label={t('beneficiaire.unite')} placeholder={t('choose')} options={units} error={formState.errors.uniteEtablissementId?.message} {...register('uniteEtablissementId')} />
            <SelectField label={t('beneficiaire.autorite')} placeholder={t('choose')} options={authorities} error={formState.errors.autoriteContactId?.message} {...register('autoriteContactId')} />
          </div>
        )}
        <StepButtons busy={busy} formState={formState} />
      </form>
    </StepSection>
  );
}
