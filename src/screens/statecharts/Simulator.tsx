import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import type { MachineName } from '../../../machines/index';
import type { LaidOutChart } from '../../../machines/chart/layout-types';
import type { LiveStep } from './live-simulation';
import type { ChartNames } from './chart-names';
import { PayloadEditor } from './PayloadEditor';
import styles from './Statecharts.module.css';

/** What the drawing marks while simulating: the states the machine is in, and the transitions the last event took. */
export interface SimulatedMarks {
  current: Set<string>;
  taken: string[];
}

/** One position of the simulation: the snapshot, and the event and step that led there (none at the start). */
interface Position {
  snapshot: AnyMachineSnapshot;
  event: AnyEventObject | null;
  step: LiveStep | null;
}

/** The innermost states, which name a snapshot. */
const leaves = (active: string[]) => active.filter((id) => !active.some((other) => other.startsWith(`${id}.`)));

const loadRuntime = () => import('./live-simulation');

/**
 * The live simulator (issue 31): the real machine runs in the browser, host effects inert. Any event of the machine
 * may be sent, its payload edited field by field (dates, amounts, the caller's right and contact type), starting
 * from the model tests' example; its guards answer live, and a refusal is shown as one, with each guard's rule.
 * Step back and start again; from a dossier, start from the state it is in.
 */
export function Simulator({ name, chart, names, start, onMarks }: { name: MachineName; chart: LaidOutChart; names: ChartNames; start: { value: StateValue; label: string } | null; onMarks: (marks: SimulatedMarks) => void }) {
  const { t } = useTranslation('statecharts');
  const runtime = useQuery({ queryKey: ['statechart-simulator'], queryFn: loadRuntime, staleTime: Infinity });
  if (runtime.isError) return <p role="alert">{t('simulator.loadFailed')}</p>;
  if (!runtime.data) return <p role="status">{t('simulator.loading')}</p>;
  return <LiveSimulator key={JSON.stringify(start?.value ?? null)} runtime={runtime.data} name={name} chart={chart} names={names} start={start} onMarks={onMarks} />;
}

