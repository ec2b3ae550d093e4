/**
 * Every URL of the web app, in one place (GUIDE §3.10).
 *
 * Each entry has the router `path` pattern, the screen `title` (used for headings of screens
 * that are not built yet and for the document title) and `getHref()` to build a link.
 */

import { periodFromId, periodTitle } from '@portal/domain';
import type { PageLayoutProps } from '../components/page-layout';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string | number>];

/**
 * What a screen shows above its content whatever its data: its level-1 heading (the route's
 * title), an introduction and the card's width. A screen with a frame arrives with it already in
 * its HTML (apps/web/prerender.mjs), and shows it while its code and data load, so that a deep
 * link shows the page's heading and introduction at once (decision 0010, "Deep links arrive
 * with their page's frame").
 */
export interface PageFrame {
  intro?: string;
  width?: PageLayoutProps['width'];
  /**
   * The heading names the semester of the address's `:periodId` ("Registration Form: 1st
   * Semester, 2025/2026"): a period id spells its semester and session, so the frame needs no
   * data (the server writes the same heading into the HTML, apps/api/src/plugins/spa.ts).
   */
  periodInTitle?: true;
  /**
   * A print page: the frame is the 'Click here to Print' bar (disabled until the sheet is there)
   * with `intro` as a note under it, not a card with a heading; the sheet brings its own heading.
   */
  layout?: 'print';
}

export interface AppPath<P extends string = string> {
  path: P;
  title: string;
  getHref: (...args: HrefArgs<P>) => string;
  /**
   * Screens without route parameters, and patterns whose frame needs no data: a heading that is
   * the title or the period's (periodInTitle), or the print bar (layout 'print').
   */
  frame?: PageFrame;
}

