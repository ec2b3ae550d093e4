import { OFFICE_CAPABILITIES, type OfficeCapability } from './permissions.js';
import type { AdminPosition, Role } from './roles.js';

export interface MenuItem {
  label: string;
  path: string;
}

interface AdminMenuItem extends MenuItem {
  /** Offices that see the entry; `null` means every office. */
  capability: OfficeCapability | null;
}

export const SIGNED_OUT_MENU: MenuItem[] = [
  { label: 'Home', path: '/' },
  { label: 'Student Access', path: '/student/login' },
  { label: 'Create Student Profile', path: '/student/create-profile' },
  { label: 'Faculty Access', path: '/faculty/login' },
  { label: 'Admin Access', path: '/admin/login' },
];

export const STUDENT_MENU: MenuItem[] = [
  { label: 'Profile', path: '/student/profile' },
  { label: 'Portal Wallet', path: '/student/portal-wallet' },
  // Not in the spec's student menu (issue 15, decision 0018): the screen was reachable only by its address.
  { label: 'Accommodation Wallet', path: '/student/accommodation-wallet' },
  { label: 'Semester Registration', path: '/student/semester-registration-period' },
  { label: 'Add/Drop', path: '/student/add-drop-period' },
  { label: 'Registered Courses', path: '/student/my-registered-courses-period' },
  { label: 'Library Resources', path: '/student/library-resources' },
  { label: 'Downloads', path: '/student/downloads' },
  { label: 'Print-outs', path: '/student/print-outs' },
  { label: 'Change Password', path: '/student/change-password' },
];

export const FACULTY_MENU: MenuItem[] = [
  { label: 'Profile', path: '/faculty/profile' },
  { label: 'Assigned Courses', path: '/faculty/assigned-courses-period' },
  { label: 'Library Resources', path: '/faculty/library-resources' },
  { label: 'Change Password', path: '/faculty/change-password' },
];

/** Admin-faculty-side §6, in menu order. */
export const ADMIN_MENU: AdminMenuItem[] = [
  { label: 'Dashboard', path: '/admin/dashboard', capability: 'viewDashboard' },
  {
    label: 'Awaiting Registration Approval',
    path: '/admin/awaiting-approval-period',
    capability: 'viewRegistrationApprovals',
  },
  {
    label: 'Awaiting Add/Drop Approval',
    path: '/admin/awaiting-add-drop-approval-period',
    capability: 'viewAddDropApprovals',
  },
  { label: 'Capture/Query Receipt', path: '/admin/capture-query-receipt', capability: 'receiptsDesk' },
  // Not in the spec (issue 11, decision 0013): the bursary's day-closing report.
  { label: 'Reconciliation', path: '/admin/reconciliation', capability: 'viewReconciliation' },
  { label: 'Health Insurance Log', path: '/admin/health-insurance-log-period', capability: 'viewHealthInsuranceLog' },
  { label: 'Hostel Requests', path: '/admin/hostel-applications-period', capability: 'viewHostels' },
  { label: 'Manage Hostels', path: '/admin/manage-hostels', capability: 'viewHostels' },
  { label: 'Manage Registration Period', path: '/admin/manage-semester-registration', capability: 'managePeriods' },
  { label: 'Manage Downloads', path: '/admin/manage-downloads', capability: 'manageDownloads' },
  { label: 'Manage Admin Charges', path: '/admin/manage-admin-charges', capability: 'viewCharges' },
  { label: 'Manage Departmental Charges', path: '/admin/manage-departmental-charges', capability: 'viewCharges' },
  { label: 'Manage Course Fees', path: '/admin/manage-course-fees', capability: 'viewCharges' },
  { label: 'Special Course Rates', path: '/admin/special-rates', capability: 'viewSpecialRates' },
  { label: 'Manage Courses', path: '/admin/manage-courses', capability: 'manageCourses' },
  { label: 'Manage Faculty', path: '/admin/manage-faculty', capability: 'manageFaculty' },
  { label: 'Assign Courses', path: '/admin/assign-courses-period', capability: 'assignCourses' },
  // Not in the spec (issue 14, decision 0016): every office with the power reaches the class lists.
  { label: 'Class Lists', path: '/admin/class-lists-period', capability: 'viewClassLists' },
  { label: 'Enrollment Statistics', path: '/admin/enrollment-statistics-period', capability: 'viewLogs' },
  { label: 'Registration Log', path: '/admin/registration-log-period', capability: 'viewLogs' },
  { label: 'Add/Drop Log', path: '/admin/add-drop-log-period', capability: 'viewLogs' },
  { label: 'New Students Log', path: '/admin/new-students-log-period', capability: 'viewLogs' },
  { label: 'Portal Wallets', path: '/admin/all-portal-wallets', capability: 'viewWallets' },
  { label: 'Accommodation Wallets', path: '/admin/all-accommodation-wallets', capability: 'viewWallets' },
  { label: 'SMS Outbox', path: '/admin/sms-outbox', capability: 'readSmsOutbox' },
  { label: 'Library Resources', path: '/admin/library-resources', capability: 'editLibraryResources' },
  { label: 'Change Password', path: '/admin/change-password', capability: null },
];

export function adminMenuFor(position: AdminPosition): MenuItem[] {
  return ADMIN_MENU.filter(
    (item) =>
      item.capability === null || (OFFICE_CAPABILITIES[item.capability] as readonly AdminPosition[]).includes(position),
  ).map(({ label, path }) => ({ label, path }));
}

/** The slide-in menu for a stored session (or none). */
export function menuFor(role: Role | null, position?: AdminPosition | null): MenuItem[] {
  if (role === 'student') return STUDENT_MENU;
  if (role === 'faculty') return FACULTY_MENU;
  if (role === 'admin' && position) return adminMenuFor(position);
  return SIGNED_OUT_MENU;
}
