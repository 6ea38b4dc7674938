/**
 * `npm run statecharts:diff -- <git ref>`: what changed in the machines since a release, in French, for an analyst
 * to approve it: states, transitions, guards (their rules), effects and deadline settings added, removed or changed
 * (the studio's review, machines/chart/diff.ts). The ref's machines/, domain/ and server/config.ts are taken with
 * `git archive` into a temporary folder and described by that version's own code; this checkout's files are the
 * "after". Exits with 2 when the ref cannot be read.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readVersion, reviewLines } from './review';

const ref = process.argv[2];
if (!ref) {
  console.error('Usage : npm run statecharts:diff -- <référence git> (une étiquette de version, une branche, un commit)');
  process.exit(2);
}
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const root = git('rev-parse', '--show-toplevel');
let commit: string;
try {
  commit = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
} catch {
  console.error(`La référence git « ${ref} » est inconnue.`);
  process.exit(2);
}
const folder = mkdtempSync(path.join(tmpdir(), 'statecharts-diff-'));
try {
  execFileSync('sh', ['-c', `git -C "$1" archive "$2" machines domain server/config.ts | tar -x -C "$3"`, 'archive', root, commit, folder]);
  // The archived sources import the packages this checkout has installed.
  symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  const lines = await reviewLines(await readVersion(folder), await readVersion(root));
  console.log(`Changements des cycles de vie depuis ${ref} (${commit.slice(0, 10)}) :`);
  console.log(lines.length === 0 ? 'Aucun changement.' : lines.join('\n'));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
