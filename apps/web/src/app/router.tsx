import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { Role } from '@portal/domain';
import { paths, type AppPath } from '../config/paths';
import { setSessionExpiredHandler } from '../lib/api-client';
import { LandingPage } from '../features/landing/components/landing-page';
import { StudentLoginPage } from '../features/auth/components/student-login-page';
import { AdminLoginPage } from '../features/auth/components/admin-login-page';
import { FacultyLoginPage } from '../features/auth/components/faculty-login-page';
import { NotFoundPage } from '../features/system/components/not-found-page';
import { RouteErrorPage } from '../features/system/components/route-error-page';
import { RootHydrateFallback, RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './route-handle';

// ---- lazily loaded route modules (each area is its own chunk) -----------------------------

const lazyNotAvailable = async () => ({
  Component: (await import('./routes/not-available-route')).NotAvailableRoute,
});
const lazyChangePassword = async () => ({
  Component: (await import('./routes/change-password-route')).ChangePasswordRoute,
});
const lazyProtectedArea = async () => ({
  Component: (await import('./routes/protected-area-route')).ProtectedAreaRoute,
});

function notAvailable(route: AppPath): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return { path: route.path, handle, lazy: lazyNotAvailable };
}

function protectedArea(id: string, roles: readonly Role[], children: RouteObject[]): RouteObject {
  const handle: RouteHandle = { roles };
  return { id, handle, lazy: lazyProtectedArea, children };
}

function changePassword(route: AppPath): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return { path: route.path, handle, lazy: lazyChangePassword };
}

// ---- route table (student-side §2, admin-faculty-side §2) ---------------------------------

const s = paths.student;
const a = paths.admin;
const f = paths.faculty;

/** Student screens that need no session (built in later issues). */
const studentPublicScreens = [s.createProfile, s.profileCreated, s.resetPassword];

/** Student screens behind the guard, apart from change-password (built in later issues). */
const studentScreens = [
  s.downloads,
  s.changeDefaultPassword,
  s.completeProfile,
  s.passport,
  s.profile,
  s.portalWallet,
  s.accommodationWallet,
  s.confirmDetails,
  s.semesterRegistrationPeriod,
  s.semesterRegistration,
  s.registrationForm,
  s.printOuts,
  s.printRegistrationForm,
  s.printAddDropForm,
  s.printHostelForm,
  s.myRegisteredCoursesPeriod,
  s.myRegisteredCourses,
  s.classList,
  s.addDropPeriod,
  s.addDropForm,
  s.applyForHostelPeriod,
  s.hostelForm,
  s.libraryResources,
];

const adminScreens = [
  a.dashboard,
  a.activeStudents,
  a.profile,
  a.manageSemesterRegistration,
  a.manageDownloads,
  a.allPortalWallets,
  a.allAccommodationWallets,
  a.manageCourses,
  a.manageAdminCharges,
  a.manageDepartmentalCharges,
  a.awaitingApprovalPeriod,
  a.awaitingApproval,
  a.awaitingAddDropApprovalPeriod,
  a.awaitingAddDropApproval,
  a.semesterRegistration,
  a.registrationForm,
  a.registrationLogPeriod,
  a.registrationLog,
  a.addDropLogPeriod,
  a.addDropLog,
  a.addDropForm,
  a.printRegistrationForm,
  a.printAddDropForm,
  a.captureQueryReceipt,
  a.enrollmentStatisticsPeriod,
  a.enrollmentStatistics,
  a.assignCoursesPeriod,
  a.assignCourses,
  a.manageFaculty,
  a.facultyProfile,
  a.classList,
  a.newStudentsLogPeriod,
  a.newStudentsLog,
  a.hostelApplicationsPeriod,
  a.hostelApplications,
  a.hostelForm,
  a.healthInsuranceLogPeriod,
  a.healthInsuranceLog,
  a.manageHostels,
  a.manageRooms,
  a.manageBeds,
  a.smsOutbox,
];

const facultyScreens = [f.profile, f.assignedCoursesPeriod, f.assignedCourses, f.classList, f.libraryResources];

const printScreens = [paths.print.classList, paths.print.gradeSheet];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RootHydrateFallback,
    children: [
      { index: true, Component: LandingPage },
      { path: s.login.path, Component: StudentLoginPage, handle: { title: s.login.title } satisfies RouteHandle },
      { path: a.login.path, Component: AdminLoginPage, handle: { title: a.login.title } satisfies RouteHandle },
      { path: f.login.path, Component: FacultyLoginPage, handle: { title: f.login.title } satisfies RouteHandle },
      ...studentPublicScreens.map(notAvailable),
      protectedArea(
        'student-area',
        ['student'],
        [changePassword(s.changePassword), ...studentScreens.map(notAvailable)],
      ),
      protectedArea('admin-area', ['admin'], [changePassword(a.changePassword), ...adminScreens.map(notAvailable)]),
      protectedArea(
        'faculty-area',
        ['faculty'],
        [changePassword(f.changePassword), ...facultyScreens.map(notAvailable)],
      ),
      protectedArea('print-area', ['admin', 'faculty'], printScreens.map(notAvailable)),
      { path: '*', Component: NotFoundPage, handle: { title: 'Page not found' } satisfies RouteHandle },
    ],
  },
];

interface AppRouter {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
}

/**
 * Central handling of 401 'Expired token' (the api client has already cleared the stored
 * session): back to the landing page, replacing history, and forget cached server data.
 */
export function connectSessionExpiry(router: AppRouter, queryClient: QueryClient): () => void {
  return setSessionExpiredHandler(() => {
    void router.navigate(paths.home.getHref(), { replace: true }).then(() => queryClient.removeQueries());
  });
}
