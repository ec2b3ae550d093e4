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
import { LoadingState } from '../components/loading-state';
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

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A built screen: its own lazily loaded route module. */
function screen(route: AppPath, lazy: LazyRoute): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return { path: route.path, handle, lazy };
}

const lazyCreateProfile = async () => ({
  Component: (await import('./routes/create-profile-route')).CreateProfileRoute,
});
const lazyProfileCreated = async () => ({
  Component: (await import('./routes/profile-created-route')).ProfileCreatedRoute,
});
const lazyResetPassword = async () => ({
  Component: (await import('./routes/reset-password-route')).ResetPasswordRoute,
});
const lazyChangeDefaultPassword = async () => ({
  Component: (await import('./routes/change-default-password-route')).ChangeDefaultPasswordRoute,
});
const lazyCompleteProfile = async () => ({
  Component: (await import('./routes/complete-profile-route')).CompleteProfileRoute,
});
const lazyPassport = async () => ({
  Component: (await import('./routes/passport-route')).PassportRoute,
});
const lazyProfile = async () => ({
  Component: (await import('./routes/profile-route')).ProfileRoute,
});
const lazyConfirmDetails = async () => ({
  Component: (await import('./routes/confirm-details-route')).ConfirmDetailsRoute,
});
const lazySemesterRegistrationPeriod = async () => ({
  Component: (await import('./routes/semester-registration-period-route')).SemesterRegistrationPeriodRoute,
});
const lazyDownloads = async () => ({
  Component: (await import('./routes/downloads-route')).DownloadsRoute,
});
const lazyLibraryResources = async () => ({
  Component: (await import('./routes/library-resources-route')).LibraryResourcesRoute,
});
const lazyManageDownloads = async () => ({
  Component: (await import('./routes/manage-downloads-route')).ManageDownloadsRoute,
});
const lazyEditLibraryResources = async () => ({
  Component: (await import('./routes/edit-library-resources-route')).EditLibraryResourcesRoute,
});
const lazySmsOutbox = async () => ({
  Component: (await import('./routes/sms-outbox-route')).SmsOutboxRoute,
});
const lazyPortalWallet = async () => ({
  Component: (await import('./routes/portal-wallet-route')).PortalWalletRoute,
});
const lazyAccommodationWallet = async () => ({
  Component: (await import('./routes/accommodation-wallet-route')).AccommodationWalletRoute,
});
const lazyAllPortalWallets = async () => ({
  Component: (await import('./routes/staff-wallets-route')).AllPortalWalletsRoute,
});
const lazyAllAccommodationWallets = async () => ({
  Component: (await import('./routes/staff-wallets-route')).AllAccommodationWalletsRoute,
});
const lazyCaptureQueryReceipt = async () => ({
  Component: (await import('./routes/capture-query-receipt-route')).CaptureQueryReceiptRoute,
});
// Route modules of several screens: one import (and one preload list) per module.
const loadChargesRoutes = () => import('./routes/charges-routes');
const loadFacultyAdminRoutes = () => import('./routes/faculty-admin-routes');
const loadAssignCoursesRoutes = () => import('./routes/assign-courses-routes');
const loadDashboardRoutes = () => import('./routes/dashboard-routes');
const loadFacultyRoutes = () => import('./routes/faculty-routes');
const lazyManagePeriods = async () => ({
  Component: (await import('./routes/manage-periods-route')).ManagePeriodsRoute,
});
const lazyManageCourses = async () => ({
  Component: (await import('./routes/manage-courses-route')).ManageCoursesRoute,
});
const lazyAdminCharges = async () => ({
  Component: (await loadChargesRoutes()).AdminChargesRoute,
});
const lazyDepartmentalCharges = async () => ({
  Component: (await loadChargesRoutes()).DepartmentalChargesRoute,
});
const lazyCourseFees = async () => ({
  Component: (await loadChargesRoutes()).CourseFeesRoute,
});
const lazyManageFaculty = async () => ({
  Component: (await loadFacultyAdminRoutes()).ManageFacultyRoute,
});
const lazyFacultyProfile = async () => ({
  Component: (await loadFacultyAdminRoutes()).FacultyProfileRoute,
});
const lazyAssignCoursesPeriod = async () => ({
  Component: (await loadAssignCoursesRoutes()).AssignCoursesPeriodRoute,
});
const lazyAssignCourses = async () => ({
  Component: (await loadAssignCoursesRoutes()).AssignCoursesRoute,
});
const lazyDashboard = async () => ({
  Component: (await loadDashboardRoutes()).DashboardRoute,
});
const lazyActiveStudents = async () => ({
  Component: (await loadDashboardRoutes()).ActiveStudentsRoute,
});
const lazyFacultyMyProfile = async () => ({
  Component: (await loadFacultyRoutes()).FacultyMyProfileRoute,
});
const lazyAssignedCoursesPeriod = async () => ({
  Component: (await loadFacultyRoutes()).AssignedCoursesPeriodRoute,
});
const lazyAssignedCourses = async () => ({
  Component: (await loadFacultyRoutes()).AssignedCoursesRoute,
});
const lazySandboxCheckout = async () => ({
  Component: (await import('./routes/sandbox-checkout-route')).SandboxCheckoutRoute,
});

