import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `floorMs` after `started` (a `performance.now()` reading). An account answer that came sooner when there
 * was less to do would tell a stranger whether the account exists; the work itself is kept alike, and this evens out
 * what is left (a queued e-mail, a row written).
 */
export async function answerNoSoonerThan(started: number, floorMs: number): Promise<void> {
  const rest = started + floorMs - performance.now();
  if (rest > 0) await sleep(rest);
}
