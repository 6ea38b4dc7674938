import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { statecharts } from 'virtual:statecharts';
import type { MachineName } from '../../../machines/index';
import styles from './Statecharts.module.css';

/** /statecharts: every lifecycle the platform runs, for analysts to open one (issue 13). */
export function StatechartIndexScreen() {
  const { t } = useTranslation('statecharts');
  return (
    <section aria-labelledby="statecharts-title">
      <h1 id="statecharts-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <ul className={styles.cards}>
        {(Object.entries(statecharts) as Array<[MachineName, (typeof statecharts)[MachineName]]>).map(([name, chart]) => (
          <li key={name} className={`panel ${styles.card}`}>
            <h2 className={styles.cardTitle}>
              <Link to="/statecharts/$machine" params={{ machine: name }}>
                {t(`machines.${name}`)}
              </Link>
            </h2>
            <p>{chart.description}</p>
            <p className={styles.counts}>{t('counts', { states: chart.states, transitions: chart.transitions })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
