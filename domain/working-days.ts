import Holidays from 'date-holidays';
import { platformToday } from './sme';

/**
 * The Belgian working-day calendar of the platform's deadlines: Monday to Friday, minus the legal public
 * holidays (New Year, Easter Monday, 1 May, Ascension, Whit Monday, 21 July, 15 August, 1 and 11 November,
 * Christmas, as date-holidays keeps them) and the platform's own closing days. Days are ISO days in Brussels
 * (`platformToday`). Server-side only: the holiday tables are too heavy for the browser, and this module builds
 * them when it is loaded, so no screen imports it. It sits in `domain/` because the wire shapes count days too.
 */
const belgium = new Holidays('BE', { languages: ['fr'], types: ['public'] });

const DAY_MS = 24 * 60 * 60 * 1000;
const holidaysByYear = new Map<number, ReadonlyMap<string, string>>();

/** The year's Belgian public holidays: ISO day → French name. */
export function belgianPublicHolidays(year: number): ReadonlyMap<string, string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Map(belgium.getHolidays(year).filter((h) => h.type === 'public').map((h) => [h.date.slice(0, 10), h.name]));
    holidaysByYear.set(year, days);
  }
  return days;
}

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function isWorkingDay(day: string, closingDays: ReadonlySet<string> = new Set()): boolean {
  const weekday = new Date(toTime(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !belgianPublicHolidays(Number(day.slice(0, 4))).has(day) && !closingDays.has(day);
}

/**
 * The day `count` working days after `day` (the day itself not counted): a deadline of N working days. A
 * negative count goes back: the working day that many before.
 */
export function addWorkingDays(day: string, count: number, closingDays?: ReadonlySet<string>): string {
  const step = count < 0 ? -DAY_MS : DAY_MS;
  let time = toTime(day);
  for (let left = Math.abs(count); left > 0; ) {
    time += step;
    if (isWorkingDay(toDay(time), closingDays)) left -= 1;
  }
  return toDay(time);
}

const NO_CLOSING_DAYS: ReadonlySet<string> = new Set();
/** Per set of closing days, per span of years: a list page counts days for every row with the same set. */
const daysOffByClosingDays = new WeakMap<ReadonlySet<string>, Map<string, ReadonlySet<string>>>();

/** The days off that fall on a weekday: public holidays and closing days (a holiday that is also one counts once). */
function daysOffOnWeekdays(firstYear: number, lastYear: number, closingDays: ReadonlySet<string> = NO_CLOSING_DAYS): ReadonlySet<string> {
  let bySpan = daysOffByClosingDays.get(closingDays);
  // Stryker disable next-line ConditionalExpression: a memo only: without it the days are gathered again, the same.
  if (!bySpan) daysOffByClosingDays.set(closingDays, (bySpan = new Map()));
  const span = `${firstYear}-${lastYear}`;
  let off = bySpan.get(span);
  // Stryker disable next-line ConditionalExpression: a memo only: without it the days are gathered again, the same.
  if (!off) {
    const days = new Set(closingDays);
    for (let year = firstYear; year <= lastYear; year += 1) for (const day of belgianPublicHolidays(year).keys()) days.add(day);
    for (const day of days) if ([0, 6].includes(new Date(toTime(day)).getUTCDay())) days.delete(day);
    bySpan.set(span, (off = days));
  }
  return off;
}

/**
 * The working days from `from` (excluded) to `to` (included): what is left until a deadline. Negative when
 * the deadline has passed (the working days since), 0 on the deadline itself. Counted, not walked: the
 * weekdays of whole weeks and of the days left over, less the days off in between. A list shows it for every
 * dossier, and a deadline years ago would otherwise cost a thousand steps each.
 */
export function workingDaysBetween(from: string, to: string, closingDays?: ReadonlySet<string>): number {
  const [start, end, sign] = from <= to ? [from, to, 1] : [to, from, -1];
  const days = Math.round((toTime(end) - toTime(start)) / DAY_MS);
  const startWeekday = new Date(toTime(start)).getUTCDay();
  let count = Math.floor(days / 7) * 5;
  for (let offset = 1; offset <= days % 7; offset += 1) if (![0, 6].includes((startWeekday + offset) % 7)) count += 1;
  for (const day of daysOffOnWeekdays(Number(start.slice(0, 4)), Number(end.slice(0, 4)), closingDays)) if (day > start && day <= end) count -= 1;
  return sign * count;
}

/** The working days the beneficiary has left until the report's last day, counted down to 0 (the countdown on both sides). */
export function reportDaysLeft(deadline: string | null, closingDays: ReadonlySet<string>, today = platformToday()): number | null {
  return deadline ? Math.max(0, workingDaysBetween(today, deadline, closingDays)) : null;
}
