import { describe, expect, it } from 'vitest';
import { createCourseSchema } from './course.js';

describe('courses', () => {
  it('upper-cases the code and takes hours as one character: a number or P/F', () => {
    expect(
      createCourseSchema.parse({ title: 'Old Testament Survey', hours: '3', code: 'ots  611', year: '6' }),
    ).toEqual({
      title: 'Old Testament Survey',
      hours: '3',
      code: 'OTS 611',
      year: 6,
      audience: 'both',
    });
    expect(createCourseSchema.parse({ title: 'Field Education', hours: 'p', code: 'PAS 4714', year: 4 }).hours).toBe(
      'P/F',
    );
    for (const hours of ['0', '10', '33', 'X', '']) {
      expect(createCourseSchema.safeParse({ title: 'T', hours, code: 'OTS 611', year: 1 }).success, hours).toBe(false);
    }
    for (const year of [0, 8, 'x']) {
      expect(
        createCourseSchema.safeParse({ title: 'T', hours: '3', code: 'OTS 611', year }).success,
        String(year),
      ).toBe(false);
    }
  });
});
