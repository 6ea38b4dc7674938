import { createReadStream, statSync } from 'node:fs';
import { parse } from 'csv-parse';

export interface FileProgress {
  /** Bytes read so far, and the file's size. */
  read: number;
  total: number;
}

export interface ReadReport {
  /** Lines read (the header aside). */
  records: number;
  /** Lines the parser could not read, and records the caller refused: skipped and counted. */
  malformed: number;
}

/**
 * Streams a CSV file of the extract in batches: `take` receives each batch of records (columns named by
 * the header) and is awaited before more is read, so memory holds one batch whatever the file's size.
 * `take` returns how many of the batch it refused. A header without the expected columns fails at once.
 */
export async function readCsvInBatches(
  file: string,
  columns: readonly string[],
  take: (batch: Array<Record<string, string>>) => Promise<number>,
  { batchSize = 2000, onProgress }: { batchSize?: number; onProgress?: (progress: FileProgress) => void } = {},
): Promise<ReadReport> {
  const total = statSync(file).size;
  const input = createReadStream(file);
  let read = 0;
  input.on('data', (chunk) => {
    read += chunk.length;
    onProgress?.({ read, total });
  });
  let unreadable = 0;
  let refused = 0;
  const parser = input.pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      columns: (header: string[]) => {
        const missing = columns.filter((column) => !header.includes(column));
        if (missing.length > 0) throw new Error(`Le fichier ${file} n'a pas les colonnes attendues : il manque ${missing.join(', ')}.`);
        return header;
      },
    }),
  );
  parser.on('skip', () => (unreadable += 1));
  let records = 0;
  let batch: Array<Record<string, string>> = [];
  for await (const record of parser as AsyncIterable<Record<string, string>>) {
    batch.push(record);
    if (batch.length >= batchSize) {
      records += batch.length;
      refused += await take(batch);
      batch = [];
    }
  }
  if (batch.length > 0) {
    records += batch.length;
    refused += await take(batch);
  }
  onProgress?.({ read: total, total });
  return { records: records + unreadable, malformed: unreadable + refused };
}
