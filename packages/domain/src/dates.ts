/**
 * Dates, written once (issue 24; decision 0021). Pure: an instant is always passed in, never read
 * from a clock here. Three kinds of value, each with one rule:
 *
 * - a seminary day, 'YYYY-MM-DD' in West Africa Time (Jos): "today", report ranges, drop deadlines;
 * - a calendar date the server stores without a time (a semester's start date): shown as written;
 * - an instant (ISO text from the server): shown in the reader's own time zone, the device's.
 *
 * West Africa Time is UTC+01:00 all year (Nigeria keeps no daylight saving), so the day arithmetic
 * is exact with a fixed offset; a test compares it with the time-zone database's Africa/Lagos.
 * The display formats are written by hand, not with Intl: the first Intl formatter a page makes
 * loads the locale's data, about 15–20 ms on this machine and 60–100 ms on a low-tier phone, in
 * the middle of the page's first render (decision 0010). Each writes what Intl writes for en-NG
 * (tests compare them), the same in every browser.
 */

/** West Africa Time: UTC+01:00 all year (no daylight saving). */
export const WAT_OFFSET_MINUTES = 60;
const WAT_OFFSET_MS = WAT_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

// ---- days ----------------------------------------------------------------------------------

/** Midnight UTC of a calendar day 'YYYY-MM-DD' (ms); a RangeError for any other text. */
function utcMidnight(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`not a date: ${day}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== day) throw new RangeError(`not a date: ${day}`);
  return ms;
}

/** The number of a calendar day 'YYYY-MM-DD' (days since 1970-01-01): days apart subtract. A RangeError for any other text. */
export function dayIndex(day: string): number {
  return Math.round(utcMidnight(day) / DAY_MS);
}

/** Whether a text is a calendar date YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  try {
    utcMidnight(day);
    return true;
  } catch {
    return false;
  }
}

/** The seminary's day (West Africa Time, YYYY-MM-DD) of an instant: today, given the clock's now. */
export function watDay(at: Date): string {
  return new Date(at.getTime() + WAT_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first instant of a seminary day (00:00 in West Africa Time). */
export function watDayStart(day: string): Date {
  return new Date(utcMidnight(day) - WAT_OFFSET_MS);
}

/** The first instant after a seminary day (00:00 of the next day in West Africa Time). */
export function watDayEnd(day: string): Date {
  return new Date(utcMidnight(day) + DAY_MS - WAT_OFFSET_MS);
}

// ---- display -------------------------------------------------------------------------------

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** en-NG's short month names ('Sept', not 'Sep'). */
const SHORT_MONTHS = MONTHS.map((m) => (m === 'September' ? 'Sept' : m.slice(0, 3)));

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The instant an ISO text names, or null when it names none. */
function instantOf(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as lists show it ('23 Nov 2026, 10:15'); '-' when absent, the text itself when not a date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = instantOf(value);
  if (!date) return value;
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * An instant in West Africa Time whatever the reader's zone, for texts the server writes (the
 * audit trail, its CSV and its check): '23 Nov 2026, 10:15 WAT'.
 */
export function formatWatDateTime(at: Date | string): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) return String(at);
  const wat = new Date(ms + WAT_OFFSET_MS);
  const time = `${twoDigits(wat.getUTCHours())}:${twoDigits(wat.getUTCMinutes())}`;
  return `${wat.getUTCDate()} ${SHORT_MONTHS[wat.getUTCMonth()]} ${wat.getUTCFullYear()}, ${time} WAT`;
}

/** An instant's day as printed forms show it ('24 November 2026'); '-' when absent. */
export function formatLongDate(value: string | null): string {
  if (!value) return '-';
  const date = instantOf(value);
  if (!date) return value;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A calendar date as written, no time zone: '1 September 2025' from '2025-09-01'. */
export function formatCalendarDate(day: string): string {
  const date = new Date(utcMidnight(day));
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** An instant's day as the hostel form shows it, day-month-year: '23-11-2026'. */
export function formatNumericDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${date.getDate()}-${date.getMonth() + 1}-${date.getFullYear()}`;
}

/** An instant to the second, as a form's history shows it: '23/11/2026, 09:05:07'; the text itself when not a date. */
export function formatTimestamp(value: string): string {
  const date = instantOf(value);
  if (!date) return value;
  const day = `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}
