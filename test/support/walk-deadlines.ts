import { eq } from 'drizzle-orm';
import { dossiers } from '../../server/db/schema/index';
import { fireDueTransitions } from '../../server/services/scheduler/timed-transitions';
import type { TestApp } from './test-app';

let moved = 0;
const DAY = 24 * 3600 * 1000;

/**
 * Runs the scheduler on the last day of the dossier's running deadline (`over` false: nothing is due yet)
 * or on the next day. The deadline is first moved back to a day long past, each time earlier than the
 * last, as if the dossier had entered its state that long ago: the round then fires this dossier's event
 * and no other walked dossier's (twins waiting for their turn share their deadline).
 */
export async function runSchedulerAtDeadline(t: TestApp, dossierId: number, { over }: { over: boolean }) {
  const [dossier] = await t.database.db.select({ dateEcheance: dossiers.dateEcheance }).from(dossiers).where(eq(dossiers.id, dossierId));
  if (!dossier?.dateEcheance) throw new Error(`No deadline runs on dossier ${dossierId}.`);
  moved += 1;
  const lastDay = new Date(Date.UTC(2001, 0, 1 - 7 * moved));
  await t.database.db.update(dossiers).set({ dateEcheance: lastDay.toISOString().slice(0, 10) }).where(eq(dossiers.id, dossierId));
  await fireDueTransitions(t.database.db, t.config, new Date(lastDay.getTime() + (over ? DAY : DAY / 2)));
}
