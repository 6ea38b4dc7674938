// `npm run bench`: server latencies through app.inject on a fresh embedded database with the demo data.
// Never part of `npm test`: speed is measured here, not asserted in tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemoOnce } from '../server/seed/demo';
import { DEMO_LINKS } from '../server/seed/demo-files';
import { DEMO_PASSWORD } from '../server/seed/demo-contacts';
import { hashPassword } from '../server/auth/passwords';
import { contacts } from '../server/db/schema/index';
import { benchDossierList } from './dossier-list';
import { measure } from './measure';

const database = await openDatabase({ dataDir: null });
// The demo's document files go to a folder of their own: the bench reads none.
await seedDemoOnce(database.db, { dataDir: mkdtempSync(path.join(tmpdir(), 'vcp-bench-')), platform: DEMO_LINKS });
// The sign-in measured is a person's own password, at the standard cost: the demo's is hashed cheaply (docs/security.md).
await database.db.update(contacts).set({ passwordHash: await hashPassword(DEMO_PASSWORD) }).where(eq(contacts.nomUtilisateur, 'demo.presta'));
const app = await buildApp({ config: loadConfig({ APP_DIR: 'none', MAX_LOGIN_FAILURES_PER_ADDRESS: '1000000' }), database });

const login = () =>
  app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login: 'demo.presta', password: DEMO_PASSWORD } });
const token = (await login()).json().result.access_token as string;
const authorization = `Bearer ${token}`;

await measure('GET /api/constants/get', 500, () => app.inject({ url: '/api/constants/get' }));
await measure('POST /api/auth/login/password (scrypt)', 50, login);
await measure('GET /api/auth/whoami', 300, () => app.inject({ url: '/api/auth/whoami', headers: { authorization } }));

await app.close();
await database.close();
await import('./front-end');
await benchDossierList();
await import('./throughput');
await import('./mail-delay');
await import('./start-time');
await import('./register-import');
