/**
 * `npm run statecharts:export [folder]`: a self-contained static site of every machine of machines/index.ts
 * (default folder `statecharts-export/`), for an analyst without an account to open from disk: an index page and
 * one page per machine with its drawing (the studio's own SVG), its description, and its states and transitions
 * with their French descriptions, and each machine as SCXML, XState JSON and Mermaid for other tools. No script, no link
 * outside the folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { renderToStaticMarkup } from 'react-dom/server';
import { machines, type MachineName } from '../../machines/index';
import { describeMachine } from '../../machines/chart/describe';
import { StatechartDrawing, NO_MARKS } from '../../src/screens/statecharts/StatechartDrawing';
import { chartNames } from '../../src/screens/statecharts/chart-names';
import i18n, { loadSignedInCatalogues } from '../../src/i18n';
import { toScxml } from '../../machines/chart/scxml';
import { toXStateJson } from '../../machines/chart/xstate-json';
import { toMermaid } from '../../machines/chart/mermaid';
import { layOutChart } from './layout';

const STYLE = `body{font-family:system-ui,sans-serif;color:#1d2733;margin:2rem;line-height:1.5}
table{border-collapse:collapse;margin:1rem 0;width:100%}th,td{border:1px solid #cbd2d9;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f0f4f8}code{font-size:.9em}.drawing{overflow:auto;border:1px solid #cbd2d9;border-radius:8px}
@media print{.drawing{overflow:visible;border:none}.drawing svg{max-width:100%;height:auto}body{margin:0}}`;

const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>\n`;

const cell = (text: string) => `<td>${escapeHtml(text)}</td>`;

const folder = path.resolve(process.argv[2] ?? 'statecharts-export');
mkdirSync(folder, { recursive: true });
await loadSignedInCatalogues();
const t = i18n.getFixedT('fr', 'statecharts');
const names = Object.keys(machines) as MachineName[];

const entries: string[] = [];
for (const name of names) {
  const chart = await layOutChart(describeMachine(machines[name]));
  const title = t(`machines.${name}`);
  // In French; the setting names stay (the export is read away from any running server).
  const names = chartNames(chart, false);
  const drawing = renderToStaticMarkup(<StatechartDrawing chart={chart} title={title} scale={1} marks={NO_MARKS} names={names} />);
  const states = chart.states
    .map((s) => `<tr><th scope="row">${escapeHtml(names.state(s.id))} <code>${escapeHtml(s.key)}</code></th>${cell(t(`state.kind.${s.kind}`) + (s.initial ? ` · ${t('drawing.initial')}` : ''))}${cell(s.description)}${cell(s.tags.join(', '))}</tr>`)
    .join('\n');
  const transitions = chart.transitions
    .map((tr) => `<tr>${cell(names.state(tr.source))}<th scope="row">${escapeHtml(names.arrow(tr))}${tr.guardRule ? `<br>${escapeHtml(tr.guardRule)}` : ''}</th>${cell(tr.targets.map(names.state).join(', ') || t('transitions.stays'))}${cell(tr.actions.join(', '))}${cell(tr.description)}</tr>`)
    .join('\n');
  // The machine for other tools: SCXML (W3C), XState's JSON configuration (Stately Studio imports it), Mermaid (wikis, Markdown).
  writeFileSync(path.join(folder, `${name}.scxml`), toScxml(chart));
  writeFileSync(path.join(folder, `${name}.mmd`), toMermaid(chart));
  writeFileSync(path.join(folder, `${name}.xstate.json`), `${JSON.stringify(toXStateJson(chart), null, 2)}\n`);
  writeFileSync(
    path.join(folder, `${name}.html`),
    page(
      title,
      `<p><a href="index.html">${escapeHtml(t('back'))}</a></p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(chart.description)}</p>
<p><a href="${name}.scxml">SCXML</a> · <a href="${name}.xstate.json">XState JSON</a> · <a href="${name}.mmd">Mermaid</a></p>
<div class="drawing">${drawing}</div>
<h2>États</h2><table><thead><tr><th>État</th><th>Nature</th><th>${escapeHtml(t('transitions.description'))}</th><th>Étiquettes</th></tr></thead><tbody>${states}</tbody></table>
<h2>${escapeHtml(t('transitions.caption', { name: title }))}</h2><table><thead><tr><th>${escapeHtml(t('transitions.from'))}</th><th>${escapeHtml(t('transitions.event'))} [${escapeHtml(t('transitions.guard'))}]</th><th>${escapeHtml(t('transitions.to'))}</th><th>${escapeHtml(t('transitions.actions'))}</th><th>${escapeHtml(t('transitions.description'))}</th></tr></thead><tbody>${transitions}</tbody></table>`,
    ),
  );
  entries.push(`<li><a href="${name}.html">${escapeHtml(title)}</a> — ${escapeHtml(chart.description)} (${escapeHtml(t('counts', { states: chart.states.length, transitions: chart.transitions.length }))})</li>`);
}
writeFileSync(path.join(folder, 'index.html'), page(t('title'), `<h1>${escapeHtml(t('title'))}</h1><p>${escapeHtml(t('intro'))}</p><ul>${entries.join('\n')}</ul>`));
console.log(`${names.length} cycles de vie exportés dans ${folder}`);
