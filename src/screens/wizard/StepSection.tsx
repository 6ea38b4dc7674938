import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Step.module.css';

/**
 * A step screen: its heading takes the focus when the step appears, so keyboard and screen-reader users
 * land on the new step instead of on the button that left the previous one.
 */
export function StepSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className={styles.step}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
