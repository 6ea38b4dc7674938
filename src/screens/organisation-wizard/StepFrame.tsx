import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './OrganisationWizard.module.css';

/** A step's heading, intro, the server's last refusal if it sent the user back here, and its content. */
export function StepFrame({ step, refusal, children }: { step: string; refusal: string | null; children: ReactNode }) {
  const { t } = useTranslation('organisationWizard');
  return (
    <section className={styles.step} aria-labelledby="organisation-step-title">
      <h2 id="organisation-step-title" tabIndex={-1}>
        {t(`steps.${step}`)}
      </h2>
      <p className={styles.intro}>{t(`${step}.intro`)}</p>
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
      {children}
    </section>
  );
}

/** "Précédent" (when there is a step before) and the step's submit. */
export function StepButtons({ onPrevious, submitLabel, busy = false }: { onPrevious?: () => void; submitLabel?: string; busy?: boolean }) {
  const { t } = useTranslation('organisationWizard');
  return (
    <div className={styles.buttons}>
      {onPrevious && (
        <button type="button" className="btn" onClick={onPrevious}>
          {t('buttons.previous')}
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
        {submitLabel ?? t('buttons.continue')}
      </button>
    </div>
  );
}
