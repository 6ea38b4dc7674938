import { useTranslation } from 'react-i18next';
import type { Eligibility as EligibilityAnswer } from '../../../domain/wire/wizard';
import styles from './Step.module.css';

/** Whether the chosen organisation may take part, and the server's reasons when it may not; announced politely. */
export function Eligibility({ answer, pending }: { answer: EligibilityAnswer | undefined; pending: boolean }) {
  const { t } = useTranslation('wizard');
  return (
    <div aria-live="polite">
      {pending && <p className={styles.muted}>{t('eligibility.checking')}</p>}
      {answer?.eligible && <p className={styles.ok}>{t('eligibility.eligible')}</p>}
      {answer && !answer.eligible && (
        <div className="notice" role="note">
          <strong>{t('eligibility.notEligible')}</strong>
          <ul>
            {answer.motifs.map((motif) => (
              <li key={motif}>{motif}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
