import Holidays from 'date-holidays';

/**
 * The Belgian working-day calendar of the platform's deadlines: Monday to Friday, minus the legal public
 * holidays (New Year, Easter Monday, 1 May, Ascension, Whit Monday, 21 July, 15 August, 1 and 11 November,
 * Christmas, as date-holidays keeps them) and the platform's own closing days. Days are ISO days in Brussels
 * (`platformToday`). Server-side only: the holiday tables are too heavy for the browser.
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

/**
 * The working days from `from` (excluded) to `to` (included): what is left until a deadline. Negative when
 * the deadline has passed (the working days since), 0 on the deadline itself.
 */
export function workingDaysBetween(from: string, to: string, closingDays?: ReadonlySet<string>): number {
  const [start, end, sign] = from <= to ? [from, to, 1] : [to, from, -1];
  let count = 0;
  for (let time = toTime(start) + DAY_MS; time <= toTime(end); time += DAY_MS) if (isWorkingDay(toDay(time), closingDays)) count += 1;
  return sign * count;
}
