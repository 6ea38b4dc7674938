// Time from spawning `npm start` on existing data (the app already built, the database already seeded)
// until the first successful GET /api/constants/get. Target: under 3 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/postgres-cluster';
import { spawnGroup, waitUntilAnswers } from './processes';

async function startOnce(env: Record<string, string>) {
  const began = performance.now();
  const server = spawnGroup('npm', ['start'], env);
  await waitUntilAnswers(`http://127.0.0.1:${env.PORT}/api/constants/get`, server);
  const elapsed = performance.now() - began;
  await server.stop();
  return { elapsed, output: server.output() };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-start-'));
try {
  const env = { DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' };
  // The first start builds the app if needed and seeds the demo data; it is not what is measured.
  await startOnce(env);
  const samples = [];
  for (let i = 0; i < 3; i++) samples.push((await startOnce(env)).elapsed);
  const { output } = await startOnce(env);
  samples.sort((a, b) => a - b);
  console.log(`\nnpm start on existing data, until GET /api/constants/get answers: ${samples.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (target < 3 s)`);
  console.log(`its output:\n${output.trimEnd().replace(/^/gm, '  | ')}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
