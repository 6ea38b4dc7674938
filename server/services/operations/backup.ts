import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../config';
import { uploadsDir } from '../../storage/uploads';

/**
 * What a backup folder holds, written first so that a restore knows what it reads:
 * - PGlite: `data/`, a copy of the whole data folder, which is both the database and the uploaded files;
 * - PostgreSQL: `database.dump` (pg_dump's custom format, for pg_restore) and `uploads/`.
 */
export interface BackupManifest {
  kind: 'pglite' | 'postgres';
  createdAt: string;
  /** The platform's version that made it: restore it under this version or a later one, which migrates it. */
  platformVersion: string;
}

const MANIFEST = 'manifest.json';

type Settings = Pick<ServerConfig, 'dataDir' | 'databaseUrl'>;

/** PostgreSQL's programs: from PG_BIN when set, else the PATH. */
const pgProgram = (name: string) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name);

/**
 * Backs the platform up into `target` (created; it must not exist, so that no backup is overwritten).
 * With PGlite the server must be stopped: the embedded database lives in one process and its files are only
 * consistent at rest. With PostgreSQL pg_dump takes a consistent snapshot while the server runs.
 */
export function backUp(settings: Settings, target: string, platformVersion: string): BackupManifest {
  if (existsSync(target)) throw new Error(`${target} existe déjà : choisir un dossier de sauvegarde nouveau.`);
  mkdirSync(target, { recursive: true });
  const manifest: BackupManifest = { kind: settings.databaseUrl ? 'postgres' : 'pglite', createdAt: new Date().toISOString(), platformVersion };
  if (settings.databaseUrl) {
    execFileSync(pgProgram('pg_dump'), ['--format=custom', `--file=${path.join(target, 'database.dump')}`, `--dbname=${settings.databaseUrl}`], { stdio: 'inherit' });
    copyIfPresent(uploadsDir(settings), path.join(target, 'uploads'));
  } else {
    cpSync(settings.dataDir, path.join(target, 'data'), { recursive: true });
  }
  writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts the platform back as `source` holds it, replacing the current database and uploaded files; the server
 * must be stopped. A PostgreSQL dump is restored with --clean: its tables replace the current ones.
 */
export function restore(settings: Settings, source: string): BackupManifest {
  const manifest = JSON.parse(readFileSync(path.join(source, MANIFEST), 'utf8')) as BackupManifest;
  const kind = settings.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== kind) throw new Error(`Cette sauvegarde vient d'une base ${manifest.kind}, la configuration vise une base ${kind}.`);
  if (settings.databaseUrl) {
    execFileSync(pgProgram('pg_restore'), ['--clean', '--if-exists', '--no-owner', `--dbname=${settings.databaseUrl}`, path.join(source, 'database.dump')], { stdio: 'inherit' });
    rmSync(uploadsDir(settings), { recursive: true, force: true });
    copyIfPresent(path.join(source, 'uploads'), uploadsDir(settings));
  } else {
    emptyFolder(settings.dataDir);
    cpSync(path.join(source, 'data'), settings.dataDir, { recursive: true });
  }
  return manifest;
}

function copyIfPresent(from: string, to: string) {
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}

/** Empties the folder but keeps it: it may be a mount point the process cannot create again. */
function emptyFolder(folder: string) {
  mkdirSync(folder, { recursive: true });
  for (const entry of readdirSync(folder)) rmSync(path.join(folder, entry), { recursive: true, force: true });
}
