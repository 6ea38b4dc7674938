import { DEFAULT_LEGAL_DELAYS } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DEMO_LINKS } from '../../server/seed/demo-files';
import { fireDueTransitions } from '../../server/services/scheduler/timed-transitions';

/**
 * One API process's scheduler rounds, run as a process of its own (test/server/scheduler.test.ts): node
 * --import tsx test/support/scheduler-round.ts <database url> <now, ISO> <rounds>. Prints how many it fired.
 */
const [url, now, rounds] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: url! });
let fired = 0;
try {
  for (let round = 0; round < Number(rounds); round += 1) fired += await fireDueTransitions(database.db, { ...DEFAULT_LEGAL_DELAYS, platform: DEMO_LINKS }, new Date(now!));
} finally {
  await database.close();
}
process.stdout.write(String(fired));
