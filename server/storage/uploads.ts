import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';

/** Uploaded files live under the data folder, each under the generated name the database records. */
export function uploadsDir(config: ServerConfig): string {
  return path.join(config.dataDir, 'uploads');
}

/** The file of a stored name; a name that would leave the folder is refused (null), whatever the database says. */
export function uploadPath(config: ServerConfig, storageName: string): string | null {
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