function LiveSimulator({ runtime, name, chart, names, start, onMarks }: { runtime: Awaited<ReturnType<typeof loadRuntime>>; name: MachineName; chart: LaidOutChart; names: ChartNames; start: { value: StateValue; label: string } | null; onMarks: (marks: SimulatedMarks) => void }) {
  const { t } = useTranslation('statecharts');
  const fieldId = useId();
  // Opened, the simulator takes the focus: on a phone it sits a screen away from the buttons that open it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const first = useMemo<Position>(() => ({ snapshot: runtime.startSnapshot(name, start?.value), event: null, step: null }), [runtime, name, start]);
  const [history, setHistory] = useState<Position[]>([first]);
  const position = history.at(-1)!;
  const active = useMemo(() => runtime.activeIds(name, position.snapshot), [runtime, name, position]);
  useEffect(() => {
    onMarks({ current: new Set(active), taken: position.step?.taken ?? [] });
  }, [active, position, onMarks]);

  // Every event of the machine, those an active state listens to first; each named by one of its transitions.
  const byType = useMemo(() => new Map(chart.transitions.filter((tr) => tr.eventType !== '').map((tr) => [tr.eventType, tr])), [chart]);
  const listened = runtime.listenedTypes(position.snapshot);
  const types = [...byType.keys()];
  const [type, setType] = useState(() => types.find((candidate) => listened.has(candidate)) ?? types[0]!);
  const examples = useMemo(() => runtime.eventExamples(name, position.snapshot, type), [runtime, name, position, type]);
  const [example, setExample] = useState(0);
  const [event, setEvent] = useState<AnyEventObject>(examples[0]!);
  const choose = (next: string) => {
    setType(next);
    setExample(0);
    setEvent(runtime.eventExamples(name, position.snapshot, next)[0]!);
  };
  const send = () => {
    const step = runtime.sendEvent(name, position.snapshot, event);
    setHistory([...history, { snapshot: step.after, event, step }]);
  };

  const byId = new Map(chart.transitions.map((tr) => [tr.id, tr]));
  const transitionText = (id: string) => {
    const transition = byId.get(id);
    return transition ? `${names.state(transition.source)} — ${names.arrow(transition)}` : id;
  };
  const eventName = (eventType: string) => {
    const named = byType.get(eventType);
    return named ? names.event(named) : eventType;
  };
  const option = (eventType: string) => (
    <option key={eventType} value={eventType}>
      {eventName(eventType)}
    </option>
  );
  const { step } = position;
  return (
    <section className={`panel ${styles.simulator}`} aria-labelledby="simulator-title">
      <h2 id="simulator-title" ref={heading} tabIndex={-1}>{t('simulator.title')}</h2>
      <p>{t('simulator.intro')}</p>
      <p>{start ? t('simulator.fromDossier', { dossier: start.label }) : t('simulator.fromInitial')}</p>
      <p aria-live="polite">
        <strong>{t('simulator.active')}</strong> {leaves(active).map(names.state).join(', ')}
        {position.snapshot.status === 'done' && ` (${t('simulator.done')})`}
      </p>
      {step && position.event && (
        <div aria-live="polite" data-outcome={step.error ? 'error' : step.outcome} className={step.outcome === 'taken' ? styles.lastMove : styles.refusal}>
          <p>
            <strong>{t('simulator.sent', { event: eventName(position.event.type) })}</strong>
          </p>
          {step.error ? (
            <p>{t('simulator.failed', { error: step.error })}</p>
          ) : step.outcome === 'taken' ? (
            <p>{t('simulator.taken', { transitions: step.taken.map(transitionText).join(' ; ') })}</p>
          ) : (
            <p>{t(step.outcome === 'refused' ? 'simulator.allRefused' : 'simulator.ignored')}</p>
          )}
          {step.refused.length > 0 && (
            <ul>
              {step.refused.map((id) => {
                const rule = byId.get(id)?.guardRule;
                return (
                  <li key={id}>
                    {t('simulator.refusedOne', { transition: transitionText(id) })}
                    {rule && <span className={styles.guardRule}>{t('state.rule', { rule: names.text(rule) })}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <form
        className={styles.simulatorForm}
        aria-labelledby="simulator-send"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          send();
        }}
      >
        <h3 id="simulator-send">{t('simulator.events')}</h3>
        {/* Labels by id, not wrapping their list: a wrapping label's text would hold every option's text too. */}
        <div className={styles.payloadField}>
          <label htmlFor={`${fieldId}-event`}>{t('simulator.event')}</label>
          <select id={`${fieldId}-event`} value={type} onChange={(changed) => choose(changed.target.value)}>
            <optgroup label={t('simulator.listened')}>{types.filter((candidate) => listened.has(candidate)).map(option)}</optgroup>
            <optgroup label={t('simulator.notListened')}>{types.filter((candidate) => !listened.has(candidate)).map(option)}</optgroup>
          </select>
        </div>
        {examples.length > 1 && (
          <div className={styles.payloadField}>
            <label htmlFor={`${fieldId}-example`}>{t('simulator.example')}</label>
            <select
              id={`${fieldId}-example`}
              value={example}
              onChange={(changed) => {
                setExample(Number(changed.target.value));
                setEvent(examples[Number(changed.target.value)]!);
              }}
            >
              {examples.map((_, index) => (
                <option key={index} value={index}>
                  {t('simulator.exampleN', { n: index + 1 })}
                </option>
              ))}
            </select>
          </div>
        )}
        <PayloadEditor key={`${type}|${example}|${history.length}`} event={event} code={names.code} onChange={setEvent} />
        <button type="submit" className="btn btn-primary">
          {t('simulator.send')}
        </button>
      </form>
      <details>
        <summary>{t('simulator.context')}</summary>
        <pre className={styles.context}>{JSON.stringify(position.snapshot.context ?? null, null, 1)}</pre>
      </details>
      <div className={styles.simulatorTools}>
        <button type="button" className="btn" disabled={history.length === 1} onClick={() => setHistory(history.slice(0, -1))}>
          {t('simulator.back')}
        </button>
        <button type="button" className="btn" disabled={history.length === 1} onClick={() => setHistory([first])}>
          {t('simulator.restart')}
        </button>
      </div>
    </section>
  );
}
