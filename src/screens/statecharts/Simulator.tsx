import { useTranslation } from 'react-i18next';
import type { Simulation, StudioChart } from '../../../machines/chart/layout-types';
import type { ChartNames } from './chart-names';
import styles from './Statecharts.module.css';

/** Where the simulator stands: a snapshot of the walk, and the move that led there (none at the start). */
export interface SimulatorPosition {
  snapshot: number;
  move: number | null;
}

/** The innermost states of a snapshot, which name it. */
const leaves = (active: string[]) => active.filter((id) => !active.some((other) => other.startsWith(`${id}.`)));

/**
 * The simulator (issue 13): start from any snapshot the model tests' walk reached, send one of the events it tried
 * there, and read which transitions were taken and which its guards refused. It steps through what the build
 * computed: nothing runs, no data is touched.
 */
export function Simulator({ chart, position, names, onMove }: { chart: StudioChart; position: SimulatorPosition; names: ChartNames; onMove: (position: SimulatorPosition) => void }) {
  const { t } = useTranslation('statecharts');
  const { simulation } = chart;
  const snapshot = simulation.snapshots[position.snapshot]!;
  const moves = simulation.moves.map((move, index) => ({ move, index })).filter(({ move }) => move.from === position.snapshot);
  const last = position.move === null ? null : simulation.moves[position.move]!;
  const transitionText = (index: number) => {
    const transition = chart.transitions[index]!;
    return `${names.state(transition.source)} — ${names.arrow(transition)}`;
  };
  const ruleOf = (index: number) => chart.transitions[index]!.guardRule;
  // The event by its name (French, or code when asked), then its payload.
  const eventText = (event: Simulation['moves'][number]['event']) => {
    const { type, ...payload } = event;
    const transition = chart.transitions.find((tr) => tr.eventType === type);
    const name = transition ? names.event(transition) : type;
    return Object.keys(payload).length === 0 ? name : `${name} ${JSON.stringify(payload)}`;
  };
  return (
    <section className={`panel ${styles.simulator}`} aria-labelledby="simulator-title">
      <h2 id="simulator-title">{t('simulator.title')}</h2>
      <p>{t('simulator.intro')}</p>
      <label className={styles.search}>
        <span>{t('simulator.start')}</span>
        <select value={position.snapshot} onChange={(event) => onMove({ snapshot: Number(event.target.value), move: null })}>
          {simulation.snapshots.map((s, index) => (
            <option key={index} value={index}>
              {`${leaves(s.active).map(names.state).join(', ')}${index === simulation.initial ? ` (${t('simulator.initial')})` : ` — n° ${index}`}`}
            </option>
          ))}
        </select>
      </label>
      <p aria-live="polite">
        <strong>{t('simulator.active')}</strong> {leaves(snapshot.active).map(names.state).join(', ')}
      </p>
      {last && (
        <div aria-live="polite" data-outcome={last.taken.length > 0 ? 'taken' : last.refused.length > 0 ? 'refused' : 'ignored'} className={last.taken.length > 0 ? styles.lastMove : styles.refusal}>
          <p>
            <strong>{t('simulator.sent', { event: eventText(last.event) })}</strong>
          </p>
          {last.taken.length > 0 ? (
            <p>{t('simulator.taken', { transitions: last.taken.map(transitionText).join(' ; ') })}</p>
          ) : (
            <p>{t(last.refused.length > 0 ? 'simulator.allRefused' : 'simulator.ignored')}</p>
          )}
          {last.refused.length > 0 && (
            <ul>
              {last.refused.map((index) => (
                <li key={index}>
                  {t('simulator.refusedOne', { transition: transitionText(index) })}
                  {ruleOf(index) && <span className={styles.guardRule}>{t('state.rule', { rule: names.text(ruleOf(index)!) })}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <details>
        <summary>{t('simulator.context')}</summary>
        <pre className={styles.context}>{simulation.contexts[snapshot.context]}</pre>
      </details>
      <h3>{t('simulator.events')}</h3>
      {moves.length === 0 ? (
        <p>{t('simulator.noEvents')}</p>
      ) : (
        <ul className={styles.events}>
          {moves.map(({ move, index }) => (
            <li key={index}>
              <button type="button" className="btn" onClick={() => onMove({ snapshot: move.to, move: index })}>
                {names.code ? <code>{eventText(move.event)}</code> : eventText(move.event)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn" onClick={() => onMove({ snapshot: simulation.initial, move: null })}>
        {t('simulator.restart')}
      </button>
    </section>
  );
}
