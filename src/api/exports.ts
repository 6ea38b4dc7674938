import { platformToday } from '../../domain/sme';
import type { ExportFormat } from '../../domain/schemas/exports';
import { requestBlob } from './client';
import { saveBlob } from './documents/download';

/** A list's export (`POST <path>` with its filters and the format), saved by the browser as `<name>-<day>.<format>`. */
export async function downloadExport(path: string, filters: object, name: string, format: ExportFormat) {
  saveBlob(await requestBlob(path, { method: 'POST', body: { ...filters, format } }), `${name}-${platformToday()}.${format}`);
}
