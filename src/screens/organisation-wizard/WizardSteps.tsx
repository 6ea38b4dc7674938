import { useTranslation } from 'react-i18next';
import { ORGANISATION_WIZARD_STEPS, type OrganisationWizardStep } from '../../../machines/organisationWizard.types';
import styles from './OrganisationWizard.module.css';

/**
 * Where the user is among the five steps; the steps already open (every one before them done) are buttons
 * that go there. A phone shows "Étape 2 sur 5 — Données PME" instead of the row.
 */
export function WizardSteps({ current, furthest, onGoTo }: { current: OrganisationWizardStep; furthest: OrganisationWizardStep; onGoTo: (step: OrganisationWizardStep) => void }) {
  const { t } = useTranslation('organisationWizard');
  const index = ORGANISATION_WIZARD_STEPS.indexOf(current);
  const reach = ORGANISATION_WIZARD_STEPS.indexOf(furthest);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.steps}>
        {ORGANISATION_WIZARD_STEPS.map((step, i) => {
          const state = i === index ? styles.current : i < reach ? styles.done : '';
          return (
            <li key={step} className={state}>
              <button type="button" className={styles.stepButton} disabled={i === index || i > reach} aria-current={i === index ? 'step' : undefined} onClick={() => onGoTo(step)}>
                <span className={styles.number} aria-hidden="true">
                  {i < reach && i !== index ? '✓' : i + 1}
                </span>
                <span>
                  <span className="visually-hidden">{t('steps.number', { number: i + 1 })}</span> {t(`steps.${step}`)}
                  {i < reach && i !== index && <span className="visually-hidden"> {t('steps.completed')}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <p className={styles.progress} aria-hidden="true">
        {t('steps.progress', { number: index + 1, total: ORGANISATION_WIZARD_STEPS.length, name: t(`steps.${current}`) })}
      </p>
    </nav>
  );
}
