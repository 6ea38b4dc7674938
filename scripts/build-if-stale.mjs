// `npm start` builds the browser app only when a source is newer than the last build (dist/index.html,
// written by every build), so that a start on existing data answers within seconds.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'domain', 'machines', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

function newest(entry) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const built = newest(path.join(root, 'dist', 'index.html'));
const changed = Math.max(...SOURCES.map((source) => newest(path.join(root, source))));
if (built === 0 || changed > built) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
