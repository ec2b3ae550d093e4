import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import type { Role } from '@portal/domain';
import { paths, type AppPath } from '../config/paths';
import { setSessionExpiredHandler } from '../lib/api-client';
import { LandingPage } from '../features/landing/components/landing-page';
import { NotFoundPage } from '../features/system/components/not-found-page';
import { RouteErrorPage } from '../features/system/components/route-error-page';
import { LoadingState } from '../components/loading-state';
import { nextTask } from '../lib/next-task';
import { RootHydrateFallback, RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './route-handle';
import type { ScreenDataKey } from './route-loaders';

// ---- route loaders ----------------------------------------------------------------------

/**
 * The loaders' implementation (route-loaders.ts) and the fetchers it imports are a chunk of their
 * own: the HTML shell of deep links preloads it with the main script, the prerendered landing and
 * login pages fetch it when idle (main.tsx). Importing it here costs no round trip once loaded.
 */
const loadRouteLoaders = () => import('./route-loaders');

/**
 * Route loaders only start requests; the screens keep their queries fresh themselves. So they
 * run when a navigation enters their route or changes its parameters (another period), never
 * for a new query string or the same address: those navigations stay immediate, as a screen that
 * replaces its own history entry to carry a message, or a list that changes its page, expects.
 */
const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined && currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

const neverRevalidate: ShouldRevalidateFunction = () => false;

// ---- lazily loaded route modules (each area is its own chunk) -----------------------------

const lazyNotAvailable = async () => ({
  Component: (await import('./routes/not-available-route')).NotAvailableRoute,
});
const lazyChangePassword = withFormLibraries(async () => ({
  Component: (await import('./routes/change-password-route')).ChangePasswordRoute,
}));
const lazyProtectedArea = async () => ({
  Component: (await import('./routes/protected-area-route')).ProtectedAreaRoute,
});

type LazyRoute = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * A screen whose form uses react-hook-form and zod's full API: its route module is requested at
 * once, and the form libraries are evaluated first, in a task of their own. On a phone,
 * evaluating the libraries, the screen's schemas and its components in one task blocks the page
 * for over 100 ms (decision 0010).
 */
function withFormLibraries(lazy: LazyRoute): LazyRoute {
  return async () => {
    const [route] = await Promise.all([lazy(), import('../lib/form-libraries').then(nextTask)]);
    return route;
  };
}

/** A screen of the route table: its path, its lazily loaded module and what it reads first. */
interface Screen {
  route: AppPath;
  lazy: LazyRoute;
  /** The screen's first requests, started by its route loader (`screenData` in route-loaders.ts). */
  prefetch?: ScreenDataKey;
}

/** A built screen: its own lazily loaded route module, and its data prefetched by a loader. */
function screen(route: AppPath, lazy: LazyRoute, prefetch?: ScreenDataKey): Screen {
  return { route, lazy, prefetch };
}

function notAvailable(route: AppPath): Screen {
  return { route, lazy: lazyNotAvailable };
}

/** An address of the original that only sends the user on (e.g. where a missing registration led). */
function movedTo(route: AppPath, to: string): Screen {
  return {
    route,
    lazy: async () => {
      const { Navigate } = await import('react-router');
      return { Component: () => <Navigate to={to} replace /> };
    },
  };
}

function changePassword(route: AppPath): Screen {
  return { route, lazy: lazyChangePassword };
}

const lazyCreateProfile = withFormLibraries(async () => ({
  Component: (await import('./routes/create-profile-route')).CreateProfileRoute,
}));
const lazyProfileCreated = async () => ({
  Component: (await import('./routes/profile-created-route')).ProfileCreatedRoute,
});
const lazyResetPassword = withFormLibraries(async () => ({
  Component: (await import('./routes/reset-password-route')).ResetPasswordRoute,
}));
const lazyChangeDefaultPassword = withFormLibraries(async () => ({
  Component: (await import('./routes/change-default-password-route')).ChangeDefaultPasswordRoute,
}));
const lazyCompleteProfile = withFormLibraries(async () => ({
  Component: (await import('./routes/complete-profile-route')).CompleteProfileRoute,
}));
const lazyPassport = async () => ({
  Component: (await import('./routes/passport-route')).PassportRoute,
});
const lazyProfile = async () => ({
  Component: (await import('./routes/profile-route')).ProfileRoute,
});
const lazyConfirmDetails = withFormLibraries(async () => ({
  Component: (await import('./routes/confirm-details-route')).ConfirmDetailsRoute,
}));
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
const lazyPortalWallet = withFormLibraries(async () => ({
  Component: (await import('./routes/portal-wallet-route')).PortalWalletRoute,
}));
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

// Semester registration (issue 10): the student's screens, the desk and the public verification page.
const loadRegistrationRoutes = () => import('./routes/registration-routes');
const loadRegistrationDeskRoutes = () => import('./routes/registration-desk-routes');
const lazyRegistrationPeriods = async () => ({
  Component: (await import('./routes/registration-periods-route')).RegistrationPeriodsRoute,
});
const lazyRegistrationForm = async () => ({
  Component: (await loadRegistrationRoutes()).RegistrationFormRoute,
});
const lazyPrintRegistrationForm = async () => ({
  Component: (await loadRegistrationRoutes()).PrintRegistrationFormRoute,
});
const lazyPrintOuts = async () => ({
  Component: (await loadRegistrationRoutes()).PrintOutsRoute,
});
const lazyRegisteredCoursesPeriod = async () => ({
  Component: (await loadRegistrationRoutes()).RegisteredCoursesPeriodRoute,
});
const lazyRegisteredCourses = async () => ({
  Component: (await loadRegistrationRoutes()).RegisteredCoursesRoute,
});
const lazyAwaitingApprovalPeriod = async () => ({
  Component: (await loadRegistrationDeskRoutes()).AwaitingApprovalPeriodRoute,
});
const lazyAwaitingApproval = async () => ({
  Component: (await loadRegistrationDeskRoutes()).AwaitingApprovalRoute,
});
const lazyStaffRegistrationForm = async () => ({
  Component: (await loadRegistrationDeskRoutes()).StaffRegistrationFormRoute,
});
const lazyAdminPrintRegistrationForm = async () => ({
  Component: (await loadRegistrationDeskRoutes()).AdminPrintRegistrationFormRoute,
});
const lazySpecialRates = async () => ({
  Component: (await loadRegistrationDeskRoutes()).SpecialRatesRoute,
});
// Add/drop (issue 12): the student's screens and the desk, one chunk.
const loadAddDropRoutes = () => import('./routes/add-drop-routes');
const lazyAddDrop = (name: keyof Awaited<ReturnType<typeof loadAddDropRoutes>>) => async () => ({
  Component: (await loadAddDropRoutes())[name],
});
// Hostels (issue 13): the student's application and proof, and the hostel desk.
const loadHostelRoutes = () => import('./routes/hostel-routes');
const loadHostelDeskRoutes = () => import('./routes/hostel-desk-routes');
const lazyApplyForHostelPeriod = async () => ({
  Component: (await loadHostelRoutes()).ApplyForHostelPeriodRoute,
});
const lazyHostelForm = async () => ({
  Component: (await loadHostelRoutes()).HostelFormRoute,
});
// The proof is a module of its own: the sheet and the print stylesheet stay out of the form's load.
const lazyPrintHostelForm = async () => ({
  Component: (await import('./routes/hostel-print-route')).PrintHostelFormRoute,
});
const lazyHostelApplicationsPeriod = async () => ({
  Component: (await loadHostelDeskRoutes()).HostelApplicationsPeriodRoute,
});
const lazyHostelApplications = async () => ({
  Component: (await loadHostelDeskRoutes()).HostelApplicationsRoute,
});
const lazyStaffHostelForm = async () => ({
  Component: (await loadHostelDeskRoutes()).StaffHostelFormRoute,
});
const lazyManageHostels = async () => ({
  Component: (await loadHostelDeskRoutes()).ManageHostelsRoute,
});
const lazyManageRooms = async () => ({
  Component: (await loadHostelDeskRoutes()).ManageRoomsRoute,
});
const lazyManageBeds = async () => ({
  Component: (await loadHostelDeskRoutes()).ManageBedsRoute,
});

const lazyVerify = async () => ({
  Component: (await import('./routes/verify-route')).VerifyRoute,
});

// Bursary and registry desks (issue 11): the registry logs, enrollment statistics, reconciliation.
const loadBursaryDeskRoutes = () => import('./routes/bursary-desk-routes');
const lazyRegistrationLogPeriod = async () => ({
  Component: (await loadBursaryDeskRoutes()).RegistrationLogPeriodRoute,
});
const lazyRegistrationLog = async () => ({
  Component: (await loadBursaryDeskRoutes()).RegistrationLogRoute,
});
const lazyNewStudentsLogPeriod = async () => ({
  Component: (await loadBursaryDeskRoutes()).NewStudentsLogPeriodRoute,
});
const lazyNewStudentsLog = async () => ({
  Component: (await loadBursaryDeskRoutes()).NewStudentsLogRoute,
});
const lazyHealthInsuranceLogPeriod = async () => ({
  Component: (await loadBursaryDeskRoutes()).HealthInsuranceLogPeriodRoute,
});
const lazyHealthInsuranceLog = async () => ({
  Component: (await loadBursaryDeskRoutes()).HealthInsuranceLogRoute,
});
const lazyEnrollmentStatisticsPeriod = async () => ({
  Component: (await loadBursaryDeskRoutes()).EnrollmentStatisticsPeriodRoute,
});
const lazyEnrollmentStatistics = async () => ({
  Component: (await loadBursaryDeskRoutes()).EnrollmentStatisticsRoute,
});
const lazyReconciliation = async () => ({
  Component: (await loadBursaryDeskRoutes()).ReconciliationRoute,
});
// Class lists and their print sheets (issue 14).
const loadClassListRoutes = () => import('./routes/class-list-routes');
const lazyAdminClassList = async () => ({
  Component: (await loadClassListRoutes()).AdminClassListRoute,
});
const lazyFacultyClassList = async () => ({
  Component: (await loadClassListRoutes()).FacultyClassListRoute,
});
const lazyStudentClassList = async () => ({
  Component: (await loadClassListRoutes()).StudentClassListRoute,
});
const lazyStaffClassListsPeriod = async () => ({
  Component: (await loadClassListRoutes()).AdminClassListsPeriodRoute,
});
const lazyStaffClassLists = async () => ({
  Component: (await loadClassListRoutes()).AdminClassListsRoute,
});
const lazyPrintClassList = async () => ({
  Component: (await loadClassListRoutes()).PrintClassListRoute,
});
const lazyPrintGradeSheet = async () => ({
  Component: (await loadClassListRoutes()).PrintGradeSheetRoute,
});

const lazyStudentLogin = async () => ({
  Component: (await import('./routes/login-routes')).StudentLoginRoute,
});
const lazyAdminLogin = async () => ({
  Component: (await import('./routes/login-routes')).AdminLoginRoute,
});
const lazyFacultyLogin = async () => ({
  Component: (await import('./routes/login-routes')).FacultyLoginRoute,
});

// ---- route table (student-side §2, admin-faculty-side §2) ---------------------------------

const s = paths.student;
const a = paths.admin;
const f = paths.faculty;

/** Student screens that need no session. */
const studentPublicScreens: Screen[] = [
  screen(s.createProfile, lazyCreateProfile),
  screen(s.profileCreated, lazyProfileCreated),
  screen(s.resetPassword, lazyResetPassword),
];

/** Built student screens behind the guard. */
const studentRoutes: Screen[] = [
  changePassword(s.changePassword),
  screen(s.downloads, lazyDownloads, 'downloads'),
  screen(s.changeDefaultPassword, lazyChangeDefaultPassword),
  screen(s.completeProfile, lazyCompleteProfile),
  screen(s.passport, lazyPassport),
  screen(s.profile, lazyProfile, 'myProfile'),
  screen(s.confirmDetails, lazyConfirmDetails, 'myProfile'),
  screen(s.semesterRegistrationPeriod, lazyRegistrationPeriods, 'registrationPeriods'),
  movedTo(s.semesterRegistration, s.semesterRegistrationPeriod.getHref()),
  screen(s.registrationForm, lazyRegistrationForm, 'registrationForm'),
  screen(s.printRegistrationForm, lazyPrintRegistrationForm, 'registrationPrint'),
  screen(s.printOuts, lazyPrintOuts, 'printOuts'),
  screen(s.myRegisteredCoursesPeriod, lazyRegisteredCoursesPeriod, 'periods'),
  screen(s.myRegisteredCourses, lazyRegisteredCourses, 'registeredCourses'),
  screen(s.libraryResources, lazyLibraryResources, 'libraryResources'),
  screen(s.portalWallet, lazyPortalWallet, 'myWallets'),
  screen(s.accommodationWallet, lazyAccommodationWallet, 'myWallets'),
  // Hostels (issue 13)
  screen(s.applyForHostelPeriod, lazyApplyForHostelPeriod, 'hostelPeriods'),
  screen(s.hostelForm, lazyHostelForm, 'hostelForm'),
  screen(s.printHostelForm, lazyPrintHostelForm, 'hostelPrint'),
  // Class lists (issue 14)
  screen(s.classList, lazyStudentClassList, 'classList'),
  // Add/drop (issue 12)
  screen(s.addDropPeriod, lazyAddDrop('AddDropPeriodRoute'), 'addDropPeriods'),
  screen(s.addDropForm, lazyAddDrop('AddDropFormRoute'), 'addDropForm'),
  screen(s.printAddDropForm, lazyAddDrop('PrintAddDropFormRoute'), 'addDropPrint'),
];

/** Student screens behind the guard that later issues build. */
const studentScreens: AppPath[] = [];

const adminScreens = [
  a.profile,
  a.registrationLogPeriod,
  a.registrationLog,
  a.enrollmentStatisticsPeriod,
  a.enrollmentStatistics,
  a.newStudentsLogPeriod,
  a.newStudentsLog,
  a.healthInsuranceLogPeriod,
  a.healthInsuranceLog,
];

/** Built admin screens (each checks the office as well). */
const adminRoutes: Screen[] = [
  changePassword(a.changePassword),
  screen(a.manageDownloads, lazyManageDownloads, 'manageDownloads'),
  screen(a.libraryResources, lazyEditLibraryResources, 'editLibraryResources'),
  screen(a.smsOutbox, lazySmsOutbox, 'smsOutbox'),
  screen(a.allPortalWallets, lazyAllPortalWallets, 'portalWallets'),
  screen(a.allAccommodationWallets, lazyAllAccommodationWallets, 'accommodationWallets'),
  screen(a.captureQueryReceipt, lazyCaptureQueryReceipt),
  screen(a.dashboard, lazyDashboard, 'dashboard'),
  screen(a.activeStudents, lazyActiveStudents, 'activeStudents'),
  screen(a.manageSemesterRegistration, lazyManagePeriods, 'managePeriods'),
  screen(a.manageCourses, lazyManageCourses, 'manageCourses'),
  screen(a.manageAdminCharges, lazyAdminCharges, 'charges'),
  screen(a.manageDepartmentalCharges, lazyDepartmentalCharges, 'charges'),
  screen(a.manageCourseFees, lazyCourseFees, 'courseFees'),
  screen(a.manageFaculty, lazyManageFaculty, 'manageFaculty'),
  screen(a.facultyProfile, lazyFacultyProfile, 'facultyProfile'),
  screen(a.assignCoursesPeriod, lazyAssignCoursesPeriod, 'assignCoursesPeriod'),
  screen(a.assignCourses, lazyAssignCourses, 'assignCourses'),
  screen(a.awaitingApprovalPeriod, lazyAwaitingApprovalPeriod, 'periods'),
  movedTo(a.semesterRegistration, a.awaitingApprovalPeriod.getHref()),
  screen(a.awaitingApproval, lazyAwaitingApproval, 'approvalQueue'),
  screen(a.registrationForm, lazyStaffRegistrationForm, 'staffRegistrationForm'),
  screen(a.printRegistrationForm, lazyAdminPrintRegistrationForm, 'staffRegistrationPrint'),
  screen(a.specialRates, lazySpecialRates, 'specialRates'),
  // Hostels (issue 13)
  screen(a.hostelApplicationsPeriod, lazyHostelApplicationsPeriod, 'hostelRequestPeriods'),
  screen(a.hostelApplications, lazyHostelApplications, 'hostelQueue'),
  screen(a.hostelForm, lazyStaffHostelForm, 'staffHostelForm'),
  screen(a.manageHostels, lazyManageHostels, 'manageHostels'),
  screen(a.manageRooms, lazyManageRooms, 'manageRooms'),
  screen(a.manageBeds, lazyManageBeds, 'manageBeds'),
  // Class lists (issue 14)
  screen(a.classList, lazyAdminClassList, 'staffClassList'),
  screen(a.classListsPeriod, lazyStaffClassListsPeriod, 'staffClassListsPeriod'),
  screen(a.classLists, lazyStaffClassLists, 'staffClassLists'),
  // Add/drop (issue 12)
  screen(a.awaitingAddDropApprovalPeriod, lazyAddDrop('AwaitingAddDropApprovalPeriodRoute'), 'addDropStaffPeriods'),
  screen(a.awaitingAddDropApproval, lazyAddDrop('AwaitingAddDropApprovalRoute'), 'addDropQueue'),
  screen(a.addDropForm, lazyAddDrop('StaffAddDropFormRoute'), 'staffAddDropForm'),
  screen(a.printAddDropForm, lazyAddDrop('AdminPrintAddDropFormRoute'), 'staffAddDropPrint'),
  screen(a.addDropLogPeriod, lazyAddDrop('AddDropLogPeriodRoute'), 'addDropLogPeriods'),
  screen(a.addDropLog, lazyAddDrop('AddDropLogRoute'), 'addDropLog'),
  // Issue 15: link targets of the spec without a screen go to their period picker.
  movedTo(a.awaitingApprovalBare, a.awaitingApprovalPeriod.getHref()),
  movedTo(a.assignCoursesBare, a.assignCoursesPeriod.getHref()),
  movedTo(a.enrollmentStatisticsBare, a.enrollmentStatisticsPeriod.getHref()),
];

/** Built screens of the bursary and registry desks (issue 11; each checks the office as well). */
const bursaryDeskRoutes: Screen[] = [
  screen(a.registrationLogPeriod, lazyRegistrationLogPeriod, 'logPeriods'),
  screen(a.registrationLog, lazyRegistrationLog, 'registrationLog'),
  screen(a.newStudentsLogPeriod, lazyNewStudentsLogPeriod, 'logPeriods'),
  screen(a.newStudentsLog, lazyNewStudentsLog, 'newStudentsLog'),
  screen(a.healthInsuranceLogPeriod, lazyHealthInsuranceLogPeriod, 'healthInsuranceLogPeriods'),
  screen(a.healthInsuranceLog, lazyHealthInsuranceLog, 'healthInsuranceLog'),
  screen(a.enrollmentStatisticsPeriod, lazyEnrollmentStatisticsPeriod, 'logPeriods'),
  screen(a.enrollmentStatistics, lazyEnrollmentStatistics, 'enrollmentStatistics'),
  screen(a.reconciliation, lazyReconciliation, 'reconciliation'),
];
/** Whether a path of the not-available list is one of the desks' built screens (left out of it). */
const isBursaryDeskScreen = (route: AppPath) => bursaryDeskRoutes.some((built) => built.route === route);

const facultyScreens: AppPath[] = [];

const facultyRoutes: Screen[] = [
  changePassword(f.changePassword),
  screen(f.libraryResources, lazyLibraryResources, 'libraryResources'),
  screen(f.profile, lazyFacultyMyProfile, 'myFacultyProfile'),
  screen(f.assignedCoursesPeriod, lazyAssignedCoursesPeriod, 'periods'),
  screen(f.assignedCourses, lazyAssignedCourses, 'myCourses'),
  screen(f.classList, lazyFacultyClassList, 'classList'),
];

/** Print sheets of staff and lecturers (never public). */
const printRoutes: Screen[] = [
  screen(paths.print.classList, lazyPrintClassList, 'classListPrint'),
  screen(paths.print.gradeSheet, lazyPrintGradeSheet, 'classListPrint'),
];

/**
 * `load`, started in a task of its own. When the router starts a navigation it calls the
 * matched routes' `lazy` and `loader` functions at once, in the task that matched the address;
 * on a first visit that task also created the router. Requesting a module (Vite adds a preload
 * link for each chunk it imports) or starting a screen's requests is a few milliseconds each, so
 * each runs in the next task: none of them makes that task long on a phone (decision 0010).
 */
function inNextTask<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    await nextTask();
    return load(...args);
  };
}

