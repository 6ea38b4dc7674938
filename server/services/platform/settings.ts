import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformSettings } from '../../db/schema/index';

/** Settings live in the database so that every API process sharing it sees the same values. */
export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, key));
  return row?.value as T | undefined;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value } });
}

/** The token-signing secret: JWT_SECRET when given, else one generated once and kept in the database. */
export async function tokenSecret(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  await db
    .insert(platformSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64') })
    .onConflictDoNothing();
  const secret = await readSetting<string>(db, 'jwt_secret');
  return new TextEncoder().encode(secret);
}

export const MAINTENANCE_KEY = 'maintenance';
