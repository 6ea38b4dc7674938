// Issue 32 item 4: the time from a password-reset call to its message's arrival at a real SMTP server, with the
// platform in its own process as `npm start` runs it. The sender is woken by the commit (PostgreSQL's NOTIFY, or
// PGlite's in-process signal); its round, every MAIL_ROUND_SECONDS, is only the fallback. Target: p95 under 2 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoEmail } from '../server/seed/demo-contacts';
import { startCluster } from '../test/support/postgres-cluster';
import { startMailServer, type TestMailServer } from '../test/support/smtp-server';
import { serveScript } from './processes';
import { sample } from './measure';

const RESETS = 20;

async function resetToArrival(database: Record<string, string>, mailbox: TestMailServer) {
  const { base, process: server } = await serveScript('server/main.ts', {
    ...database,
    APP_DIR: 'none',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    SMTP_URL: mailbox.url,
    // The bench asks many resets from one address for one person: the caps that stop abuse would stop it.
    MAX_LOGIN_FAILURES_PER_ADDRESS: '1000000',
    MAX_RESET_MAILS_PER_RECIPIENT: '1000000',
  });
  try {
    const email = demoEmail('demo.presta');
    const arrived = () => mailbox.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email)).length;
    return await sample(RESETS, async () => {
      const before = arrived();
      const answer = await fetch(`${base}/api/auth/reset-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      if (!answer.ok) throw new Error(`reset answered ${answer.status}: ${await answer.text()}`);
      await mailbox.waitForMail(() => arrived() > before);
    });
  } finally {
    await server.stop();
  }
}

const mailbox = await startMailServer();
const rows: Array<[string, Awaited<ReturnType<typeof resetToArrival>>]> = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-bench-mail-'));
const clusterDir = mkdtempSync(path.join(tmpdir(), 'vcp-bench-mail-pg-'));
try {
  rows.push(['PGlite (in-process signal)', await resetToArrival({ DATA_DIR: dataDir }, mailbox)]);
  const cluster = await startCluster(clusterDir);
  try {
    rows.push(['PostgreSQL (LISTEN/NOTIFY)', await resetToArrival({ DATABASE_URL: cluster.url }, mailbox)]);
  } finally {
    cluster.stop('immediate');
  }
} finally {
  await mailbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(clusterDir, { recursive: true, force: true });
}
console.log(`\nPassword reset, from the call to the message at the SMTP server (n=${RESETS} after a warm-up; target p95 < 2 s)`);
for (const [name, { p50, p95, max }] of rows) console.log(`${name.padEnd(30)} p50=${p50.toFixed(0)} ms  p95=${p95.toFixed(0)} ms  max=${max.toFixed(0)} ms`);
