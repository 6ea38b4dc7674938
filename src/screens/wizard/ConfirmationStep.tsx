import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
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
      <div className={styles.actions}>
        <Link to="/dossiers/$dossierId/recapitulatif" params={{ dossierId: String(dossier.id) }} className="btn btn-primary">
          {t('confirmation.view')}
        </Link>
        <Link to="/" className="btn">
          {t('confirmation.home')}
        </Link>
      </div>
    </StepSection>
  );
}
