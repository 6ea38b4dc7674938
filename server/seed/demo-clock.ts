import { PLATFORM_TIME_ZONE } from '../../domain/platforms';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The demo's working day, in Brussels: 08:00 to 18:00. */
const OPENS = 8 * HOUR;
const OPEN_FOR = 10 * HOUR;
/** How much later than its input `officeMoment` may answer (at 00:00 it answers 08:00): seed nothing closer to now. */
export const OFFICE_MOMENT_MAX_SHIFT = OPENS;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLATFORM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Brussels' clock is ahead of UTC at `time` (one or two hours). */
function brusselsOffset(time: number): number {
  const part = Object.fromEntries(wallClock.formatToParts(new Date(time)).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - Math.floor(time / 1000) * 1000;
}

/**
 * The demo's moments are computed by subtracting days from the seeding's clock, which would give them the
 * time of night the demo was installed at: on screen, an event at 02:47 beside one of today reads like a
 * time left in UTC. This moves a moment into the office hours of its Brussels day, keeping its place in the
 * day (midnight opens, noon is 13:00, the end of the day closes), so that a dossier's events keep their
 * order. The answer is never more than OFFICE_MOMENT_MAX_SHIFT after `at`.
 */
export function officeMoment(at: Date): Date {
  const time = at.getTime();
  const wall = time + brusselsOffset(time);
  const dayStart = Math.floor(wall / DAY) * DAY;
  const office = dayStart + OPENS + Math.floor(((wall - dayStart) / DAY) * OPEN_FOR);
  return new Date(office - brusselsOffset(office - brusselsOffset(time)));
}
