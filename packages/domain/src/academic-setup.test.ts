import { describe, expect, it } from 'vitest';
import {
  chargeDepartmentsFor,
  chargeSchema,
  createCourseSchema,
  createFacultySchema,
  createPeriodSchema,
  departmentalChargeSchema,
  feeBandOf,
  IN_PERSON_CHARGE_ITEMS,
  periodId,
  periodSortKey,
  VIRTUAL_CHARGE_ITEMS,
} from './academic-setup.js';

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

describe('charges and fees', () => {
  it('lists 14 in-person and 4 virtual charge items', () => {
    expect(IN_PERSON_CHARGE_ITEMS).toHaveLength(14);
    expect(VIRTUAL_CHARGE_ITEMS).toHaveLength(4);
  });

  it('accepts whole naira for an item of the mode’s list only', () => {
    const base = {
      level: 'undergraduate',
      student_type: 'new',
      mode: 'in_person',
      item: 'Health Insurance',
      amount: '7000',
    };
    expect(chargeSchema.parse(base).amount).toBe(7000);
    expect(chargeSchema.safeParse({ ...base, mode: 'virtual' }).success).toBe(false);
    for (const amount of ['-1', '7000.5', '1,000', 'abc', '9999999999']) {
      expect(chargeSchema.safeParse({ ...base, amount }).success, amount).toBe(false);
    }
  });

  it('lists 8 undergraduate and 10 postgraduate departments for departmental charges', () => {
    expect(chargeDepartmentsFor('undergraduate')).toHaveLength(8);
    expect(chargeDepartmentsFor('postgraduate')).toHaveLength(10);
    expect(
      departmentalChargeSchema.safeParse({ level: 'undergraduate', department: 'Old Testament', amount: 1000 }).success,
    ).toBe(false);
    expect(
      departmentalChargeSchema.safeParse({ level: 'postgraduate', department: 'Old Testament', amount: 1000 }).success,
    ).toBe(true);
  });

  it('puts virtual students in the online fee bands', () => {
    expect(feeBandOf('ECWA', 'in_person')).toBe('ECWA');
    expect(feeBandOf('Non-ECWA', 'virtual')).toBe('Non-ECWA-Online');
  });
});

describe('faculty accounts', () => {
  it('upper-cases the surname and needs an 11-digit phone', () => {
    const input = { title: 'Dr.', surname: 'Bako', first_name: 'John', gender: 'Male', phone_number: '08031234567' };
    expect(createFacultySchema.parse(input)).toMatchObject({ surname: 'BAKO', other_names: '' });
    expect(createFacultySchema.safeParse({ ...input, phone_number: '0803123456' }).error?.issues[0]?.message).toBe(
      '*Invalid',
    );
  });
});
