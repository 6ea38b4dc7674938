import { useMemo, useRef, useState } from 'react';
import type { StateValue } from 'xstate';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { statechartSettingsQuery } from '../../api/platform/statechart-settings';
import { useTranslation } from 'react-i18next';
import { statecharts } from 'virtual:statecharts';
import type { MachineName } from '../../../machines/index';
import type { LaidOutChart } from '../../../machines/chart/layout-types';
import { dossierDetailQuery } from '../../api/dossiers/detail';
import { saveBlob } from '../../api/documents/download';
import { formatNumber } from '../../i18n/format';
import { DrawingViewport } from './DrawingViewport';
import { DossierLifecycle } from './DossierLifecycle';
import { NO_MARKS, StatechartDrawing, type DrawingMarks } from './StatechartDrawing';
import { StatePanel } from './StatePanel';
import { Simulator, type SimulatedMarks } from './Simulator';
import { TransitionTable } from './TransitionTable';
import { RuleChanges } from './RuleChanges';
import { searchChart } from './chart-search';
import { chartNames } from './chart-names';
import { toScxml } from '../../../machines/chart/scxml';
import { toXStateJson } from '../../../machines/chart/xstate-json';
import { toMermaid } from '../../../machines/chart/mermaid';
import { dossierMarks } from './dossier-lifecycle';
import { replayDossierHistory, statusChanges } from '../../../machines/dossierStatus.replay';
import { dossierStateValue } from '../../../machines/dossierStatus.state';
import styles from './Statecharts.module.css';

const route = getRouteApi('/app/statecharts/$machine');
/** Zoom limits, and the step of each button press or Ctrl + wheel notch. */
const MIN_SCALE = 0.1;
const MAX_SCALE = 2.5;
const ZOOM_STEP = 1.25;
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

const isMachineName = (name: string): name is MachineName => Object.hasOwn(statecharts, name);

/** /statecharts/{machine}: one machine drawn, searchable, its states readable one by one; from a dossier, where it stands. */
export function StatechartScreen() {
  const { t } = useTranslation('statecharts');
  const { machine } = route.useParams();
  const known = isMachineName(machine);
  const chart = useQuery({ queryKey: ['statechart', machine], queryFn: () => statecharts[machine as MachineName].load(), enabled: known, staleTime: Infinity });
  if (!known) {
    return (
      <section>
        <h1>{t('title')}</h1>
        <p role="alert">{t('notFound')}</p>
        <Link to="/statecharts">{t('back')}</Link>
      </section>
    );
  }
  if (chart.isError) return <p role="alert">{t('loadFailed')}</p>;
  if (!chart.data) return <p role="status">{t('loading')}</p>;
  return <Statechart name={machine} chart={chart.data} />;
}

