import { platformToday } from '../../domain/sme';
import type { ExportFormat } from '../../domain/schemas/exports';
import { guarded, reportApiFailure, withSessionHeaders } from './client';
import type { ApiFailure } from './errors';
import { saveBlob } from './documents/download';

/** How far a running export has come: the bytes received, and for a CSV the rows (XLSX is compressed: bytes only). */
export interface ExportProgress {
  bytes: number;
  rows: number | null;
}

export interface ExportOptions {
  /** Aborts the download: the promise rejects with the AbortError and nothing is saved. */
  signal?: AbortSignal;
  /** Told on the first bytes, then at most every PROGRESS_EVERY_MS, then once at the end. */
  onProgress?: (progress: ExportProgress) => void;
}

/** What a refused export's JSON body says (ofetch's failures are read by toApiFailure; this one is fetch's). */
async function failureOf(answer: Response): Promise<ApiFailure> {
  const body = ((await answer.json().catch(() => null)) ?? {}) as Partial<ApiFailure>;
  return { status: answer.status, code: typeof body.code === 'string' ? body.code : answer.statusText || 'unexpected', message: typeof body.message === 'string' ? body.message : null };
}

/**
 * `POST /api<path>` read as it comes: fetch rather than ofetch, whose answers arrive whole. The session's headers,
 * refresh and failures as every call (a refusal reaches the shell's listener, then throws its ApiFailure); an abort
 * rejects with its AbortError and tells nobody.
 */
async function postStreamed(path: string, body: object, signal?: AbortSignal): Promise<Response> {
  const answer = await guarded(
    path,
    () => fetch(`/api${path}`, { method: 'POST', headers: withSessionHeaders({ 'Content-Type': 'application/json' }), body: JSON.stringify(body), signal }),
    true,
    signal,
  );
  if (answer.ok) return answer;
  const failure = await failureOf(answer);
  reportApiFailure(failure);
  throw failure;
}

const PROGRESS_EVERY_MS = 250;
const LINE_FEED = 10;

function lineFeeds(chunk: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === LINE_FEED) count++;
  return count;
}

/**
 * A list's export (`POST <path>` with its filters and the format), read as the server streams it so that its progress
 * shows, then saved by the browser as `<name>-<day>.<format>`. A CSV's rows are counted by their line ends (the
 * header's excluded; a line break inside a quoted field counts too, so a row count is an estimate).
 */
export async function downloadExport(path: string, filters: object, name: string, format: ExportFormat, options: ExportOptions = {}) {
  const { signal, onProgress } = options;
  const answer = await postStreamed(path, { ...filters, format }, signal);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  let toldAt = -Infinity;
  const progress = (): ExportProgress => ({ bytes, rows: format === 'csv' ? Math.max(0, lines - 1) : null });
  if (answer.body) {
    const reader = answer.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      if (format === 'csv') lines += lineFeeds(value);
      if (performance.now() - toldAt >= PROGRESS_EVERY_MS) {
        toldAt = performance.now();
        onProgress?.(progress());
      }
    }
  }
  onProgress?.(progress());
  saveBlob(new Blob(chunks as BlobPart[], { type: answer.headers.get('content-type') ?? '' }), `${name}-${platformToday()}.${format}`);
}
