import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { describeMachine } from '../../machines/chart/describe';

const folder = mkdtempSync(path.join(tmpdir(), 'vcp-statecharts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run statecharts:export', () => {
  it('writes a static page per machine, with its drawing, every state and every transition, and an index', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/statecharts/export.tsx', folder], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(folder).sort()).toEqual(['index.html', ...Object.keys(machines).flatMap((name) => [`${name}.html`, `${name}.scxml`, `${name}.xstate.json`, `${name}.mmd`])].sort());
    const index = readFileSync(path.join(folder, 'index.html'), 'utf8');
    for (const [name, machine] of Object.entries(machines)) {
      expect(index).toContain(`href="${name}.html"`);
      const html = readFileSync(path.join(folder, `${name}.html`), 'utf8');
      expect(html).toContain('<svg');
      expect(readFileSync(path.join(folder, `${name}.scxml`), 'utf8')).toContain(`<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="${machine.id}"`);
      expect(JSON.parse(readFileSync(path.join(folder, `${name}.xstate.json`), 'utf8')).id).toBe(machine.id);
      expect(readFileSync(path.join(folder, `${name}.mmd`), 'utf8')).toMatch(/^stateDiagram-v2\n/);
      // Self-contained: no script, nothing fetched from elsewhere.
      expect(html).not.toMatch(/<script|src="http|href="http/);
      const chart = describeMachine(machine);
      for (const state of chart.states) expect(html, state.id).toContain(`data-state="${state.id}"`);
      for (const transition of chart.transitions) expect(html, transition.id).toContain(`data-transition="${transition.id.replace(/>/g, '&gt;')}"`);
    }
  }, 60_000);
});
