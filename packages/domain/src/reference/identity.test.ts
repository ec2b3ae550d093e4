import { describe, expect, it } from 'vitest';
import { matriculationNumber, studentEmail, toInternationalPhone } from './identity.js';

const jets = { domain: 'jets.edu.ng' };

describe('student e-mail (first name, a dot, the student ID)', () => {
  it('uses the institution domain for in-person students and the online sub-domain for virtual ones', () => {
    expect(studentEmail('Blessing', '64001', 'in_person', jets)).toBe('blessing.64001@jets.edu.ng');
    expect(studentEmail('Hannah', '64003', 'virtual', jets)).toBe('hannah.64003@online.jets.edu.ng');
  });

  it('removes spaces and lower-cases', () => {
    expect(studentEmail(' Mary Ann ', '0A12B', 'in_person', jets)).toBe('maryann.0a12b@jets.edu.ng');
  });
});

describe('matriculation number (prefix / UG|PG / year / programme code / student ID)', () => {
  it('derives worked examples for each category', () => {
    expect(
      matriculationNumber({
        category: 'Masters Programme',
        programme: 'MA in Old Testament',
        yearOfAdmission: 2024,
        studentId: '64010',
      }),
    ).toBe('JETS/PG/24/OT/64010');
    expect(
      matriculationNumber({
        category: 'Bachelor of Arts Programme',
        programme: 'BA in Theology (Pastoral Studies)',
        yearOfAdmission: 2019,
        studentId: '04328',
      }),
    ).toBe('JETS/UG/19/PS/04328');
    expect(
      matriculationNumber({
        category: 'Master of Divinity Programme',
        programme: 'Master of Divinity (Pastoral Studies)',
        yearOfAdmission: 2031,
        studentId: '7ab01',
      }),
    ).toBe('JETS/PG/31/MD/7AB01');
    expect(
      matriculationNumber({
        category: 'PGDT Programme',
        programme: 'Post-Graduate Diploma of Theology',
        yearOfAdmission: 2015,
        studentId: '50001',
      }),
    ).toBe('JETS/PG/15/PGDT/50001');
    expect(
      matriculationNumber({
        category: 'Diploma Programme',
        programme: 'Diploma of Theology (Biblical Studies)',
        yearOfAdmission: 2022,
        studentId: '01234',
      }),
    ).toBe('JETS/UG/22/DBS/01234');
  });

  it('refuses a programme that does not belong to the category', () => {
    expect(() =>
      matriculationNumber({
        category: 'PGDT Programme',
        programme: 'MA in Old Testament',
        yearOfAdmission: 2024,
        studentId: '64010',
      }),
    ).toThrow(/Unknown programme/);
  });
});

describe('phone numbers in +234 form', () => {
  it('converts the local, international and bare forms', () => {
    expect(toInternationalPhone('08031234567')).toBe('+2348031234567');
    expect(toInternationalPhone('2348031234567')).toBe('+2348031234567');
    expect(toInternationalPhone('+234 803 123 4567')).toBe('+2348031234567');
    expect(toInternationalPhone('8031234567')).toBe('+2348031234567');
  });
});
