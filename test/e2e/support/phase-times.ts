import { appendFileSync } from 'node:fs';

/**
 * Where a journey file's time goes (docs/testing.md): with JOURNEY_TIMES=<file>, each timed phase (the server's
 * start, the browser's launch, each API sign-in with its first page, each route's audit and all those after a test, the file's teardown)
 * appends `phase<TAB>ms` to that file. Off by default: nothing is timed or written.
 */
const FILE = process.env.JOURNEY_TIMES;

export async function timed<T>(phase: string, run: () => Promise<T>): Promise<T> {
  if (!FILE) return run();
  const start = performance.now();
  try {
    return await run();
  } finally {
    appendFileSync(FILE, `${phase}\t${Math.round(performance.now() - start)}\n`);
  }
}
