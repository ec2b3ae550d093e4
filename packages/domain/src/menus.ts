import { OFFICE_CAPABILITIES, type OfficeCapability } from './permissions.js';
import type { AdminPosition, Role } from './roles.js';
import { SCREENS, type ScreenDefinition } from './screens.js';

export interface MenuItem {
  label: string;
  path: string;
}

interface AdminMenuItem extends MenuItem {
  /** Offices that see the entry; `null` means every office. */
  capability: OfficeCapability | null;
}

/*
 * The menus list screens of SCREENS in menu order: the label is the screen's (its `menuLabel`, else
 * its title), and an office entry is shown to the offices of the screen's capability.
 */

const s = SCREENS.student;
const a = SCREENS.admin;
const f = SCREENS.faculty;

function menuItem(screen: ScreenDefinition): MenuItem {
  return { label: screen.menuLabel ?? screen.title, path: screen.path };
}

function adminMenuItem(screen: ScreenDefinition): AdminMenuItem {
  return { ...menuItem(screen), capability: screen.capability ?? null };
}

export const SIGNED_OUT_MENU: MenuItem[] = [SCREENS.home, s.login, s.createProfile, f.login, a.login].map(menuItem);

export const STUDENT_MENU: MenuItem[] = [
  s.profile,
  s.portalWallet,
  // Not in the spec's student menu (issue 15, decision 0018): the screen was reachable only by its address.
  s.accommodationWallet,
  s.semesterRegistrationPeriod,
  s.addDropPeriod,
  s.myRegisteredCoursesPeriod,
  s.libraryResources,
  s.downloads,
  s.printOuts,
  s.changePassword,
].map(menuItem);

export const FACULTY_MENU: MenuItem[] = [f.profile, f.assignedCoursesPeriod, f.libraryResources, f.changePassword].map(
  menuItem,
);

/** Admin-faculty-side §6, in menu order. */
export const ADMIN_MENU: AdminMenuItem[] = [
  a.dashboard,
  a.awaitingApprovalPeriod,
  a.awaitingAddDropApprovalPeriod,
  a.captureQueryReceipt,
  // Not in the spec (issue 11, decision 0013): the bursary's day-closing report.
  a.reconciliation,
  a.healthInsuranceLogPeriod,
  a.hostelApplicationsPeriod,
  a.manageHostels,
  a.manageSemesterRegistration,
  a.manageDownloads,
  a.manageAdminCharges,
  a.manageDepartmentalCharges,
  a.manageCourseFees,
  a.specialRates,
  a.manageCourses,
  a.manageFaculty,
  a.assignCoursesPeriod,
  // Not in the spec (issue 14, decision 0016): every office with the power reaches the class lists.
  a.classListsPeriod,
  a.enrollmentStatisticsPeriod,
  a.registrationLogPeriod,
  a.addDropLogPeriod,
  a.newStudentsLogPeriod,
  a.allPortalWallets,
  a.allAccommodationWallets,
  a.smsOutbox,
  a.libraryResources,
  // Every office: the screen has no capability.
  a.changePassword,
].map(adminMenuItem);

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
