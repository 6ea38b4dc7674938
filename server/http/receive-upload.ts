import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
// The request's multipart methods (parts, isMultipart), registered by routes/uploads.ts.
import type {} from '@fastify/multipart';
import type { ServerConfig } from '../config';
import { DomainError, invalidFields, uploadError } from '../../domain/errors';
import { UPLOAD_MAX_BYTES } from '../../domain/documents';
import { incomingDir } from '../storage/uploads';
import type { ReceivedFile } from '../services/documents/received-file';


export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

/**
 * Options of the multipart plugin for uploads: one file and a few short fields (nom, typeDocumentId); the
 * file stops counting at 20 MB and is marked truncated (tooBig) instead of failing the stream mid-write.
 */
export const UPLOAD_MULTIPART_OPTIONS = {
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 4096 },
  throwFileSizeLimit: false,
};

/** Why reading the body failed: the disk (technical), a body shaped wrong (400), or a body that stopped coming (interrupted). */
function classify(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const { code, message, syscall } = (error ?? {}) as { code?: string; message?: string; syscall?: string };
  if (syscall) return uploadError('technical');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return invalidFields([{ field: 'file', message: 'Un seul fichier, avec son nom et son type, peut être envoyé à la fois.' }]);
  }
  if (/boundary|malformed/i.test(message ?? '')) return new DomainError('invalid', 'ValidationError', 'La requête est invalide (corps illisible ou mal formé).');
  return uploadError('interrupted');
}

async function writeIncoming(source: Readable & { truncated?: boolean }, target: string): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, measure, createWriteStream(target, { flags: 'wx' }));
  return { path: target, size, sha256: hash.digest('hex'), truncated: source.truncated === true };
}

/**
 * Reads a multipart/form-data upload: its text fields, and its `file` part written to a temporary file
 * while it is hashed and counted, so that nothing is held in memory and nothing is stored yet. On any
 * failure the temporary file is removed before the error (one of the upload kinds) leaves.
 */
export async function receiveUpload(request: FastifyRequest, config: ServerConfig): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw uploadError('noFile');
  await mkdir(incomingDir(config), { recursive: true }).catch(() => {
    throw uploadError('technical');
  });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let pending: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && part.filename !== '') {
        pending = path.join(incomingDir(config), randomUUID());
        file = await writeIncoming(part.file, pending);
      } else {
        // A file under another name, or the empty file part a form sends when nothing was chosen.
        part.file.resume();
      }
    }
    return { fields, file };
  } catch (error) {
    if (pending) await rm(pending, { force: true });
    throw classify(error);
  }
}
