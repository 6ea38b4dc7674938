import { useTranslation } from 'react-i18next';
import type { LaidOutChart } from '../../../machines/chart/layout-types';
import { arrowText } from '../../../machines/chart/labels';
import { stateName } from './chart-names';
import styles from './Statecharts.module.css';

/** The state read: its kind, where it sits, its description and the transitions that leave it. */
export function StatePanel({ chart, stateId, onClose }: { chart: LaidOutChart; stateId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('statecharts');
  const state = chart.states.find((s) => s.id === stateId);
  if (!state) return <p className={`panel ${styles.statePanel}`}>{t('state.none')}</p>;
  const outgoing = chart.transitions.filter((tr) => tr.source === state.id);
  // The machine itself is every state's outermost parent: not worth saying.
  const parent = state.parent && chart.states.find((s) => s.id === state.parent)?.parent ? state.parent : null;
  return (
    <section className={`panel ${styles.statePanel}`} aria-labelledby="state-title" aria-live="polite">
      <div className={styles.stateHeader}>
        <h2 id="state-title">{t('state.title', { name: stateName(state.id) })}</h2>
        <button type="button" className="btn" onClick={onClose}>
          {t('state.close')}
        </button>
      </div>
      <p className={styles.stateKind}>
        {t(`state.kind.${state.kind}`)}
        {state.initial ? ` · ${t('drawing.initial')}` : ''}
        {parent ? ` · ${t('state.parent', { name: stateName(parent) })}` : ''}
      </p>
      <p>{state.description}</p>
      {state.tags.length > 0 && <p>{t('state.tags', { tags: state.tags.join(', ') })}</p>}
      <h3>{t('state.outgoing')}</h3>
      {outgoing.length === 0 ? (
        <p>{t('state.noOutgoing')}</p>
      ) : (
        <ul className={styles.outgoing}>
          {outgoing.map((tr) => (
            <li key={tr.id}>
              <code>{arrowText(tr)}</code> → {tr.targets.length > 0 ? tr.targets.map(stateName).join(', ') : t('transitions.stays')}
              <br />
              <span className={styles.outgoingText}>{tr.description}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
