import type { Db } from '../../db/client';
import type { SettingsCache } from '../platform/settings-cache';
import { readSetting } from '../platform/settings';
import type { ClosingDay } from '../../../domain/schemas/closing-days';

/**
 * The platform's closing days (spec: deadlines count Belgian working days "plus platform closing days a
 * manager can add"), kept as one platform setting: a few days a year, read with every dossier list through
 * the settings cache, which every API process drops when a manager changes them.
 */
const CLOSING_DAYS_KEY = 'closingDays';

export async function readClosingDays(settings: SettingsCache): Promise<ClosingDay[]> {
  return (await settings.read<ClosingDay[]>(CLOSING_DAYS_KEY)) ?? [];
}

export async function closingDaySet(settings: SettingsCache): Promise<ReadonlySet<string>> {
  return new Set((await readClosingDays(settings)).map((c) => c.day));
}

/** The same days read in a transaction, where a deadline is computed along with the change that starts it. */
export async function closingDaySetIn(db: Db): Promise<ReadonlySet<string>> {
  return new Set(((await readSetting<ClosingDay[]>(db, CLOSING_DAYS_KEY)) ?? []).map((c) => c.day));
}

/** Adds the day, or renames it when already there; the list stays in day order. */
export async function addClosingDay(settings: SettingsCache, added: ClosingDay): Promise<ClosingDay[]> {
  const days = [...(await readClosingDays(settings)).filter((c) => c.day !== added.day), added].sort((a, b) => a.day.localeCompare(b.day));
  await settings.write(CLOSING_DAYS_KEY, days);
  return days;
}

export async function removeClosingDay(settings: SettingsCache, day: string): Promise<ClosingDay[]> {
  const days = (await readClosingDays(settings)).filter((c) => c.day !== day);
  await settings.write(CLOSING_DAYS_KEY, days);
  return days;
}
