// Making an Intl formatter loads the locale's data: about 14 ms on this machine, 60–90 ms on a
// low-tier phone, in whatever task makes it first. So it is made on first use, never while a
// chunk is being evaluated (decision 0010).
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** A server instant as the portal shows it ('23 Nov 2026, 10:15'); '-' when absent. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  dateTimeFormat ??= new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(date);
}
