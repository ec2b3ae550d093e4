import { describe, expect, it } from 'vitest';
import { ADMIN_POSITIONS } from './roles.js';
import { ADMIN_MENU, adminMenuFor, menuFor, SIGNED_OUT_MENU, STUDENT_MENU, FACULTY_MENU } from './menus.js';
import { OFFICE_CAPABILITIES, officeCan } from './permissions.js';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('office capabilities (admin-faculty-side §6)', () => {
  it('matches the spec table row by row', () => {
    expect(OFFICE_CAPABILITIES.viewDashboard).toEqual([
      'ict',
      'bursar',
      'auditor',
      'assistant bursar',
      'registrar',
      'dean',
    ]);
    expect(OFFICE_CAPABILITIES.viewRegistrationApprovals).toEqual(['ict', 'bursar', 'auditor', 'dean']);
    expect(OFFICE_CAPABILITIES.viewAddDropApprovals).toEqual(['ict', 'dean']);
    expect(OFFICE_CAPABILITIES.receiptsDesk).toEqual(['ict', 'bursar', 'auditor', 'assistant bursar']);
    expect(OFFICE_CAPABILITIES.viewHostels).toEqual(['ict', 'bursar', 'auditor', 'porter']);
    expect(OFFICE_CAPABILITIES.managePeriods).toEqual(['ict', 'registrar', 'dean']);
    expect(OFFICE_CAPABILITIES.viewCharges).toEqual(['ict', 'bursar', 'auditor']);
    expect(OFFICE_CAPABILITIES.manageCourses).toEqual(['ict', 'dean']);
    expect(OFFICE_CAPABILITIES.viewLogs).toEqual(['ict', 'bursar', 'auditor', 'registrar', 'assistant bursar', 'dean']);
  });

  it('lets ict and bursar set wallet balances and the auditor only view them', () => {
    expect(officeCan('ict', 'setWalletBalances')).toBe(true);
    expect(officeCan('bursar', 'setWalletBalances')).toBe(true);
    expect(officeCan('auditor', 'setWalletBalances')).toBe(false);
    expect(officeCan('auditor', 'viewWallets')).toBe(true);
    expect(officeCan('porter', 'viewWallets')).toBe(false);
    expect(officeCan(null, 'viewWallets')).toBe(false);
    expect(officeCan('auditor', 'receiptsDesk')).toBe(true);
    expect(officeCan('auditor', 'creditOnlinePayments')).toBe(false);
    expect(officeCan('assistant bursar', 'creditOnlinePayments')).toBe(true);
  });
});

describe('menus', () => {
  it('gives signed-out visitors the four access entries', () => {
    expect(labels(menuFor(null))).toEqual(labels(SIGNED_OUT_MENU));
    expect(labels(SIGNED_OUT_MENU)).toEqual(
      expect.arrayContaining(['Student Access', 'Create Student Profile', 'Faculty Access', 'Admin Access']),
    );
  });

  // The spec's nine entries in its order, and the accommodation wallet after the portal wallet
  // (issue 15, decision 0018).
  it('gives students the nine student entries in the spec’s order, and Accommodation Wallet', () => {
    expect(labels(menuFor('student'))).toEqual([
      'Profile',
      'Portal Wallet',
      'Accommodation Wallet',
      'Semester Registration',
      'Add/Drop',
      'Registered Courses',
      'Library Resources',
      'Downloads',
      'Print-outs',
      'Change Password',
    ]);
    expect(menuFor('student')).toBe(STUDENT_MENU);
  });

  it('gives lecturers profile, assigned courses, library resources and change password', () => {
    expect(labels(menuFor('faculty'))).toEqual(labels(FACULTY_MENU));
    expect(labels(FACULTY_MENU)).toEqual(['Profile', 'Assigned Courses', 'Library Resources', 'Change Password']);
  });

  it('gives the porter hostels and change password, but no dashboard', () => {
    expect(labels(adminMenuFor('porter'))).toEqual(['Hostel Requests', 'Manage Hostels', 'Change Password']);
  });

  it('gives the registrar periods, downloads, class lists and logs', () => {
    expect(labels(adminMenuFor('registrar'))).toEqual([
      'Dashboard',
      'Manage Registration Period',
      'Manage Downloads',
      'Class Lists',
      'Enrollment Statistics',
      'Registration Log',
      'Add/Drop Log',
      'New Students Log',
      'Change Password',
    ]);
  });

  it('gives every office Change Password and ict every entry', () => {
    for (const position of ADMIN_POSITIONS) expect(labels(adminMenuFor(position))).toContain('Change Password');
    expect(adminMenuFor('ict').length).toBe(ADMIN_MENU.length);
  });
});
