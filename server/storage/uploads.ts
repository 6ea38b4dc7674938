import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { AcceptedUploadMime } from '../../domain/documents';

/** The extension a stored file gets from the type its content was recognised as. */
export const EXTENSION_OF_MIME: Record<AcceptedUploadMime, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png' };

/** Uploaded files live under the data folder, each under the generated name the database records. */
export function uploadsDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/** The file of a stored name; a name that would leave the folder is refused (null), whatever the database says. */
export function uploadPath(config: Pick<ServerConfig, 'dataDir'>, storageName: string): string | null {
  if (storageName === '' || path.basename(storageName) !== storageName || storageName.startsWith('.')) return null;
  return path.join(uploadsDir(config), storageName);
}

/** Removes files whose records are gone; a file already missing is not an error. */
export async function removeUploads(config: ServerConfig, storageNames: readonly string[]): Promise<void> {
  for (const name of storageNames) {
    const file = uploadPath(config, name);
    if (file) await rm(file, { force: true });
  }
}

/**
 * Where an upload is written while it arrives, beside the stored files so that accepting it is a rename on
 * the same disk; its leading dot keeps it out of uploadPath's reach (nothing served from there).
 */
export function incomingDir(config: ServerConfig): string {
  return path.join(uploadsDir(config), '.incoming');
}

/** A fresh generated name for a stored file: nothing of the user's file name reaches the disk. */
export function newStorageName(mime: AcceptedUploadMime): string {
  return `${randomUUID()}${EXTENSION_OF_MIME[mime]}`;
}
