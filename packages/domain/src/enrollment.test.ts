import { describe, expect, it } from 'vitest';
import { enrollmentNote, enrollmentStatistics } from './enrollment.js';

describe('enrollment statistics', () => {
  it('adds up rows, columns and the grand total (worked numbers)', () => {
    const stats = enrollmentStatistics([
      { category: 'Diploma Programme', status: 'started', count: 2 },
      { category: 'Diploma Programme', status: 'completed', count: 3 },
      { category: 'Masters Programme', status: 'awaiting dean', count: 4 },
      { category: 'Masters Programme', status: 'completed', count: 1 },
      { category: 'Master of Divinity Programme', status: 'incomplete', count: 5 },
    ]);
    expect(stats.rows.map((r) => r.label)).toEqual([
      'Diploma',
      'Bachelor of Arts',
      'PGDT',
      'Masters',
      'Master of Divinity',
    ]);
    expect(stats.columns.map((c) => c.label)).toEqual([
      'Started / Yet to Forward for Approval',
      'Awaiting Dean',
      'Disapproved',
      'Awaiting Bursar',
      'Incomplete / Yet to Submit',
      'Completed',
    ]);
    expect(stats.rows.map((r) => r.total)).toEqual([5, 0, 0, 5, 5]);
    expect(stats.columnTotals).toEqual({
      started: 2,
      'awaiting dean': 4,
      disapproved: 0,
      'awaiting bursar': 0,
      incomplete: 5,
      completed: 4,
    });
    expect(stats.grandTotal).toBe(15);
    expect(stats.initiated).toBe(15);
    expect(stats.completed).toBe(4);
    expect(stats.note).toBe('15 registrations initiated; 4 completed (27%).');
  });

  it('shows an Other row only for registrations outside the five categories', () => {
    const stats = enrollmentStatistics([
      { category: null, status: 'completed', count: 1 },
      { category: 'PGDT Programme', status: 'completed', count: 1 },
    ]);
    expect(stats.rows.at(-1)).toMatchObject({ label: 'Other', total: 1 });
    expect(stats.grandTotal).toBe(2);
    expect(stats.columnTotals.completed).toBe(2);
    expect(enrollmentStatistics([]).rows).toHaveLength(5);
    expect(enrollmentNote(0, 0)).toBe('0 registrations initiated; 0 completed (0%).');
    expect(enrollmentNote(1, 1)).toBe('1 registration initiated; 1 completed (100%).');
  });
});
