// `npm test`: the build, then Vitest (the arguments given to `npm test --` go to it), with the type-check and the
// lint running beside them at the lowest CPU priority. Vitest leaves part of the 2 cores idle (its projects' workers
// start between files, its journeys are chains of waits): the two checks, about 85 s of CPU, use that time instead of
// running 35 to 50 s before the tests, and the tests keep the cores whenever they want them (docs/testing.md).
// Their output is printed once Vitest has ended, so that nothing interleaves. Fails if any of them fails.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
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
const tests = build.code === 0 ? { script: 'vitest', ...(await run('vitest', ['run', ...process.argv.slice(2)])) } : null;
const results = [build, tests, ...(await checks)].filter((result) => result !== null);
for (const { output } of results) process.stdout.write(output);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length) {
  console.error(`Échec : ${failed.join(', ')}`);
  process.exit(1);
}
