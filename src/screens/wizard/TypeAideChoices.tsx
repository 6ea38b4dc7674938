import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RadioGroupField } from '../../forms/ChoiceList';
import { useTypesAide } from '../../api/wizard/types-aide';
import { formatAmount } from '../../i18n/format';

/** The vouchers of the catalogue, one to choose (setup and step 1). */
export function TypeAideChoices({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation('wizard');
  const typesAide = useTypesAide();
  if (typesAide.isPending) return <p>{t('common:loading')}</p>;
  const choices = (typesAide.data ?? []).map((type) => ({
    value: type.id,
    label: type.libelle,
    detail: (
      <>
        {type.description}
        <br />
        {t('cheque.limits', { maximum: formatAmount(type.montantMaximumParDossier), taux: type.tauxInterventionPublique })}
      </>
    ),
  }));
  return <RadioGroupField legend={t('cheque.typeAide')} choices={choices} registration={registration} error={error} />;
}
