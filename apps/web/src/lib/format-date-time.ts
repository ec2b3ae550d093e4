// Written by hand, not with Intl: the first Intl formatter a page makes loads the locale's data,
// about 15–20 ms on this machine and 60–100 ms on a low-tier phone, in the middle of the page's
// first render (decision 0010). The text is what `Intl.DateTimeFormat('en-NG', { dateStyle:
// 'medium', timeStyle: 'short' })` writes (a test compares them), the same in every browser.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A server instant in the device's time zone, as the portal shows it ('23 Nov 2026, 10:15'); '-' when absent. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
