// Time from spawning `npm start` on existing data (the app already built, the database already seeded)
// until the first successful GET /api/constants/get. Target: under 3 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/free-port';
import { spawnGroup, waitUntilAnswers } from './processes';

async function startOnce(dataDir: string) {
  // A fresh port each time: the previous server may still be finishing its graceful shutdown on its own.
  const env = { DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' };
  const began = performance.now();
  const server = spawnGroup('npm', ['start'], env);
  await waitUntilAnswers(`http://127.0.0.1:${env.PORT}/api/constants/get`, server);
  const elapsed = performance.now() - began;
  await server.stop();
  return { elapsed, output: server.output() };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-start-'));
try {
  // The first start builds the app if needed and seeds the demo data; it is not what is measured.
  await startOnce(dataDir);
  const samples = [];
  for (let i = 0; i < 3; i++) samples.push((await startOnce(dataDir)).elapsed);
  const { output } = await startOnce(dataDir);
  samples.sort((a, b) => a - b);
  console.log(`\nnpm start on existing data, until GET /api/constants/get answers: ${samples.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (target < 3 s)`);
  console.log(`its output:\n${output.trimEnd().replace(/^/gm, '  | ')}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
