// `npm test`: the build, then Vitest (the arguments given to `npm test --` go to it), with the type-check and the
// lint running beside them at the lowest CPU priority. Vitest leaves part of the 2 cores idle (its projects' workers
// start between files, its journeys are chains of waits): the two checks, about 45 s of CPU, use that time instead of
// running 35 to 50 s before the tests, and the tests keep the cores whenever they want them (docs/testing.md).
// Their output is printed once Vitest has ended, so that nothing interleaves. Fails if any of them fails.
// The whole suite (no argument) runs in two Vitest processes: the PostgreSQL files (`server-pg`) start once the first
// journey file has, on one worker at niceness 10, in the CPU the journeys' chains of waits leave idle (about a quarter
// of 2 cores), instead of taking both cores with the other server files before them (docs/testing.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, { quiet = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** An npm script at the lowest priority (niceness 19, inherited by the programs it starts), its output kept. */
const inBackground = (script) => run('nice', ['-n', '19', npm, 'run', '--silent', script], { quiet: true }).then((result) => ({ script, ...result }));

const checks = Promise.all(['typecheck', 'lint'].map(inBackground));
const build = { script: 'build', ...(await run(npm, ['run', '--silent', 'build'])) };
const args = process.argv.slice(2);
const tests = build.code !== 0 ? [] : args.length > 0 ? [{ script: 'vitest', ...(await run('vitest', ['run', ...args])) }] : await wholeSuite();
const results = [build, ...tests, ...(await checks)];
for (const { output } of results) process.stdout.write(output);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length) {
  console.error(`Échec : ${failed.join(', ')}`);
  process.exit(1);
}

/** Every project but `server-pg`, then `server-pg` beside the journeys (or once the rest has ended, if it never got there). */
async function wholeSuite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vcp-test-'));
  const marker = path.join(dir, 'journeys-started');
  try {
    const reporters = ['--reporter=default', '--reporter=./scripts/journeys-started.mjs'];
    const rest = run('vitest', ['run', '--project', '!server-pg', ...reporters], { env: { ...process.env, JOURNEYS_STARTED: marker } });
    let restEnded = false;
    rest.then(() => (restEnded = true));
    while (!existsSync(marker) && !restEnded) await sleep(500);
    const postgres = run('nice', ['-n', '10', 'vitest', 'run', '--project', 'server-pg', '--maxWorkers=1'], { quiet: true });
    return [{ script: 'vitest', ...(await rest) }, { script: 'vitest server-pg', ...(await postgres) }];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
