import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDateTime,
  formatLongDate,
  formatNumericDate,
  formatTimestamp,
  isCalendarDay,
  watDay,
  watDayEnd,
  watDayStart,
} from './dates.js';

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

/*
 * The formats below replaced Intl calls in the web app (issue 24): each must write exactly what
 * the Intl call wrote. They are compared in several device time zones, since instants are shown
 * in the reader's zone (Node applies a change of process.env.TZ at once).
 */
const ZONES = ['UTC', 'Africa/Lagos', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'];
const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

function inEachZone(check: () => void): void {
  const saved = process.env.TZ;
  try {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      check();
    }
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

describe('the display formats write what Intl wrote for en-NG', () => {
  it('formatLongDate: a printed form’s date (dateStyle long, device zone)', () => {
    inEachZone(() => {
      const intl = new Intl.DateTimeFormat('en-NG', { dateStyle: 'long' });
      fc.assert(
        fc.property(instants, (date) => {
          expect(formatLongDate(date.toISOString())).toBe(intl.format(date));
        }),
        { numRuns: 300 },
      );
    });
    expect(formatLongDate(null)).toBe('-');
    expect(formatLongDate('')).toBe('-');
  });

  it('formatCalendarDate: a stored calendar date as written, whatever the device zone', () => {
    inEachZone(() => {
      const intl = new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeZone: 'UTC' });
      fc.assert(
        fc.property(instants, (date) => {
          const day = date.toISOString().slice(0, 10);
          expect(formatCalendarDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
        }),
        { numRuns: 300 },
      );
    });
    expect(formatCalendarDate('2025-09-01')).toBe('1 September 2025');
    expect(() => formatCalendarDate('2025-9-1')).toThrow(RangeError);
  });

  it('formatTimestamp: a history entry’s time (toLocaleString, device zone)', () => {
    inEachZone(() => {
      fc.assert(
        fc.property(instants, (date) => {
          expect(formatTimestamp(date.toISOString())).toBe(date.toLocaleString('en-NG'));
        }),
        { numRuns: 300 },
      );
    });
  });

  it('formatNumericDate: the hostel form’s d-m-yyyy in the device zone', () => {
    inEachZone(() => {
      fc.assert(
        fc.property(instants, (date) => {
          const expected = `${date.getDate()}-${date.getMonth() + 1}-${date.getFullYear()}`;
          expect(formatNumericDate(date)).toBe(expected);
          expect(formatNumericDate(date.toISOString())).toBe(expected);
        }),
        { numRuns: 300 },
      );
    });
  });
});

describe('seminary days in West Africa Time', () => {
  it('agrees with the time-zone database’s Africa/Lagos for every instant from 2000 to 2100', () => {
    const lagos = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });
    fc.assert(
      fc.property(instants, (date) => {
        expect(watDay(date)).toBe(lagos.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it('starts and ends a day at midnight in Jos, 24 hours apart', () => {
    expect(watDayStart('2026-01-05').toISOString()).toBe('2026-01-04T23:00:00.000Z');
    expect(watDayEnd('2026-01-05').toISOString()).toBe('2026-01-05T23:00:00.000Z');
    fc.assert(
      fc.property(instants, (date) => {
        const day = watDay(date);
        const start = watDayStart(day);
        const end = watDayEnd(day);
        expect(start.getTime() <= date.getTime() && date.getTime() < end.getTime()).toBe(true);
        expect(end.getTime() - start.getTime()).toBe(86_400_000);
        expect(watDay(start)).toBe(day);
        expect(watDay(new Date(end.getTime() - 1))).toBe(day);
      }),
    );
  });

  it('knows a calendar date from other text', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-13-01', '2026-1-05', '05-01-2026', '', '2026-01-05T00:00']) {
      expect(isCalendarDay(text)).toBe(false);
    }
    expect(() => watDayStart('2026-02-30')).toThrow(RangeError);
  });
});
