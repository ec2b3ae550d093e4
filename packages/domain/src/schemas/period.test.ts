import { describe, expect, it } from 'vitest';
import { periodId, periodSortKey } from '../periods.js';
import { createPeriodSchema } from './period.js';

describe('periods', () => {
  it('derives the period id from the semester code and the session', () => {
    expect(periodId('1st', '2023/2024')).toBe('120232024');
    expect(periodId('2nd', '2023/2024')).toBe('220232024');
    expect(periodId('Pre-Summer', '2024/2025')).toBe('320242025');
    expect(periodId('Summer', '2024/2025')).toBe('020242025');
  });

  it('accepts sessions of two consecutive years only', () => {
    expect(createPeriodSchema.safeParse({ semester: '1st', session: '2023/2024', season: 'regular' }).success).toBe(
      true,
    );
    for (const session of ['2023/2025', '23/24', '2023-2024', '2024/2023', '']) {
      expect(createPeriodSchema.safeParse({ semester: '1st', session, season: 'regular' }).success, session).toBe(
        false,
      );
    }
    expect(createPeriodSchema.safeParse({ semester: '3rd', session: '2023/2024', season: 'regular' }).success).toBe(
      false,
    );
  });

  it('orders periods by session, then 1st, 2nd, Pre-Summer, Summer', () => {
    const periods = [
      { semester: 'Summer', session: '2023/2024' },
      { semester: '1st', session: '2024/2025' },
      { semester: '2nd', session: '2023/2024' },
      { semester: 'Pre-Summer', session: '2023/2024' },
      { semester: '1st', session: '2023/2024' },
    ] as const;
    const sorted = [...periods].sort((a, b) => periodSortKey(a).localeCompare(periodSortKey(b)));
    expect(sorted.map((p) => `${p.semester} ${p.session}`)).toEqual([
      '1st 2023/2024',
      '2nd 2023/2024',
      'Pre-Summer 2023/2024',
      'Summer 2023/2024',
      '1st 2024/2025',
    ]);
  });
});
