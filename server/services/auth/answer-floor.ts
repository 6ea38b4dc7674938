import { setTimeout as sleep } from 'node:timers/promises';

/** How many of the latest answers' work times the floor remembers. */
const RECENT_ANSWERS = 32;

/**
 * An account answer that came sooner when there was less to do would tell a stranger whether the account exists. The
 * work itself is kept alike; what is left (a link stored, an e-mail queued) is evened out by answering no sooner than
 * the slowest of the latest answers' work, and never before a fixed floor. A fixed floor alone is not enough: on a
 * loaded machine the work outlasts it, and the difference shows again.
 */
export function createAnswerFloor(): { answerNoSoonerThan(started: number, floorMs: number): Promise<void> } {
  const recent: number[] = [];
  return {
    /** `started` is the request's `performance.now()` reading. */
    async answerNoSoonerThan(started, floorMs) {
      recent.push(performance.now() - started);
      if (recent.length > RECENT_ANSWERS) recent.shift();
      const rest = started + Math.max(floorMs, ...recent) - performance.now();
      if (rest > 0) await sleep(rest);
    },
  };
}
