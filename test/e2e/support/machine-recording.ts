import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { BROWSER_RECORDS_DIR } from '../../../model-tests/browser-records';

/** The records files started in this worker: its journey files share their modules (vitest.config.ts). */
const started = new Set<string>();

/** This journey file's records, started afresh by its first page of the run. */
function recordsFile(): string {
  const file = path.join(BROWSER_RECORDS_DIR, `${path.basename(expect.getState().testPath ?? 'journeys')}.jsonl`);
  if (!started.has(file)) {
    mkdirSync(BROWSER_RECORDS_DIR, { recursive: true });
    writeFileSync(file, '');
    started.add(file);
  }
  return file;
}

/**
 * Runs in each page before the app (src/machines-inspection.ts reads `__inspectMachines`): for every event a
 * machine actor processed, sends its machine's id, the snapshot it was in and the event, as a JSON line (see
 * model-tests/browser-records.ts). Self-contained: Playwright sends its source to the page.
 */
function installInspector() {
  type Inspected = { type: string; actorRef: object; event: { type: string }; snapshot: { status?: string; value?: unknown; context?: unknown; machine?: { id: string } } };
  const page = window as unknown as { __inspectMachines: (inspection: Inspected) => void; __recordMachineEvent: (line: string) => Promise<void> };
  const previous = new WeakMap<object, Inspected['snapshot']>();
  // An actor's failure is an Error, whose message JSON would drop.
  const keepErrors = (_key: string, value: unknown) => (value instanceof Error ? { ...value, name: value.name, message: value.message } : value);
  page.__inspectMachines = ({ type, actorRef, event, snapshot }) => {
    // Invoked promise actors have snapshots too; only machines' are replayed.
    if (type !== '@xstate.snapshot' || !snapshot.machine) return;
    const before = previous.get(actorRef);
    previous.set(actorRef, snapshot);
    if (before?.status !== 'active' || event.type === 'xstate.init') return;
    const machine = snapshot.machine.id;
    let line: string;
    try {
      line = JSON.stringify({ machine, value: before.value, context: before.context, event }, keepErrors);
    } catch {
      line = JSON.stringify({ machine, event: { type: event.type } });
    }
    page.__recordMachineEvent(line).catch(() => undefined);
  };
}

/** Every page of the context records its machines' events into this journey file's records. */
export async function recordMachineEvents(context: BrowserContext): Promise<void> {
  const into = recordsFile();
  await context.exposeBinding('__recordMachineEvent', (_source, line: string) => appendFileSync(into, `${line}\n`));
  await context.addInitScript(installInspector);
}
