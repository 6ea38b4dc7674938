import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EtapeEncodageId } from '../../../domain/encoding-steps';
import type { StepScreen, WizardKind } from '../../../domain/wizard-steps';
import { stepTo } from '../../paths/wizard-paths';
import { StepNeighbours } from './StepNeighbours';
import { indicatorSteps, type IndicatorStep } from './step-states';
import styles from './StepIndicator.module.css';

interface StepIndicatorProps<W extends WizardKind> {
  wizard: W;
  dossierId: number;
  current: StepScreen<W>;
  /** The screens the wizard guard opens (openScreens): links, but for the current one; the others are plain text. */
  open: ReadonlyArray<StepScreen<W>>;
  /** The dossier's saved step: the steps before the screen it resumes at are done. */
  saved: EtapeEncodageId;
}

const STATE_CLASS = { current: styles.current, completed: styles.completed, open: styles.open, closed: styles.closed };

/**
 * Where the user is among the wizard's numbered screens, which are done and which they may open. Wide
 * screens show the whole bar; narrow ones "Étape 6 sur 10 — Financier" between the previous and next steps
 * (the stylesheet shows one or the other).
 */
export function StepIndicator<W extends WizardKind>({ wizard, dossierId, current, open, saved }: StepIndicatorProps<W>) {
  const { t } = useTranslation('wizard');
  const steps = indicatorSteps(wizard, current, open, saved);
  const link = (step: IndicatorStep<W>) => ({ to: stepTo(wizard, step.screen), params: { dossierId: String(dossierId) } });
  return (
    <nav aria-label={t('steps.label')} className={styles.nav}>
      <ol className={styles.steps}>
        {steps.map((step) => {
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {step.state === 'completed' ? '✓' : step.number}
              </span>
              <span className={styles.label}>
                <span className="visually-hidden">{t('steps.number', { number: step.number })}</span> {t(`steps.${step.screen}`)}
                {step.state === 'completed' && <> <span className="visually-hidden">{t('steps.completed')}</span></>}
                {step.state === 'closed' && <> <span className="visually-hidden">{t('steps.closed')}</span></>}
              </span>
            </>
          );
          return (
            <li key={step.screen} className={`${styles.step} ${STATE_CLASS[step.state]}`}>
              {step.isOpen && step.state !== 'current' ? (
                <Link {...link(step)} className={styles.link}>
                  {content}
                </Link>
              ) : (
                // The current step is where the user is, not a link to itself (the router would also mark such a link aria-current="page").
                <span className={styles.link} aria-current={step.state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <StepNeighbours steps={steps} linkTo={link} />
    </nav>
  );
}
