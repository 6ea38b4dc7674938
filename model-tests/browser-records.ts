import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEventObject, StateValue } from 'xstate';

/** Where the browser journeys write what the app's machines did (gitignored, replaced by each run of a journey file). */
export const BROWSER_RECORDS_DIR = fileURLToPath(new URL('../test-results/browser-transitions/', import.meta.url));

/**
 * One event an actor of the running app processed: its root machine's id, the state value and context it was
 * in before (absent when the page could not serialise them), and the event.
 */
export interface RecordedEvent {
  machine: string;
  value?: StateValue;
  context?: unknown;
  event: AnyEventObject;
}

/** Every record of the last runs of the journey files, one JSON object per line of `<file>.jsonl`. */
export function readBrowserRecords(dir = BROWSER_RECORDS_DIR): RecordedEvent[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .flatMap((file) => readFileSync(path.join(dir, file), 'utf8').split('\n').filter((line) => line !== ''))
    .map((line) => JSON.parse(line) as RecordedEvent);
}
