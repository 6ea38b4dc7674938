// The exports at a million rows: POST /api/dossiers/export as a manager (who sees every generated dossier), as CSV
// then as XLSX, through the real app listening on a loopback port, the answer read as it comes and thrown away.
// Measured: the time, the bytes, and this process's memory (RSS and JS heap, sampled every 50 ms) against what it
// held before the export began; PostgreSQL runs in its own processes and is not counted.
import type { FastifyInstance } from 'fastify';
import type { ExportFormat } from '../domain/schemas/exports';
import { DEMO_PASSWORD } from '../server/seed/demo-contacts';
import type { GeneratedParties } from './dossier-generator';

const MB = 1024 * 1024;
const SAMPLE_MS = 50;

interface Sample {
  bytes: number;
  rss: number;
  heapUsed: number;
}

/** One export, read to its end into nothing, with the process's memory sampled as it goes. */
async function exportOnce(base: string, authorization: string, format: ExportFormat) {
  const before = process.memoryUsage();
  const samples: Sample[] = [];
  let bytes = 0;
  let lines = 0;
  const timer = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    samples.push({ bytes, rss, heapUsed });
  }, SAMPLE_MS);
  const start = performance.now();
  try {
    const answer = await fetch(`${base}/api/dossiers/export`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ format }),
    });
    if (!answer.ok || !answer.body) throw new Error(`POST /api/dossiers/export ${format}: ${answer.status} ${await answer.text()}`);
    const reader = answer.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      // A CSV's rows end with CRLF (a line break inside a quoted field would count too; the generated data has none).
      if (format === 'csv') for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
    }
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - start) / 1000;
  const peak = (of: Sample[], key: 'rss' | 'heapUsed') => Math.max(before[key], ...of.map((s) => s[key]));
  // Flat memory: the peak over the first tenth of the bytes against the peak over the whole export.
  const firstTenth = samples.filter((s) => s.bytes <= bytes / 10);
  return {
    format,
    seconds,
    megabytes: bytes / MB,
    rows: format === 'csv' ? lines - 1 : null,
    rssBefore: before.rss / MB,
    rssPeak: peak(samples, 'rss') / MB,
    rssPeakFirstTenth: peak(firstTenth, 'rss') / MB,
    heapGrowth: (peak(samples, 'heapUsed') - before.heapUsed) / MB,
    heapGrowthFirstTenth: (peak(firstTenth, 'heapUsed') - before.heapUsed) / MB,
  };
}

export async function benchExports(app: FastifyInstance, parties: GeneratedParties) {
  const signedIn = await app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login: parties.logins.manager, password: DEMO_PASSWORD } });
  const authorization = `Bearer ${signedIn.json().result.access_token as string}`;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log('\nPOST /api/dossiers/export as a manager (every generated dossier), over HTTP on loopback, the answer read and discarded\n');
  console.log('| format | rows | seconds | MB sent | RSS before MB | RSS peak MB (first tenth / whole) | heap growth MB (first tenth / whole) |');
  console.log('|---|---|---|---|---|---|---|');
  let csvRows: number | null = null;
  for (const format of ['csv', 'xlsx'] as const) {
    const r = await exportOnce(address, authorization, format);
    csvRows ??= r.rows;
    // An XLSX is compressed: its rows are not counted as they pass; they are the CSV's, the same filter's.
    const rows = (r.rows ?? csvRows)?.toLocaleString('en') ?? '?';
    console.log(
      `| ${format} | ${rows} | ${r.seconds.toFixed(1)} | ${r.megabytes.toFixed(1)} | ${r.rssBefore.toFixed(0)} | ${r.rssPeakFirstTenth.toFixed(0)} / ${r.rssPeak.toFixed(0)} | ${r.heapGrowthFirstTenth.toFixed(0)} / ${r.heapGrowth.toFixed(0)} |`,
    );
  }
}
