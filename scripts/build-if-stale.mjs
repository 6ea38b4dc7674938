// `npm start` rebuilds only what a source changed since its last build, so that a start on existing data
// answers within seconds: the browser app (dist/, `npm run build`) and the server compiled into one file
// (dist-server/main.js), which Node loads far faster than the TypeScript sources through tsx.
import { cpSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SHARED = ['domain', 'machines', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];

/** The newest modification time under `entry`, 0 when it does not exist. */
function newest(entry) {
  let stat;
  try {
    stat = statSync(path.join(root, entry));
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path.join(root, entry)).map((name) => newest(path.join(entry, name))));
}

const isStale = (stamp, sources) => {
  const built = newest(stamp);
  return built === 0 || Math.max(...sources.map(newest)) > built;
};

if (isStale('dist/index.html', ['src', 'public', 'index.html', 'scripts/statecharts', 'scripts/prerender', ...SHARED])) {
  // Called from the journeys' setup too, where Vitest has set NODE_ENV=test: a build under it bundles React's
  // development build (StrictMode's doubled effects and all), not what users get.
  const app = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (app.status !== 0) process.exit(app.status ?? 1);
}

if (isStale('dist-server/main.js', ['server', 'scripts/build-if-stale.mjs', ...SHARED])) {
  // Loaded only when needed: importing Vite alone costs a tenth of a second.
  const { build } = await import('vite');
  // Not the app's vite.config.ts: none of its plugins, chunks or manifest concern the server.
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { ssr: 'server/main.ts', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, sourcemap: false },
    // Drizzle is bundled in: its 450 files each made Node 24's loader parse its 180 kB package.json again (the
    // file's module type is read from its package's scope, and the read spreads the parsed `exports`), 2–3 s of
    // every start; bundled, they are one file of ours.
    ssr: { noExternal: ['drizzle-orm'] },
  });
  // The database module finds its migrations beside itself (`./migrations`); in the bundle that is here.
  cpSync(path.join(root, 'server/db/migrations'), path.join(root, 'dist-server/migrations'), { recursive: true });
  cpSync(path.join(root, 'server/seed/register-sample'), path.join(root, 'dist-server/register-sample'), { recursive: true });
}
