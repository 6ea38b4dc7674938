import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { Chart } from '../../machines/chart/describe';
import { diffCharts } from '../../machines/chart/diff';
import { chartNames } from '../../src/screens/statecharts/chart-names';
import { changeSubject } from '../../src/screens/statecharts/change-subject';
import i18n, { loadSignedInCatalogues } from '../../src/i18n';

/** A version of the sources as the review reads it: each machine described, and the deadline settings' values. */
export interface ReviewedVersion {
  charts: Record<string, Chart>;
  settings: Record<string, number>;
}

/** A chart described by an earlier version's code, completed with what that code did not describe yet (effects, French names, rules). */
const completed = (chart: Chart): Chart => ({
  ...chart,
  states: chart.states.map((state) => ({ ...state, label: state.label ?? state.key, effects: state.effects ?? [] })),
  transitions: chart.transitions.map((t) => ({ ...t, eventLabel: t.eventLabel ?? t.event, guardLabel: t.guardLabel ?? t.guard, guardRule: t.guardRule ?? null, actionLabels: t.actionLabels ?? t.actions })),
});

const load = async <T>(root: string, file: string): Promise<T> => (await import(pathToFileURL(path.join(root, file)).href)) as T;

/**
 * The machines of a source folder (a release's archive, or this checkout), described by that version's own
 * machines/chart/describe.ts, and its deadline settings: the legal delays' defaults of server/config.ts
 * (`DEFAULT_LEGAL_DELAYS`) and the numbers of machines/*.constants.ts (the idle logout's minutes).
 */
export async function readVersion(root: string): Promise<ReviewedVersion> {
  const { machines } = await load<{ machines: Record<string, AnyStateMachine> }>(root, 'machines/index.ts');
  const { describeMachine } = await load<{ describeMachine: (machine: AnyStateMachine) => Chart }>(root, 'machines/chart/describe.ts');
  const charts = Object.fromEntries(Object.entries(machines).map(([name, machine]) => [name, completed(describeMachine(machine))]));
  const settings: Record<string, number> = {};
  const { DEFAULT_LEGAL_DELAYS } = await load<{ DEFAULT_LEGAL_DELAYS?: Record<string, unknown> }>(root, 'server/config.ts');
  for (const [name, value] of Object.entries(DEFAULT_LEGAL_DELAYS ?? {})) if (typeof value === 'number') settings[`server/config.ts ${name}`] = value;
  for (const file of readdirSync(path.join(root, 'machines')).filter((f) => f.endsWith('.constants.ts')).sort()) {
    for (const [name, value] of Object.entries(await load<Record<string, unknown>>(root, `machines/${file}`))) if (typeof value === 'number') settings[`machines/${file} ${name}`] = value;
  }
  return { charts, settings };
}

/** The review in French, one line per change, grouped by machine; the deadline settings last. Empty: nothing changed. */
export async function reviewLines(before: ReviewedVersion, after: ReviewedVersion): Promise<string[]> {
  await loadSignedInCatalogues();
  const t = i18n.getFixedT('fr', 'statecharts');
  const lines: string[] = [];
  for (const name of [...new Set([...Object.keys(before.charts), ...Object.keys(after.charts)])]) {
    const old = before.charts[name];
    const now = after.charts[name];
    const title = t(`machines.${name}`, { defaultValue: name });
    if (!old || !now) {
      lines.push(`${title} (${name}) : ${t(!old ? 'review.machineAdded' : 'review.machineRemoved')}`);
      continue;
    }
    const changes = diffCharts(old, now);
    if (changes.length === 0) continue;
    lines.push(`${title} (${name}) :`);
    for (const change of changes) {
      // A removed part is named as the earlier version named it.
      const chart = change.change === 'removed' ? old : now;
      const fields = change.fields.length > 0 ? ` (${change.fields.map((field) => t(`changes.field.${field}`)).join(', ')})` : '';
      const values = change.change === 'changed' ? ` : ${change.before} ⇒ ${change.after}` : ` : ${change.before ?? change.after}`;
      lines.push(`  ${t(`changes.kind.${change.change}`)} · ${t(`changes.part.${change.part}`)} ${changeSubject(chart, chartNames(chart, false), change)}${fields}${values} [${change.key}]`);
    }
  }
  const settings = [...new Set([...Object.keys(before.settings), ...Object.keys(after.settings)])].filter((name) => before.settings[name] !== after.settings[name]);
  if (settings.length > 0) lines.push(`${t('review.settings')} :`);
  for (const name of settings) lines.push(`  ${name} : ${before.settings[name] ?? '—'} ⇒ ${after.settings[name] ?? '—'}`);
  return lines;
}
