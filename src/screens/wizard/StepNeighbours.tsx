import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { WizardKind } from '../../../domain/wizard-steps';
import type { stepTo } from '../../paths/wizard-paths';
import type { IndicatorStep } from './step-states';
import styles from './StepIndicator.module.css';

interface StepNeighboursProps<W extends WizardKind> {
  steps: ReadonlyArray<IndicatorStep<W>>;
  linkTo: (step: IndicatorStep<W>) => { to: ReturnType<typeof stepTo>; params: { dossierId: string } };
}

/** The step bar on a narrow screen: "Étape 6 sur 10 — Financier", and the steps before and after it. */
export function StepNeighbours<W extends WizardKind>({ steps, linkTo }: StepNeighboursProps<W>) {
  const { t } = useTranslation('wizard');
  const index = steps.findIndex((step) => step.state === 'current');
  const current = steps[index];
  if (!current) return null;
  const neighbour = (step: IndicatorStep<W> | undefined, direction: 'previous' | 'next') => {
    if (!step) return null;
    const content = (
      <>
        {direction === 'previous' && <span aria-hidden="true">←</span>}
        <span className="visually-hidden">{t(`steps.${direction}`)}</span> {t(`steps.${step.screen}`)}
        {step.state === 'completed' && <> <span className="visually-hidden">{t('steps.completed')}</span></>}
        {step.state === 'closed' && <> <span className="visually-hidden">{t('steps.closed')}</span></>}
        {direction === 'next' && <span aria-hidden="true">→</span>}
      </>
    );
    const className = `${styles.neighbour} ${styles[direction]}`;
    return step.isOpen ? (
      <Link {...linkTo(step)} className={className}>
        {content}
      </Link>
    ) : (
      // Done but locked reads as done; only a step not reached yet is dashed.
      <span className={`${className} ${step.state === 'closed' ? styles.unreachable : styles.locked}`}>{content}</span>
    );
  };
  return (
    <div className={styles.compact}>
      <p className={styles.position}>{t('steps.position', { number: current.number, count: steps.length, name: t(`steps.${current.screen}`) })}</p>
      <div className={styles.neighbours}>
        {neighbour(steps[index - 1], 'previous')}
        {neighbour(steps[index + 1], 'next')}
      </div>
    </div>
  );
}
