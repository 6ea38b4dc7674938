import { forwardRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartState } from '../../../machines/chart/describe';
import type { LaidOutChart } from '../../../machines/chart/layout-types';
import type { ChartNames } from './chart-names';

/** What the drawing marks: the dossier's current states, the transitions it took (their step numbers), the search's matches, the state read. */
export interface DrawingMarks {
  current: ReadonlySet<string>;
  taken: ReadonlyMap<string, number[]>;
  matches: ReadonlySet<string>;
  selected: string | null;
}

export const NO_MARKS: DrawingMarks = { current: new Set(), taken: new Map(), matches: new Set(), selected: null };

/*
 * Colours are attributes, not classes: the SVG downloaded and the static export look the same as the screen.
 * Contrasts are at least 4.5:1 on white for text, 3:1 for lines.
 */
const INK = '#1d2733';
const LINE = '#52606d';
const STATE_FILL = '#f0f4f8';
const CURRENT_FILL = '#fff1c2';
const CURRENT_STROKE = '#8a5a00';
const MATCH_FILL = '#dbeafe';
const MATCH_STROKE = '#1f4e8c';
const TAKEN = '#1e6b3a';
const EFFECT_INK = '#3e4c59';
/** Matches the layout's line per effect (scripts/statecharts/layout.ts). */
const EFFECT_LINE = 15;
const SELECTED = '#1f4e8c';

const depth = (state: ChartState) => state.id.split('.').length;
const points = (list: Array<[number, number]>) => list.map(([x, y]) => `${x},${y}`).join(' ');

interface Props {
  chart: LaidOutChart;
  title: string;
  scale: number;
  marks: DrawingMarks;
  names: ChartNames;
  onSelect?: (stateId: string) => void;
}