// ---- route table (student-side §2, admin-faculty-side §2) ---------------------------------

const s = paths.student;
const a = paths.admin;
const f = paths.faculty;

/** Student screens that need no session. */
const studentPublicRoutes: RouteObject[] = [
  screen(s.createProfile, lazyCreateProfile),
  screen(s.profileCreated, lazyProfileCreated),
  screen(s.resetPassword, lazyResetPassword),
];

/** Built student screens behind the guard. */
const studentRoutes: RouteObject[] = [
  changePassword(s.changePassword),
  screen(s.downloads, lazyDownloads),
  screen(s.changeDefaultPassword, lazyChangeDefaultPassword),
  screen(s.completeProfile, lazyCompleteProfile),
  screen(s.passport, lazyPassport),
  screen(s.profile, lazyProfile),
  screen(s.confirmDetails, lazyConfirmDetails),
  screen(s.semesterRegistrationPeriod, lazySemesterRegistrationPeriod),
  screen(s.libraryResources, lazyLibraryResources),
  screen(s.portalWallet, lazyPortalWallet),
  screen(s.accommodationWallet, lazyAccommodationWallet),
];

/** Student screens behind the guard that later issues build. */
const studentScreens = [
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
];

const adminScreens = [
  a.profile,
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
  a.enrollmentStatisticsPeriod,
  a.enrollmentStatistics,
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
];

/** Built admin screens (each checks the office as well). */
const adminRoutes: RouteObject[] = [
  changePassword(a.changePassword),
  screen(a.manageDownloads, lazyManageDownloads),
  screen(a.libraryResources, lazyEditLibraryResources),
  screen(a.smsOutbox, lazySmsOutbox),
  screen(a.allPortalWallets, lazyAllPortalWallets),
  screen(a.allAccommodationWallets, lazyAllAccommodationWallets),
  screen(a.captureQueryReceipt, lazyCaptureQueryReceipt),
  screen(a.dashboard, lazyDashboard),
  screen(a.activeStudents, lazyActiveStudents),
  screen(a.manageSemesterRegistration, lazyManagePeriods),
  screen(a.manageCourses, lazyManageCourses),
  screen(a.manageAdminCharges, lazyAdminCharges),
  screen(a.manageDepartmentalCharges, lazyDepartmentalCharges),
  screen(a.manageCourseFees, lazyCourseFees),
  screen(a.manageFaculty, lazyManageFaculty),
  screen(a.facultyProfile, lazyFacultyProfile),
  screen(a.assignCoursesPeriod, lazyAssignCoursesPeriod),
  screen(a.assignCourses, lazyAssignCourses),
];

const facultyScreens = [f.classList];

const facultyRoutes: RouteObject[] = [
  changePassword(f.changePassword),
  screen(f.libraryResources, lazyLibraryResources),
  screen(f.profile, lazyFacultyMyProfile),
  screen(f.assignedCoursesPeriod, lazyAssignedCoursesPeriod),
  screen(f.assignedCourses, lazyAssignedCourses),
];

const printScreens = [paths.print.classList, paths.print.gradeSheet];

/**
 * The sandbox gateway's checkout page stands for an outside provider: public, and outside the
 * portal's layout (no portal header or menu).
 */
const sandboxCheckoutRoute: RouteObject = {
  path: paths.sandboxGateway.checkout.path,
  handle: { title: paths.sandboxGateway.checkout.title } satisfies RouteHandle,
  lazy: lazySandboxCheckout,
  ErrorBoundary: RouteErrorPage,
  HydrateFallback: LoadingState,
};

export const routes: RouteObject[] = [
  sandboxCheckoutRoute,
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
      ...studentPublicRoutes,
      protectedArea('student-area', ['student'], [...studentRoutes, ...studentScreens.map(notAvailable)]),
      protectedArea('admin-area', ['admin'], [...adminRoutes, ...adminScreens.map(notAvailable)]),
      protectedArea('faculty-area', ['faculty'], [...facultyRoutes, ...facultyScreens.map(notAvailable)]),
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
