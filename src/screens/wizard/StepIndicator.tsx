import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { STEP_SCREENS, type StepScreen, type WizardKind } from '../../../domain/wizard-steps';
import { stepTo } from '../../routes/wizard-paths';
import styles from './StepIndicator.module.css';

interface StepIndicatorProps<W extends WizardKind> {
  wizard: W;
  dossierId: number;
  current: StepScreen<W>;
  /** The screens the wizard guard opens (openScreens): links, but for the current one; the others are plain text. */
  open: ReadonlyArray<StepScreen<W>>;
}

/** Where the user is among the wizard's numbered screens, and which of them they may open. */
export function StepIndicator<W extends WizardKind>({ wizard, dossierId, current, open }: StepIndicatorProps<W>) {
  const { t } = useTranslation('wizard');
  const steps: ReadonlyArray<{ screen: StepScreen<W>; number: number }> = STEP_SCREENS[wizard];
  return (
    <nav aria-label={t('steps.label')} className={styles.nav}>
      <ol className={styles.steps}>
        {steps.map(({ screen, number }) => {
          const isCurrent = screen === current;
          const isOpen = open.includes(screen);
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {number}
              </span>
              <span className={styles.label}>
                <span className="visually-hidden">{t('steps.number', { number })}</span> {t(`steps.${screen}`)}
                {!isOpen && <span className="visually-hidden"> {t('steps.closed')}</span>}
              </span>
            </>
          );
          const state = isCurrent ? styles.current : isOpen ? styles.open : styles.closed;
          return (
            <li key={screen} className={`${styles.step} ${state}`}>
              {isOpen && !isCurrent ? (
                <Link to={stepTo(wizard, screen)} params={{ dossierId: String(dossierId) }} className={styles.link}>
                  {content}
                </Link>
              ) : (
                // The current step is where the user is, not a link to itself (the router would also mark such a link aria-current="page").
                <span className={styles.link} aria-current={isCurrent ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
