import type { Database } from '../../db/client';
import { readSetting, writeSetting } from './settings';

export const SETTINGS_CHANNEL = 'platform_settings';

/** Past this, a setting is read again even if no notice came (a notice can be lost with its connection). */
const FRESH_MS = 3000;

/**
 * The platform settings as every request reads them (the maintenance flag), kept in memory for a few
 * seconds at most. A write tells every API process sharing the database, which drop their copy at once.
 */
export interface SettingsCache {
  read<T>(key: string): Promise<T | undefined>;
  write(key: string, value: unknown): Promise<void>;
}

export async function createSettingsCache(database: Pick<Database, 'db' | 'notify' | 'listen'>): Promise<SettingsCache> {
  const entries = new Map<string, { value: Promise<unknown>; until: number }>();
  const forget = (key: string) => (key ? entries.delete(key) : entries.clear());
  await database.listen(SETTINGS_CHANNEL, forget);
  return {
    read<T>(key: string) {
      const cached = entries.get(key);
      if (cached && cached.until > Date.now()) return cached.value as Promise<T | undefined>;
      // Concurrent readers share one query; a failed one is not kept.
      const entry = { value: readSetting<T>(database.db, key), until: Date.now() + FRESH_MS };
      entries.set(key, entry);
      entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
      return entry.value;
    },
    async write(key, value) {
      await writeSetting(database.db, key, value);
      // This process must not wait for its own notice to read the new value.
      forget(key);
      await database.notify(SETTINGS_CHANNEL, key);
    },
  };
}
