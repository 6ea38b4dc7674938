import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEventObject, StateValue } from 'xstate';
import type { RecordedChange } from '../machines/dossierStatus.replay';

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

/**
 * One status change a journey caused on the server, read from the dossier history its server kept (the server runs
 * the dossier status machine through pure transitions: the page has no actor of it to inspect).
 */
export interface ServerRecordedChange extends RecordedChange {
  machine: 'dossierStatus';
}

/** A journey file's server records sit beside its browser records, as `<file>.server.jsonl`. */
export const SERVER_RECORDS_SUFFIX = '.server.jsonl';

const linesOf = (dir: string, keep: (file: string) => boolean): unknown[] =>
  !existsSync(dir)
    ? []
    : readdirSync(dir)
        .filter(keep)
        .flatMap((file) => readFileSync(path.join(dir, file), 'utf8').split('\n').filter((line) => line !== ''))
        .map((line) => JSON.parse(line) as unknown);

/** Every record of the last runs of the journey files, one JSON object per line of `<file>.jsonl`. */
export function readBrowserRecords(dir = BROWSER_RECORDS_DIR): RecordedEvent[] {
  return linesOf(dir, (file) => file.endsWith('.jsonl') && !file.endsWith(SERVER_RECORDS_SUFFIX)) as RecordedEvent[];
}

/** Every status change the journeys caused on their servers, from `<file>.server.jsonl`. */
export function readServerRecords(dir = BROWSER_RECORDS_DIR): ServerRecordedChange[] {
  return linesOf(dir, (file) => file.endsWith(SERVER_RECORDS_SUFFIX)) as ServerRecordedChange[];
}
