import { useTranslation } from 'react-i18next';
import { DossierOrHomeLinks } from '../../layout/DossierOrHomeLinks';
import { StepSection } from './StepSection';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';

/** The last step: the dossier left introduction (submitted by the provider); every other screen now sends here. */
export function ConfirmationStep() {
  const { t } = useTranslation('wizard');
  const { wizard, dossier } = useWizard();
  return (
    <StepSection title={t('steps.confirmation')}>
      <div className={styles.confirmation} role="status">
        <p className={styles.ok}>{t(`confirmation.${wizard}`, { reference: dossier.reference })}</p>
        <p>{t('confirmation.statut', { statut: dossier.statut })}</p>
      </div>
      <DossierOrHomeLinks dossierId={dossier.id} toDossier={t('confirmation.view')} toHome={t('confirmation.home')} className={styles.actions} />
    </StepSection>
  );
}
