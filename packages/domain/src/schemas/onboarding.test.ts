import { describe, expect, it } from 'vitest';
import { completeProfileSchema, confirmDetailsSchema, createProfileSchema } from './onboarding.js';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const profile = {
  surname: 'Audu',
  first_name: 'Blessing',
  other_names: '',
  gender: 'Female',
  phone_number: '08031234567',
  username: 'ab12c',
  mode_of_study: 'in_person',
};

const record = {
  ledger_number: 'jets/l/2024/0001',
  date_of_birth: '1995-04-12',
  state_of_origin: 'Plateau',
  country_of_origin: 'Nigeria',
  denomination: 'ECWA',
  local_church: 'ECWA Good News, Jos',
  name_of_pastor: 'Rev. Danjuma',
  work_fulltime: 'no',
  ministry: 'Youth',
  year_of_admission: '2024',
  programme_category: 'Masters Programme',
  programme: 'MA in Old Testament',
  faculty: 'Faculty of Biblical Studies',
  department: 'Old Testament',
  affiliation_status: 'no',
};

describe('Create Student Profile', () => {
  it('upper-cases the Student ID and the surname and ignores role and status', () => {
    const parsed = createProfileSchema.parse({ ...profile, role: 'admin', status: 'complete', user_role: 'admin' });
    expect(parsed).toEqual({ ...profile, surname: 'AUDU', username: 'AB12C' });
    expect(parsed).not.toHaveProperty('role');
  });

  it('uses the spec’s messages', () => {
    const r = createProfileSchema.safeParse({
      ...profile,
      surname: ' ',
      gender: '',
      phone_number: '0803123456',
      username: '1234',
    });
    expect(messages(r)).toEqual({
      surname: '*Required',
      gender: '*Required',
      phone_number: '*Invalid',
      username: '*Invalid',
    });
    expect(createProfileSchema.safeParse({ ...profile, phone_number: '0803123456a' }).success).toBe(false);
  });
});

describe('Complete Profile', () => {
  it('accepts a full record, upper-cases the ledger number and coerces the year', () => {
    const parsed = completeProfileSchema.parse(record);
    expect(parsed.ledger_number).toBe('JETS/L/2024/0001');
    expect(parsed.year_of_admission).toBe(2024);
    expect(parsed.special_student_category).toBe('');
  });

  it('requires a ledger number of at least 7 characters and years 2015 to 2031', () => {
    expect(messages(completeProfileSchema.safeParse({ ...record, ledger_number: 'L/0001' }))).toEqual({
      ledger_number: '*Invalid',
    });
    expect(completeProfileSchema.safeParse({ ...record, year_of_admission: 2014 }).success).toBe(false);
    expect(completeProfileSchema.safeParse({ ...record, year_of_admission: 2032 }).success).toBe(false);
  });

  it('keeps the programme inside its category and the department inside its faculty', () => {
    expect(
      messages(completeProfileSchema.safeParse({ ...record, programme: 'Master of Divinity (Pastoral Studies)' })),
    ).toEqual({
      programme: '*Required',
    });
    expect(messages(completeProfileSchema.safeParse({ ...record, department: 'Pastoral Studies' }))).toEqual({
      department: '*Required',
    });
  });

  it('allows affiliation only for the Bachelor of Arts', () => {
    expect(completeProfileSchema.safeParse({ ...record, affiliation_status: 'yes' }).success).toBe(false);
    const ba = {
      ...record,
      programme_category: 'Bachelor of Arts Programme',
      programme: 'BA in Theology (Pastoral Studies)',
      faculty: 'Faculty of Practical Theology',
      department: 'Pastoral Studies',
      affiliation_status: 'yes',
    };
    expect(completeProfileSchema.safeParse(ba).success).toBe(true);
  });

  it('makes everything required except the special student category', () => {
    const keys = Object.keys(record).filter((k) => k !== 'affiliation_status');
    for (const key of keys) {
      const r = completeProfileSchema.safeParse({ ...record, [key]: '' });
      expect(r.success, key).toBe(false);
    }
    expect(completeProfileSchema.safeParse({ ...record, special_student_category: 'JETS Staff' }).success).toBe(true);
    expect(completeProfileSchema.safeParse({ ...record, special_student_category: 'anything' }).success).toBe(false);
  });
});

describe('Confirm details', () => {
  it('checks the department against the faculty', () => {
    const ok = {
      phone_number: '08031234567',
      gender: 'Male',
      faculty: 'Faculty of Education',
      department: 'Christian Education',
    };
    expect(confirmDetailsSchema.safeParse(ok).success).toBe(true);
    expect(confirmDetailsSchema.safeParse({ ...ok, department: 'Old Testament' }).success).toBe(false);
  });
});
