import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../reference/academics.js';
import { chargeDepartmentsFor, feeBandOf, IN_PERSON_CHARGE_ITEMS, VIRTUAL_CHARGE_ITEMS } from '../charges.js';
import { chargeSchema, departmentalChargeSchema } from './charge.js';

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
    // thousands commas in their places are read (the one money parser, issue 28 §4)
    expect(chargeSchema.parse({ ...base, amount: '1,000' }).amount).toBe(1000);
    expect(chargeSchema.safeParse({ ...base, mode: 'virtual' }).success).toBe(false);
    for (const amount of ['-1', '7000.5', '1,0,0', '10,00', 'abc', '9999999999']) {
      expect(chargeSchema.safeParse({ ...base, amount }).success, amount).toBe(false);
    }
  });

  it('offers every department of the faculty lists at both levels (issue 27 §1)', () => {
    expect(chargeDepartmentsFor('undergraduate')).toEqual(DEPARTMENTS);
    expect(chargeDepartmentsFor('postgraduate')).toEqual(DEPARTMENTS);
    expect(DEPARTMENTS).toHaveLength(15);
    for (const level of ['undergraduate', 'postgraduate']) {
      for (const department of [
        'Old Testament',
        'Systematic Theology',
        'Christian Apologetics',
        'Theological Studies',
      ]) {
        expect(departmentalChargeSchema.safeParse({ level, department, amount: 1000 }).success).toBe(true);
      }
    }
    expect(
      departmentalChargeSchema.safeParse({ level: 'postgraduate', department: 'Basket Weaving', amount: 1000 }).success,
    ).toBe(false);
  });

  it('puts virtual students in the online fee bands', () => {
    expect(feeBandOf('ECWA', 'in_person')).toBe('ECWA');
    expect(feeBandOf('Non-ECWA', 'virtual')).toBe('Non-ECWA-Online');
  });
});
