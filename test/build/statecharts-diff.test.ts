import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = process.cwd();
const copy = mkdtempSync(path.join(tmpdir(), 'vcp-statecharts-diff-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Replaces one exact text of a file of the copy, and fails if it is not there (the test would prove nothing). */
function edit(file: string, from: string, to: string) {
  const text = readFileSync(path.join(copy, file), 'utf8');
  expect(text, file).toContain(from);
  writeFileSync(path.join(copy, file), text.replace(from, to));
}

describe('npm run statecharts:diff -- <git ref>', () => {
  it('lists in French a deliberate change made since the ref: a transition, a guard, a deadline setting', () => {
    // A temporary repository holding what the review reads, committed: its HEAD is the release, its files the change.
    for (const part of ['machines', 'domain', 'server/config.ts']) cpSync(path.join(repo, part), path.join(copy, part), { recursive: true });
    symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { cwd: copy, stdio: 'ignore' });
    git('init', '-q');
    git('add', 'machines', 'domain', 'server');
    git('commit', '-q', '-m', 'release');
    edit('machines/contactLink.machine.ts', "REQUEST_LINK: { target: 'pending',", "REQUEST_LINK: { target: 'validated',");
    edit('machines/contactLink.machine.ts', "guard: 'isAuthorityLink'", "guard: 'isOrganisationAuthority'");
    edit('server/config.ts', 'admissibilityDays: 5,', 'admissibilityDays: 7,');

    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/statecharts/diff.ts'), 'HEAD'], { cwd: copy, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(/^Changements des cycles de vie depuis HEAD \([0-9a-f]{10}\) :$/);
    expect(lines).toContain('Lien entre un contact et une organisation (contactLink) :');
    expect(lines).toContain(
      '  Modifié · Transition Sans lien — demander le lien (destination) : → En attente ⇒ → Validé [contactLink.unlinked REQUEST_LINK]',
    );
    // A guard changed: the transition under the old guard is gone, one under the new guard is there.
    expect(lines.filter((line) => /^ {2}Retiré · Transition Validé — modifier l'organisation \[lien d’Autorité\]/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^ {2}Ajouté · Transition Validé — modifier l'organisation \[Autorité de l’organisation\]/.test(line))).toHaveLength(1);
    expect(lines).toContain('Réglages de délais :');
    expect(lines).toContain('  server/config.ts admissibilityDays : 5 ⇒ 7');
    expect(lines.filter((line) => line.startsWith('  '))).toHaveLength(4);
  }, 120_000);

  it('refuses an unknown ref in French', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/statecharts/diff.ts', 'no-such-release'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('La référence git « no-such-release » est inconnue.');
  }, 60_000);
});