function Statechart({ name, chart }: { name: MachineName; chart: LaidOutChart }) {
  const { t } = useTranslation('statecharts');
  const { dossier: dossierId, etat } = route.useSearch();
  const navigate = route.useNavigate();
  const [query, setQuery] = useState('');
  // Null until the viewport is measured: the chart then opens fitted to it.
  const [scale, setScale] = useState<number | null>(null);
  const [fitScale, setFitScale] = useState(1);
  const [codeNames, setCodeNames] = useState(false);
  const settings = useQuery(statechartSettingsQuery);
  const title = t(`machines.${name}`);
  const names = useMemo(() => chartNames(chart, codeNames, settings.data ?? {}, title), [chart, codeNames, settings.data, title]);
  // The simulator, when on: from the machine's start or from the dossier's state; what it marks on the drawing.
  const [simulated, setSimulated] = useState<{ start: { value: StateValue; label: string } | null } | null>(null);
  const [simulatedMarks, setSimulatedMarks] = useState<SimulatedMarks | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const matches = useMemo(() => searchChart(chart, query), [chart, query]);
  // A dossier's lifecycle: only the dossier status machine is kept per dossier.
  const withDossier = name === 'dossierStatus' && dossierId !== undefined;
  const dossier = useQuery({ ...dossierDetailQuery(dossierId ?? 0), enabled: withDossier });
  const lifecycle = useMemo(() => {
    if (!withDossier || !dossier.data) return null;
    const history = [...dossier.data.historique].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
    const changes = statusChanges(chart, history);
    const facts = { statut: dossier.data.StatutDossierId, etapeEncodage: dossier.data.EtapeEncodage, rapportSoumis: dossier.data.rapport.soumisLe !== null };
    return { changes, problems: replayDossierHistory(history, facts.statut), value: dossierStateValue(facts), ...dossierMarks(chart, facts, changes) };
  }, [withDossier, dossier.data, chart]);
  // The simulator, when on, marks its own position and last move instead of the dossier's.
  const simulation = simulated && simulatedMarks && { current: simulatedMarks.current, taken: new Map(simulatedMarks.taken.map((id): [string, number[]] => [id, [1]])) };
  const marks: DrawingMarks = { ...(simulation ?? lifecycle ?? NO_MARKS), matches, selected: etat ?? null };
  const simulateFromDossier = () => lifecycle && dossier.data && setSimulated({ start: { value: lifecycle.value, label: dossier.data.reference } });
  const select = (stateId: string | undefined) => void navigate({ search: (s) => ({ ...s, etat: stateId }), replace: true });
  const shown = scale ?? fitScale;
  const step = (direction: 1 | -1) => setScale(clampScale(shown * ZOOM_STEP ** direction));
  const measure = (width: number, height: number) => setFitScale(clampScale(Math.min(1, width / chart.width, height / chart.height)));
  // The innermost state the dossier is in, brought into view.
  const focus = [...(simulation ?? lifecycle)?.current ?? []].sort((a, b) => b.length - a.length)[0];
  const focusBox = focus ? chart.boxes[focus] : undefined;
  const center: [number, number] | undefined = focusBox && [(focusBox.x + focusBox.width / 2) * shown, (focusBox.y + focusBox.height / 2) * shown];
  const download = () => saveBlob(new Blob([new XMLSerializer().serializeToString(svg.current!)], { type: 'image/svg+xml' }), `${name}.svg`);
  // For other tools: SCXML (W3C), XState's JSON configuration, which Stately Studio imports, and Mermaid for wikis.
  const downloadScxml = () => saveBlob(new Blob([toScxml(chart)], { type: 'application/scxml+xml' }), `${name}.scxml`);
  const downloadMermaid = () => saveBlob(new Blob([toMermaid(chart)], { type: 'text/vnd.mermaid' }), `${name}.mmd`);
  const downloadJson = () => saveBlob(new Blob([`${JSON.stringify(toXStateJson(chart), null, 2)}\n`], { type: 'application/json' }), `${name}.xstate.json`);
  /** The chart's download buttons, in the toolbar's order: the drawing, then its three exchange formats. */
  const downloads = [
    ['toolbar.downloadSvg', download],
    ['toolbar.downloadScxml', downloadScxml],
    ['toolbar.downloadJson', downloadJson],
    ['toolbar.downloadMermaid', downloadMermaid],
  ] as const;

  return (
    <section aria-labelledby="statechart-title" className={styles.screen}>
      <p className={styles.back}>
        <Link to="/statecharts">{t('back')}</Link>
      </p>
      <h1 id="statechart-title">{title}</h1>
      <p>{chart.description}</p>
      {withDossier && dossier.isError && <p role="alert">{t('dossier.loadFailed')}</p>}
      {lifecycle && dossier.data && (
        <p className={styles.dossierSummary}>
          {t('dossier.summary', { reference: dossier.data.reference, statut: dossier.data.statut })} <a href="#lifecycle-dossier">{t('dossier.toPath')}</a>
        </p>
      )}
      <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar.label')}>
        <label className={styles.search}>
          <span>{t('toolbar.search')}</span>
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <span aria-live="polite" className={styles.matchCount}>
          {query.trim() === '' ? '' : matches.size === 0 ? t('toolbar.noMatch') : t('toolbar.matches', { count: matches.size })}
        </span>
        <div className={styles.zoom}>
          <button type="button" className="btn" onClick={() => step(-1)} disabled={shown <= MIN_SCALE} aria-label={t('toolbar.zoomOut')}>
            −
          </button>
          <span aria-live="polite">{t('toolbar.zoom', { percent: formatNumber(Math.round(shown * 100)) })}</span>
          <button type="button" className="btn" onClick={() => step(1)} disabled={shown >= MAX_SCALE} aria-label={t('toolbar.zoomIn')}>
            +
          </button>
          <button type="button" className="btn" onClick={() => setScale(null)}>
            {t('toolbar.fit')}
          </button>
          <button type="button" className="btn" onClick={() => setScale(1)}>
            {t('toolbar.actualSize')}
          </button>
        </div>
        <label className={styles.codeToggle}>
          <input type="checkbox" checked={codeNames} onChange={(event) => setCodeNames(event.target.checked)} />
          {t('toolbar.codeNames')}
        </label>
        {downloads.map(([label, save]) => (
          <button key={label} type="button" className="btn" onClick={save}>
            {t(label)}
          </button>
        ))}
        <button type="button" className="btn" onClick={() => window.print()}>
          {t('toolbar.print')}
        </button>
        <button type="button" className="btn" aria-pressed={simulated !== null} onClick={() => setSimulated(simulated ? null : { start: null })}>
          {t(simulated ? 'simulator.stop' : 'simulator.toggle')}
        </button>
      </div>
      <p className={styles.hint}>
        <span className={styles.hintPointer}>{t('drawing.hint')}</span>
        <span className={styles.hintTouch}>{t('drawing.hintTouch')}</span>
      </p>
      <div className={styles.workspace}>
        <DrawingViewport onZoom={step} onMeasure={measure} label={t('drawing.label', { name: title })} center={center}>
          <StatechartDrawing ref={svg} chart={chart} title={title} scale={shown} marks={marks} names={names} onSelect={select} />
        </DrawingViewport>
        <StatePanel chart={chart} stateId={etat} names={names} onClose={() => select(undefined)} />
      </div>
      {simulated && <Simulator name={name} chart={chart} names={names} start={simulated.start} onMarks={setSimulatedMarks} />}
      {lifecycle && dossier.data && <DossierLifecycle dossier={dossier.data} changes={lifecycle.changes} steps={lifecycle.steps} problems={lifecycle.problems} code={codeNames} onSimulate={simulateFromDossier} />}
      <TransitionTable chart={chart} title={title} matches={matches} names={names} />
      <RuleChanges chart={chart} names={names} />
    </section>
  );
}