function route<P extends string>(path: P, title: string, frame?: PageFrame): AppPath<P> {
  return {
    path,
    title,
    ...(frame ? { frame } : {}),
    getHref: (...args: HrefArgs<P>) => {
      const params = (args[0] ?? {}) as Record<string, string | number>;
      return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${path}`);
        return encodeURIComponent(String(value));
      });
    },
  };
}

export const paths = {
  home: route('/', 'Portal Access'),
  /** Server-side redirects (plain links, not router routes). */
  external: {
    website: '/website',
    oldPortal: '/old',
  },

  student: {
    login: route('/student/login', 'Student Access'),
    createProfile: route('/student/create-profile', 'Create Student Profile'),
    profileCreated: route('/student/profile-created', 'Profile Created'),
    resetPassword: route('/student/reset-password', 'Reset Password'),

    downloads: route('/student/downloads', 'Downloads', { width: 'wide' }),
    changeDefaultPassword: route('/student/change-default-password', 'Change Default Password'),
    completeProfile: route('/student/complete-profile', 'Complete Profile'),
    passport: route('/student/passport', 'Upload Passport', {
      intro: 'Upload a recent, clear passport photograph of your face. You will crop it to a square before uploading.',
    }),
    profile: route('/student/profile', 'Profile', {
      width: 'medium',
      intro: 'Your account and your record as the seminary holds them, with your passport photograph.',
    }),
    portalWallet: route('/student/portal-wallet', 'Portal Wallet', {
      width: 'medium',
      intro:
        'Your portal wallet pays for semester registration, add/drop and print-outs. Top it up by card here, or pay by bank transfer and take your payment slip to the Bursary.',
    }),
    accommodationWallet: route('/student/accommodation-wallet', 'Accommodation Wallet', {
      width: 'medium',
      intro: 'Accommodation wallets apply only to hostel accommodation.',
    }),
    confirmDetails: route('/student/confirm-details', 'Confirm User Details', {
      intro: 'Check your details and choose your department before you register.',
    }),
    changePassword: route('/student/change-password', 'Change Password', { width: 'narrow' }),
    semesterRegistrationPeriod: route('/student/semester-registration-period', 'Semester Registration', {
      width: 'medium',
      intro: 'Choose the semester. Start opens your registration form; Continue takes you back to it.',
    }),
    semesterRegistration: route('/student/semester-registration', 'Semester Registration'),
    registrationForm: route('/student/registration-form/:periodId/:customId', 'Registration Form', {
      width: 'wide',
      periodInTitle: true,
    }),
    printOuts: route('/student/print-outs', 'Print-outs', { width: 'wide' }),
    printRegistrationForm: route('/student/print-registration-form/:periodId/:customId', 'Print Registration Form', {
      layout: 'print',
      intro:
        'Print your registration form on A4 paper and keep a copy. Its QR code lets the Bursary and the Registry check that it is genuine.',
    }),
    printAddDropForm: route('/student/print-add-drop-form/:periodId/:customId', 'Print Add/Drop Form', {
      layout: 'print',
      intro:
        'Print your add/drop form on A4 paper and keep a copy. Its QR code lets the Bursary and the Registry check that it is genuine.',
    }),
    printHostelForm: route('/student/print-hostel-form/:periodId/:customId', 'Print Hostel Form', {
      layout: 'print',
      intro:
        'Print your proof of hostel allocation on A4 paper and keep it: you will need it for your graduation clearance. Its QR code lets the offices check that it is genuine.',
    }),
    myRegisteredCoursesPeriod: route('/student/my-registered-courses-period', 'Registered Courses', {
      width: 'medium',
      intro: 'Choose the semester whose registered courses you want to see.',
    }),
    myRegisteredCourses: route('/student/my-registered-courses/:periodId/:customId', 'Registered Courses', {
      width: 'medium',
      periodInTitle: true,
    }),
    classList: route('/student/class-list/:periodId', 'Class List', {
      width: 'wide',
      intro:
        'The students of this course in this semester: those who registered for it, those who added it during add/drop and those who dropped it.',
    }),
    addDropPeriod: route('/student/add-drop-period', 'Add/Drop', {
      width: 'medium',
      intro: 'Choose the semester. Start opens your Add/Drop form; Continue takes you back to it.',
    }),
    addDropForm: route('/student/add-drop-form/:periodId/:customId', 'Add/Drop Form', {
      width: 'wide',
      periodInTitle: true,
    }),
    applyForHostelPeriod: route('/student/apply-for-hostel-period', 'Apply for Hostel: Choose Period', {
      width: 'medium',
    }),
    hostelForm: route('/student/hostel-form/:periodId/:customId', 'Hostel Request Form', { width: 'wide' }),
    libraryResources: route('/student/library-resources', 'Library Resources', {
      width: 'medium',
      intro:
        "The seminary library's online books, journals and databases, with the links and sign-in details to reach them.",
    }),
  },

  admin: {
    login: route('/admin/login', 'Admin Access'),

    dashboard: route('/admin/dashboard', 'Dashboard'),
    activeStudents: route('/admin/active-students', 'Active Students'),
    profile: route('/admin/profile', 'Profile'),
    changePassword: route('/admin/change-password', 'Change Password'),
    manageSemesterRegistration: route('/admin/manage-semester-registration', 'Manage Registration Period'),
    manageDownloads: route('/admin/manage-downloads', 'Manage Downloads'),
    allPortalWallets: route('/admin/all-portal-wallets', 'Portal Wallets'),
    allAccommodationWallets: route('/admin/all-accommodation-wallets', 'Accommodation Wallets'),
    manageCourses: route('/admin/manage-courses', 'Manage Courses'),
    manageAdminCharges: route('/admin/manage-admin-charges', 'Manage Admin Charges'),
    manageDepartmentalCharges: route('/admin/manage-departmental-charges', 'Manage Departmental Charges'),
    manageCourseFees: route('/admin/manage-course-fees', 'Course Fees'),
    awaitingApprovalPeriod: route('/admin/awaiting-approval-period', 'Awaiting Registration Approval'),
    awaitingApproval: route('/admin/awaiting-approval/:periodId', 'Awaiting Registration Approval'),
    awaitingAddDropApprovalPeriod: route('/admin/awaiting-add-drop-approval-period', 'Awaiting Add/Drop Approval'),
    awaitingAddDropApproval: route('/admin/awaiting-add-drop-approval/:periodId', 'Awaiting Add/Drop Approval'),
    semesterRegistration: route('/admin/semester-registration', 'Semester Registration'),
    registrationForm: route('/admin/registration-form/:periodId/:customId', 'Registration Form'),
    registrationLogPeriod: route('/admin/registration-log-period', 'Registration Log'),
    registrationLog: route('/admin/registration-log/:periodId', 'Registration Log'),
    addDropLogPeriod: route('/admin/add-drop-log-period', 'Add/Drop Log'),
    addDropLog: route('/admin/add-drop-log/:periodId', 'Add/Drop Log'),
    addDropForm: route('/admin/add-drop-form/:periodId/:customId', 'Add/Drop Form'),
    printRegistrationForm: route('/admin/print-registration-form/:periodId/:customId', 'Print Registration Form'),
    specialRates: route('/admin/special-rates', 'Special Course Rates'),
    printAddDropForm: route('/admin/print-add-drop-form/:periodId/:customId', 'Print Add/Drop Form'),
    captureQueryReceipt: route('/admin/capture-query-receipt', 'Capture/Query Receipt'),
    enrollmentStatisticsPeriod: route('/admin/enrollment-statistics-period', 'Enrollment Statistics'),
    enrollmentStatistics: route('/admin/enrollment-statistics/:periodId', 'Enrollment Statistics'),
    assignCoursesPeriod: route('/admin/assign-courses-period', 'Assign Courses'),
    assignCourses: route('/admin/assign-courses/:periodId', 'Assign Courses'),
    manageFaculty: route('/admin/manage-faculty', 'Manage Faculty'),
    facultyProfile: route('/admin/faculty-profile/:facultyId', 'Faculty Profile'),
    classList: route('/admin/class-list/:periodId', 'Class List'),
    // Not in the spec (issue 14, decision 0016): the class lists of a period for staff.
    classListsPeriod: route('/admin/class-lists-period', 'Class Lists'),
    classLists: route('/admin/class-lists/:periodId', 'Class Lists'),
    newStudentsLogPeriod: route('/admin/new-students-log-period', 'New Students Log'),
    newStudentsLog: route('/admin/new-students-log/:periodId/:customId', 'New Students Log'),
    hostelApplicationsPeriod: route('/admin/hostel-applications-period', 'Hostel Requests'),
    hostelApplications: route('/admin/hostel-applications/:periodId', 'Hostel Requests'),
    hostelForm: route('/admin/hostel-form/:periodId/:customId', 'Proof of Hostel Allocation'),
    healthInsuranceLogPeriod: route('/admin/health-insurance-log-period', 'Health Insurance Log'),
    healthInsuranceLog: route('/admin/health-insurance-log/:periodId', 'Health Insurance Log'),
    manageHostels: route('/admin/manage-hostels', 'Manage Hostels'),
    manageRooms: route('/admin/manage-rooms/:hostelId/:hostelName/:hostelStatus', 'Manage Rooms'),
    manageBeds: route('/admin/manage-beds/:roomId/:roomNumber/:hostelId/:hostelName/:roomStatus', 'Manage Bedspaces'),
    smsOutbox: route('/admin/sms-outbox', 'SMS Outbox'),
    libraryResources: route('/admin/library-resources', 'Library Resources'),

    // Bursary and registry desks (issue 11): screens the spec does not name.
    reconciliation: route('/admin/reconciliation', 'Reconciliation'),

    // Link targets the spec mentions without a screen (admin-faculty-side §8, issue 15): each
    // sends the user on to its period picker.
    awaitingApprovalBare: route('/admin/awaiting-approval', 'Awaiting Registration Approval'),
    assignCoursesBare: route('/admin/assign-courses', 'Assign Courses'),
    enrollmentStatisticsBare: route('/admin/enrollment-statistics', 'Enrollment Statistics'),
  },

  faculty: {
    login: route('/faculty/login', 'Faculty Access'),

    profile: route('/faculty/profile', 'Profile'),
    changePassword: route('/faculty/change-password', 'Change Password'),
    assignedCoursesPeriod: route('/faculty/assigned-courses-period', 'Assigned Courses'),
    assignedCourses: route('/faculty/assigned-courses/:periodId', 'Assigned Courses'),
    classList: route('/faculty/class-list/:periodId', 'Class List'),
    libraryResources: route('/faculty/library-resources', 'Library Resources'),
  },

  /** The offline sandbox payment gateway's checkout page (public; only with PAYMENT_PROVIDER=sandbox). */
  sandboxGateway: {
    checkout: route('/sandbox-gateway/checkout/:reference', 'Sandbox Payment Gateway'),
  },

  /** The public page a printed form's QR code opens. */
  verify: route('/verify/:code', 'Verify a Printed Form'),

  /** Print sheets for staff and lecturers (GUIDE §4: they require a staff or lecturer session). */
  print: {
    classList: route('/print-class-list/:periodId', 'Print Class List'),
    gradeSheet: route('/print-grade-sheet/:periodId', 'Print Grade Sheet'),
  },
} as const;

/**
 * The heading, introduction and width a screen with a frame gives `PageLayout`; `params` are the
 * address's (a heading with the period needs its `periodId`; without a valid one it is the
 * screen's title alone).
 */
export function frameOf(
  screen: AppPath,
  params: Record<string, string | undefined> = {},
): { title: string; intro?: string; width?: PageLayoutProps['width'] } {
  const { intro, width, periodInTitle } = screen.frame ?? {};
  const period = periodInTitle ? periodFromId(params.periodId ?? '') : null;
  return {
    title: period ? `${screen.title}: ${periodTitle(period)}` : screen.title,
    ...(intro ? { intro } : {}),
    ...(width ? { width } : {}),
  };
}

/** The screens that have a frame (plain addresses, and patterns whose frame needs no data). */
export function framedScreens(): AppPath[] {
  const found: AppPath[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if ('path' in value && 'getHref' in value) {
      if ((value as AppPath).frame) found.push(value as AppPath);
      return;
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(paths);
  return found;
}

/** Change-password screen of each signed-in role. */
export const CHANGE_PASSWORD_PATHS = {
  student: paths.student.changePassword.path,
  admin: paths.admin.changePassword.path,
  faculty: paths.faculty.changePassword.path,
} as const;
