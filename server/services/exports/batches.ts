/** Rows read per query by an export: memory stays flat however many rows the filters select. */
export const EXPORT_BATCH = 1000;

/**
 * Every row a query selects, newest first, read in batches after the last id seen (a key, never an offset, so that a
 * deep batch costs what the first does). `read` gets the id to stay below (none for the first batch) and the batch size.
 */
export async function* byDescendingId<T extends { id: number }>(read: (belowId: number | null, limit: number) => Promise<T[]>): AsyncGenerator<T> {
  let lastId: number | null = null;
  for (;;) {
    const rows = await read(lastId, EXPORT_BATCH);
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    lastId = rows.at(-1)!.id;
  }
}

/** The rows as an export writes them. */
export async function* mapRows<T, U>(rows: AsyncIterable<T>, map: (row: T) => U): AsyncGenerator<U> {
  for await (const row of rows) yield map(row);
}
