import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Labellisation.module.css';

/**
 * Where the user is among a wizard's steps (spec section 2 numbers them); the current one is announced as such.
 * When the step changes, the new current step takes the focus, so that keyboard and screen-reader users land on
 * it ("Étape 2 sur 4 : Compétences") instead of on the button that left the previous one.
 */
export function StepList<S extends string>({ steps, current }: { steps: readonly S[]; current: S }) {
  const { t } = useTranslation('labellisation');
  const index = steps.indexOf(current);
  const currentItem = useRef<HTMLLIElement>(null);
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current !== index) currentItem.current?.focus();
    shown.current = index;
  }, [index]);
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {steps.map((step, i) => (
        <li
          key={step}
          ref={i === index ? currentItem : undefined}
          tabIndex={i === index ? -1 : undefined}
          className={i === index ? styles.stepCurrent : i < index ? styles.stepDone : undefined}
          aria-current={i === index ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {i < index ? '✓' : i + 1}
          </span>
          <span>
            <span className="visually-hidden">{t('steps.number', { number: i + 1, total: steps.length })} </span>
            {t(`steps.${step}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}
