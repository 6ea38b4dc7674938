import { useTranslation } from 'react-i18next';
import { TypeContact } from '../../../domain/contact-types';
import { TypeOrganisation } from '../../../domain/organisation-types';
import { ConfigurePrestatairePayload } from '../../../domain/schemas/wizard';
import { useAvailablePrestataires } from '../../api/organisations/available-prestataires';
import { useConfigurePrestataire } from '../../api/wizard/configure-prestataire';
import { SelectField } from '../../forms/SelectField';
import { contactOptions, dossierContactId, idValue } from './organisation-choices';
import { StepButtons } from './StepButtons';
import { useStepSave } from './useStepSave';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

interface PrestataireValues {
  prestataireOrganisationId: string;
  autoriteContactId: string;
  referenceContactId: string;
  informationContactId: string;
  version: number;
}

const ROLES = [
  { field: 'autoriteContactId', type: TypeContact.AUTORITE },
  { field: 'referenceContactId', type: TypeContact.REFERENCE },
  { field: 'informationContactId', type: TypeContact.INFORMATION },
] as const;

/** The introduction's provider: the caller's provider organisation (prefilled) and its three mandatory contacts. */
export function PrestataireContacts() {
  const { t } = useTranslation('wizard');
  const { dossier } = useWizard();
  const prestataires = useAvailablePrestataires(dossier.id);
  const own = prestataires.data ?? [];
  const contactOf = (type: (typeof ROLES)[number]['type']) => dossierContactId(dossier, TypeOrganisation.PRESTATAIRE, type);
  const { control, register, handleSubmit, setError, watch, formState } = useSchemaForm<PrestataireValues, ConfigurePrestatairePayload>(ConfigurePrestatairePayload, {
    values: {
      // The dossier's provider, or the caller's only provider organisation.
      prestataireOrganisationId: idValue(dossier.prestataire?.id ?? (own.length === 1 ? own[0]!.id : null)),
      autoriteContactId: contactOf(TypeContact.AUTORITE),
      referenceContactId: contactOf(TypeContact.REFERENCE),
      informationContactId: contactOf(TypeContact.INFORMATION),
      version: dossier.version,
    },
  });
  const configure = useConfigurePrestataire(dossier.id);
  const { busy, run } = useStepSave(setError, ['prestataireOrganisationId', ...ROLES.map((r) => r.field)]);
  const organisation = own.find((o) => o.id === Number(watch('prestataireOrganisationId')));
  if (prestataires.isPending) return <p>{t('common:loading')}</p>;
  return (
    <form className={styles.form} onSubmit={handleSubmit((payload) => run(() => configure.mutateAsync(payload)))} noValidate>
      <ErrorSummary control={control} />
      <SelectField
        label={t('prestataire.organisation')}
        placeholder={t('choose')}
        options={own.map((o) => ({ value: o.id, label: o.nom }))}
        error={formState.errors.prestataireOrganisationId?.message}
        {...register('prestataireOrganisationId')}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('prestataire.contacts')}</legend>
        <div className={styles.grid}>
          {ROLES.map(({ field, type }) => (
            <SelectField
              key={field}
              label={t(`prestataire.${field}`)}
              placeholder={t('choose')}
              options={organisation ? contactOptions(organisation.contacts, type) : []}
              error={formState.errors[field]?.message}
              {...register(field)}
            />
          ))}
        </div>
      </fieldset>
      <StepButtons busy={busy} formState={formState} />
    </form>
  );
}
