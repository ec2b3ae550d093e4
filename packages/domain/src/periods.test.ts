import { describe, expect, it } from 'vitest';
import { periodFromId, periodId, periodTitle, SEMESTERS } from './periods.js';

describe('period ids', () => {
  it.each(SEMESTERS)('%s semester: an id spells its semester and session back', (semester) => {
    const id = periodId(semester, '2025/2026');
    expect(periodFromId(id)).toEqual({ semester, session: '2025/2026' });
  });

  it.each([
    '',
    '12025202',
    '1202520266',
    '420252026',
    '120252027',
    '120262025',
    'x20252026',
    '1 2025202',
    '12025/2026',
  ])('%j is not a period id', (id) => {
    expect(periodFromId(id)).toBeNull();
  });

  it('names a period as forms and headings do', () => {
    expect(periodTitle(periodFromId('120252026')!)).toBe('1st Semester, 2025/2026');
    expect(periodTitle(periodFromId('020242025')!)).toBe('Summer Semester, 2024/2025');
  });
});
