import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../db/client';
import { buildRegister } from './build';
import { CODE_FILE, KBO_FILES, type KboFile, type KboRecord } from './kbo-format';
import { readCsvInBatches, type FileProgress } from './read-csv';
import { createStagingTables, dropStagingTables, indexStagingTables, stageLegalForms, stageRecords } from './staging';

export interface ImportProgress {
  /** A file being read (its name), or the register being written ('registre'). */
  step: KboFile | 'code' | 'registre';
  done: number;
  total: number;
}

export interface ImportReport {
  enterprises: number;
  /** Per file: lines read, and lines skipped as malformed (unreadable, or a number that is not one). */
  files: Partial<Record<KboFile | 'code', { records: number; malformed: number }>>;
}

/** The files read first to last: the establishments' units need every entity's names and addresses. */
const ORDER: KboFile[] = ['enterprise', 'denomination', 'address', 'activity', 'establishment'];

export class RegisterImportError extends Error {}

/**
 * Loads the company register's open-data extract from `folder` (enterprise.csv, denomination.csv,
 * address.csv, activity.csv, establishment.csv, and code.csv when present) into the embedded register:
 * each file streamed into a work table, then joined into the register by batches. Memory stays that of
 * one batch whatever the files' size; running it again with the same files leaves the same register.
 */
export async function importRegister(db: Db, folder: string, onProgress?: (progress: ImportProgress) => void): Promise<ImportReport> {
  const fileOf = (name: string) => path.join(folder, `${name}.csv`);
  if (!existsSync(folder)) throw new RegisterImportError(`Le dossier ${folder} n'existe pas.`);
  const missing = ORDER.filter((name) => !existsSync(fileOf(name)));
  if (missing.length > 0) throw new RegisterImportError(`Fichiers manquants dans ${folder} : ${missing.map((m) => `${m}.csv`).join(', ')}.`);

  const report: ImportReport = { enterprises: 0, files: {} };
  const progress = (step: ImportProgress['step']) => (p: FileProgress) => onProgress?.({ step, done: p.read, total: p.total });
  await createStagingTables(db);
  try {
    for (const file of ORDER) {
      report.files[file] = await readCsvInBatches(fileOf(file), KBO_FILES[file], (batch) => stageRecords(db, file, batch as Array<KboRecord<typeof file>>), {
        onProgress: progress(file),
      });
    }
    if (existsSync(fileOf(CODE_FILE.name))) {
      report.files.code = await readCsvInBatches(fileOf(CODE_FILE.name), CODE_FILE.columns, (batch) => stageLegalForms(db, batch), { onProgress: progress('code') });
    }
    await indexStagingTables(db);
    report.enterprises = await buildRegister(db, (done, total) => onProgress?.({ step: 'registre', done, total }));
  } catch (error) {
    if (error instanceof Error && /colonnes attendues/.test(error.message)) throw new RegisterImportError(error.message);
    throw error;
  } finally {
    await dropStagingTables(db);
  }
  return report;
}
