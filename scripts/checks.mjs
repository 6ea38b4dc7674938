// The checks `npm test` runs before Vitest: the type-check (one core for most of its time) side by side with
// the lint then the build, so that on 2 cores the three take about as long as the type-check alone. The
// type-check's output is printed when it ends, so that the two never interleave. Fails if either fails.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
  });
}

const typecheck = run('typecheck', { quiet: true });
const lint = await run('lint');
const build = lint.code === 0 ? await run('build') : null;
const types = await typecheck;
process.stdout.write(types.output);
const failed = [types, lint, build].filter((result) => result && result.code !== 0).map((result) => result.script);
if (failed.length) {
  console.error(`Échec : ${failed.join(', ')}`);
  process.exit(1);
}
