import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes what Intl writes for en-NG (medium date, short time), without Intl', () => {
    const intl = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(formatDateTime(date.toISOString())).toBe(intl.format(date));
        },
      ),
      { numRuns: 2000 },
    );
    for (const iso of ['2026-01-05T08:03:00', '2026-09-30T00:00:00', '2026-11-23T22:05:00']) {
      expect(formatDateTime(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it('shows a dash when there is no instant and the text itself when it is not a date', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
