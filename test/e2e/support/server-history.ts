import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BROWSER_RECORDS_DIR, SERVER_RECORDS_SUFFIX, type ServerRecordedChange } from '../../../model-tests/browser-records';

/**
 * After a journey file, the dossier history rows its server wrote while the file ran, as server records for
 * `npm run paths` (model-tests/browser-records.ts): the dossier status machine runs on the server, so its
 * transitions are read from what the server stored. Opened once the server has stopped (PGlite has one writer).
 */
export async function recordServerHistory(dataDir: string, since: Date, testPath: string): Promise<void> {
  const database = new PGlite({ dataDir, extensions: { pg_trgm } });
  try {
    const { rows } = await database.query<{ from_statut: number | null; to_statut: number; event: string }>(
      'select from_statut, to_statut, event from dossier_history where at >= $1 order by dossier_id, at, id',
      [since.toISOString()],
    );
    const records = rows.map((row): ServerRecordedChange => ({ machine: 'dossierStatus', fromStatut: row.from_statut as never, toStatut: row.to_statut as never, event: row.event }));
    mkdirSync(BROWSER_RECORDS_DIR, { recursive: true });
    writeFileSync(path.join(BROWSER_RECORDS_DIR, `${path.basename(testPath)}${SERVER_RECORDS_SUFFIX}`), records.map((record) => `${JSON.stringify(record)}\n`).join(''));
  } finally {
    await database.close();
  }
}
