import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { platformToday } from '../../domain/sme';
import type { ExportFormat } from '../../domain/schemas/exports';
import { EXPORT_FORMATS } from '../services/exports/table-export';

/** Sends a list's export as a download named after the list and the day (`cheques-2026-11-26.xlsx`), never cached. */
export function sendExport(reply: FastifyReply, name: string, format: ExportFormat, file: Readable) {
  const { contentType, extension } = EXPORT_FORMATS[format];
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${name}-${platformToday()}.${extension}"`)
    .header('cache-control', 'private, no-store')
    .send(file);
}
