import { useTranslation } from 'react-i18next';
import { PrestataireChoice } from './PrestataireChoice';
import { PrestataireContacts } from './PrestataireContacts';
import { StepSection } from './StepSection';
import { useWizard } from './WizardContext';

/**
 * Step 3. The provider introducing a dossier names its organisation and its Authority, Reference and
 * Information contacts; a beneficiary chooses the provider the dossier goes to, who completes the rest.
 */
export function PrestataireStep() {
  const { t } = useTranslation('wizard');
  const { wizard } = useWizard();
  return (
    <StepSection title={t('steps.prestataire')} intro={t(`prestataire.intro.${wizard}`)}>
      {wizard === 'introduction' ? <PrestataireContacts /> : <PrestataireChoice />}
    </StepSection>
  );
}