function routeOf({ route, lazy }: Screen, loader?: (args: LoaderFunctionArgs) => Promise<unknown>): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return {
    path: route.path,
    handle,
    lazy: inNextTask(lazy),
    ...(loader ? { loader: inNextTask(loader), shouldRevalidate: revalidateOnNewPath } : {}),
  };
}

/**
 * The route table. Loaders are defined here, statically, so that a navigation starts the
 * session check and the screen's requests while its lazily loaded chunk downloads.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  /**
   * A protected area: its guard (RequireSession) in a lazily loaded layout; its loader starts
   * GET /api/auth/me, and each screen's loader the screen's own requests, all at once.
   */
  const protectedArea = (id: string, roles: readonly Role[], screens: Screen[]): RouteObject => ({
    id,
    handle: { roles } satisfies RouteHandle,
    lazy: inNextTask(lazyProtectedArea),
    loader: inNextTask(async (args: LoaderFunctionArgs) =>
      (await loadRouteLoaders()).sessionLoader(queryClient, roles)(args),
    ),
    shouldRevalidate: neverRevalidate,
    children: screens.map(({ prefetch, ...item }) => {
      if (!prefetch) return routeOf(item);
      const loader = async (args: LoaderFunctionArgs) => {
        const { screenLoader, screenData } = await loadRouteLoaders();
        return screenLoader(queryClient, roles, screenData[prefetch])(args);
      };
      return routeOf(item, loader);
    }),
  });

  /**
   * The sandbox gateway's checkout page stands for an outside provider: public, and outside the
   * portal's layout (no portal header or menu).
   */
  const sandboxCheckoutRoute: RouteObject = {
    path: paths.sandboxGateway.checkout.path,
    handle: { title: paths.sandboxGateway.checkout.title } satisfies RouteHandle,
    lazy: lazySandboxCheckout,
    loader: async (args) => {
      const { publicLoader, sandboxCheckoutData } = await loadRouteLoaders();
      return publicLoader(queryClient, sandboxCheckoutData)(args);
    },
    shouldRevalidate: neverRevalidate,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: LoadingState,
  };

  return [
    sandboxCheckoutRoute,
    {
      id: 'root',
      path: paths.home.path,
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: RootHydrateFallback,
      children: [
        // The landing page is in the main chunk; the login pages are one lazily loaded module.
        // All four are prerendered at build time (apps/web/prerender.mjs) and hydrated.
        { index: true, Component: LandingPage },
        routeOf(screen(s.login, lazyStudentLogin)),
        routeOf(screen(a.login, lazyAdminLogin)),
        routeOf(screen(f.login, lazyFacultyLogin)),
        ...studentPublicScreens.map((item) => routeOf(item)),
        routeOf(screen(paths.verify, lazyVerify)),
        protectedArea('student-area', ['student'], [...studentRoutes, ...studentScreens.map(notAvailable)]),
        protectedArea(
          'admin-area',
          ['admin'],
          [
            ...adminRoutes,
            ...bursaryDeskRoutes,
            ...adminScreens.filter((route) => !isBursaryDeskScreen(route)).map(notAvailable),
          ],
        ),
        protectedArea('faculty-area', ['faculty'], [...facultyRoutes, ...facultyScreens.map(notAvailable)]),
        protectedArea('print-area', ['admin', 'faculty'], printRoutes),
        { path: '*', Component: NotFoundPage, handle: { title: 'Page not found' } satisfies RouteHandle },
      ],
    },
  ];
}

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
