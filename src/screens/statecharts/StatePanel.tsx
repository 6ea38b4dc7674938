import { useTranslation } from 'react-i18next';
import type { ChartTransition } from '../../../machines/chart/describe';
import type { LaidOutChart } from '../../../machines/chart/layout-types';
import type { ChartNames } from './chart-names';
import { inheritedTransitions } from './chart-inheritance';
import styles from './Statecharts.module.css';

/** One transition as the panel lists it: its arrow, its target, its guard's rule and its description. */
function TransitionItem({ transition, names }: { transition: ChartTransition; names: ChartNames }) {
  const { t } = useTranslation('statecharts');
  return (
    <li>
      <code>{names.arrow(transition)}</code> → {transition.targets.length > 0 ? transition.targets.map(names.state).join(', ') : t('transitions.stays')}
      {transition.guardRule && (
        <>
          <br />
          <span className={styles.guardRule}>{t('state.rule', { rule: names.text(transition.guardRule) })}</span>
        </>
      )}
      <br />
      <span className={styles.outgoingText}>{names.text(transition.description)}</span>
    </li>
  );
}

/** The state read: its kind, where it sits, its description, its effects, and the transitions that leave it or its parents. */
export function StatePanel({ chart, stateId, names, onClose }: { chart: LaidOutChart; stateId: string | undefined; names: ChartNames; onClose: () => void }) {
  const { t } = useTranslation('statecharts');
  const state = chart.states.find((s) => s.id === stateId);
  if (!state) return <p className={`panel ${styles.statePanel}`}>{t('state.none')}</p>;
  const outgoing = chart.transitions.filter((tr) => tr.source === state.id);
  const inherited = inheritedTransitions(chart, state.id);
  // The machine itself is every state's outermost parent: not worth saying.
  const parent = state.parent && chart.states.find((s) => s.id === state.parent)?.parent ? state.parent : null;
  return (
    <section className={`panel ${styles.statePanel}`} aria-labelledby="state-title" aria-live="polite">
      <div className={styles.stateHeader}>
        <h2 id="state-title">{t('state.title', { name: names.state(state.id) })}</h2>
        <button type="button" className="btn" onClick={onClose}>
          {t('state.close')}
        </button>
      </div>
      <p className={styles.stateKind}>
        {t(`state.kind.${state.kind}`)}
        {state.initial ? ` · ${t('drawing.initial')}` : ''}
        {parent ? ` · ${t('state.parent', { name: names.state(parent) })}` : ''}
      </p>
      <p>{names.text(state.description)}</p>
      {/* Code names (tags, actions) only when the analyst asks for them. */}
      {names.code && state.tags.length > 0 && <p>{t('state.tags', { tags: state.tags.join(', ') })}</p>}
      {state.effects.length > 0 && (
        <>
          <h3>{t('state.effects')}</h3>
          <ul className={styles.outgoing}>
            {state.effects.map((effect) => (
              <li key={`${effect.kind}-${effect.name}`} data-effect={effect.name}>
                {t(`effects.${effect.kind}Long`)} : {names.code ? <code>{effect.name}</code> : names.text(effect.label)}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('state.outgoing')}</h3>
      {outgoing.length === 0 ? (
        <p>{t('state.noOutgoing')}</p>
      ) : (
        <ul className={styles.outgoing}>
          {outgoing.map((tr) => (
            <TransitionItem key={tr.id} transition={tr} names={names} />
          ))}
        </ul>
      )}
      {inherited.length > 0 && (
        <>
          <h3>{t('state.inherited')}</h3>
          {inherited.map(({ from, transitions }) => (
            <div key={from}>
              <p className={styles.stateKind}>{t('state.inheritedFrom', { name: from === chart.id ? t('state.machine') : names.state(from) })}</p>
              <ul className={styles.outgoing}>
                {transitions.map((tr) => (
                  <TransitionItem key={tr.id} transition={tr} names={names} />
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