/** A machine drawn as a statechart: nested and parallel states, entries, final states, every transition with its event and guard. */
export const StatechartDrawing = forwardRef<SVGSVGElement, Props>(function StatechartDrawing({ chart, title, scale, marks, names, onSelect }, ref) {
  const { t } = useTranslation('statecharts');
  const states = [...chart.states].sort((a, b) => depth(a) - depth(b));
  const onKey = (id: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect?.(id);
  };
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      width={Math.ceil(chart.width * scale)}
      height={Math.ceil(chart.height * scale)}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      role="group"
      aria-label={t('drawing.label', { name: title })}
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
    >
      <defs>
        {[
          ['arrow', LINE],
          ['arrow-taken', TAKEN],
          ['arrow-match', MATCH_STROKE],
        ].map(([id, colour]) => (
          <marker key={id} id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill={colour} />
          </marker>
        ))}
      </defs>
      <rect width={chart.width} height={chart.height} fill="#ffffff" />
      {states.map((state) => {
        const box = chart.boxes[state.id];
        if (!box) return null;
        const container = state.kind === 'compound' || state.kind === 'parallel';
        const current = marks.current.has(state.id);
        const match = marks.matches.has(state.id);
        const selected = marks.selected === state.id;
        const fill = current ? CURRENT_FILL : match ? MATCH_FILL : container ? '#ffffff' : STATE_FILL;
        const stroke = selected ? SELECTED : current ? CURRENT_STROKE : match ? MATCH_STROKE : LINE;
        // The name, then a line per effect below it; the button's name reads them in that order, as they are seen.
        const effectLines = state.effects.map((effect) => `${t(`effects.${effect.kind}`)} / ${names.code ? effect.name : names.text(effect.label)}`);
        const nameY = box.y + (container ? 21 : (box.height - state.effects.length * EFFECT_LINE) / 2 + 4.5);
        const notes = [
          state.kind === 'final' ? t('drawing.final') : state.kind === 'parallel' ? t('drawing.parallel') : state.initial ? t('drawing.initial') : null,
          current ? t('drawing.current') : null,
        ].filter(Boolean);
        return (
          <g
            key={state.id}
            data-state={state.id}
            data-current={current || undefined}
            tabIndex={onSelect ? 0 : undefined}
            role={onSelect ? 'button' : undefined}
            aria-pressed={onSelect ? selected : undefined}
            aria-label={
              t('drawing.state', { name: (state.parent === null ? title : names.state(state.id)) + effectLines.map((line) => ` ${line}`).join(''), description: names.text(state.description) }) +
              (notes.length > 0 ? ` (${notes.join(', ')})` : '')
            }
            onClick={onSelect ? () => onSelect(state.id) : undefined}
            onKeyDown={onSelect ? onKey(state.id) : undefined}
            cursor={onSelect ? 'pointer' : undefined}
          >
            <title>{`${names.code ? state.label : state.key} — ${names.text(state.description)}`}</title>
            <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={container ? 12 : 8} fill={fill} stroke={stroke} strokeWidth={selected || current ? 3 : 1.2} strokeDasharray={state.kind === 'parallel' ? '6 4' : undefined} />
            {state.kind === 'final' && <rect x={box.x + 4} y={box.y + 4} width={box.width - 8} height={box.height - 8} rx={5} fill="none" stroke={stroke} strokeWidth={1.2} />}
            <text x={box.x + (container ? 12 : box.width / 2)} y={nameY} textAnchor={container ? 'start' : 'middle'} fontSize={13} fontWeight={container || current ? 600 : 400} fill={INK}>
              {state.parent === null ? title : names.box(state.id)}
              {state.effects.length > 0 ? ' ' : ''}
            </text>
            {state.effects.map((effect, line) => (
              <text
                key={`${effect.kind}-${effect.name}`}
                data-effect={effect.name}
                x={box.x + (container ? 12 : box.width / 2)}
                y={nameY + (line + 1) * EFFECT_LINE}
                textAnchor={container ? 'start' : 'middle'}
                fontSize={10.5}
                fontStyle="italic"
                fill={EFFECT_INK}
              >
                {effectLines[line]}
              </text>
            ))}
          </g>
        );
      })}
      {chart.entries.map((entry, index) => (
        <g key={`entry-${index}`} aria-hidden="true">
          <circle cx={entry.dot.x + entry.dot.width / 2} cy={entry.dot.y + entry.dot.height / 2} r={entry.dot.width / 2} fill={INK} />
          <polyline points={points(entry.points)} fill="none" stroke={INK} strokeWidth={1.2} markerEnd="url(#arrow)" />
        </g>
      ))}
      {chart.arrows.map((arrow, index) => {
        const transition = chart.transitions.find((tr) => tr.id === arrow.transition)!;
        const steps = marks.taken.get(arrow.transition);
        const match = marks.matches.has(arrow.transition);
        const colour = steps ? TAKEN : match ? MATCH_STROKE : LINE;
        const stays = transition.targets.length === 0;
        const text = `${steps ? `${steps.join(', ')} · ` : ''}${names.arrow(transition)}`;
        return (
          <g key={`${arrow.transition}-${index}`} data-transition={arrow.transition} data-steps={steps?.join(' ')}>
            <title>{[transition.guardRule && `${t('transitions.guard')} : ${names.text(transition.guardRule)}`, names.text(transition.description)].filter(Boolean).join('\n')}</title>
            <polyline
              points={points(arrow.points)}
              fill="none"
              stroke={colour}
              strokeWidth={steps ? 2.6 : match ? 2 : 1.2}
              strokeDasharray={stays ? '4 3' : undefined}
              markerEnd={`url(#${steps ? 'arrow-taken' : match ? 'arrow-match' : 'arrow'})`}
            />
            {arrow.label && (
              <>
                <rect x={arrow.label.x - 2} y={arrow.label.y} width={arrow.label.width + (steps ? steps.join(', ').length * 7 + 14 : 4)} height={arrow.label.height} fill="#ffffff" opacity={0.9} />
                <text x={arrow.label.x} y={arrow.label.y + 12} fontSize={11.5} fill={steps ? TAKEN : match ? MATCH_STROKE : INK} fontWeight={steps || match ? 600 : 400}>
                  {text}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
});
