import { describe, expect, it } from 'vitest';
import {
  inRegistrationGroups,
  printRegistrationPath,
  printTone,
  registrationLogActions,
  registrationLogCsv,
} from './registry-logs.js';

describe('registry logs', () => {
  it('colours a row green for the bursar’s print, light purple for the registrar’s, with the bursar first', () => {
    expect(printTone([])).toBeNull();
    expect(printTone(['dean'])).toBeNull();
    expect(printTone(['registrar'])).toBe('light-purple');
    expect(printTone(['bursar', 'registrar'])).toBe('green');
  });

  it('offers UT to the bursar and registrar before completion and only once; Print on completed rows', () => {
    expect(registrationLogActions('bursar', { status: 'incomplete', undertaking: false })).toEqual({
      canGrantUndertaking: true,
      canPrint: false,
    });
    expect(registrationLogActions('registrar', { status: 'started', undertaking: false }).canGrantUndertaking).toBe(
      true,
    );
    expect(registrationLogActions('bursar', { status: 'incomplete', undertaking: true }).canGrantUndertaking).toBe(
      false,
    );
    expect(registrationLogActions('ict', { status: 'incomplete', undertaking: false }).canGrantUndertaking).toBe(false);
    expect(registrationLogActions('bursar', { status: 'completed', undertaking: false })).toEqual({
      canGrantUndertaking: false,
      canPrint: true,
    });
    expect(printRegistrationPath('120252026', 'abc')).toBe('/admin/print-registration-form/120252026/abc');
  });

  it('splits rows into the five groups in their order, every group present', () => {
    const groups = inRegistrationGroups(
      [
        { n: 1, c: 'Diploma Programme' },
        { n: 2, c: 'Master of Divinity Programme' },
        { n: 3, c: 'Diploma Programme' },
      ],
      (r) => r.c,
    );
    expect(groups.map((g) => [g.group, g.rows.map((r) => r.n)])).toEqual([
      ['Master of Divinity', [2]],
      ['Masters', []],
      ['PGDT', []],
      ['BA', []],
      ['Diploma', [1, 3]],
    ]);
  });

  it('writes the registration log as CSV with the T marker and the print labels', () => {
    const rows = registrationLogCsv([
      {
        group: 'Masters',
        rows: [
          {
            number: 1,
            full_name: 'ADAMU Ruth',
            programme: 'MA in Old Testament',
            student_id: '65001',
            ledger_number: 'JETS/L/1',
            year: '6 (Returning)',
            status_label: 'Completed',
            undertaking: true,
            printed_by: ['bursar', 'registrar'],
            form_number: 'RA6500125',
          },
        ],
      },
    ]);
    expect(rows[1]).toEqual([
      'Masters',
      1,
      'ADAMU Ruth',
      'MA in Old Testament',
      '65001',
      'JETS/L/1',
      '6 (Returning)',
      'Completed',
      'T',
      'Printed by Bursar; Printed by Registrar',
      'RA6500125',
    ]);
  });
});
