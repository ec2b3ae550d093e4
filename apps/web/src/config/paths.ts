/**
 * Every URL of the web app, in one place (GUIDE §3.10).
 *
 * Each entry has the router `path` pattern, the screen `title` (used for headings of screens
 * that are not built yet and for the document title) and `getHref()` to build a link.
 */

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string | number>];

export interface AppPath<P extends string = string> {
  path: P;
  title: string;
  getHref: (...args: HrefArgs<P>) => string;
}

function route<P extends string>(path: P, title: string): AppPath<P> {
  return {
    path,
    title,
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

    downloads: route('/student/downloads', 'Downloads'),
    changeDefaultPassword: route('/student/change-default-password', 'Change Default Password'),
    completeProfile: route('/student/complete-profile', 'Complete Profile'),
    passport: route('/student/passport', 'Upload Passport'),
    profile: route('/student/profile', 'Profile'),
    portalWallet: route('/student/portal-wallet', 'Portal Wallet'),
    accommodationWallet: route('/student/accommodation-wallet', 'Accommodation Wallet'),
    confirmDetails: route('/student/confirm-details', 'Confirm User Details'),
    changePassword: route('/student/change-password', 'Change Password'),
    semesterRegistrationPeriod: route('/student/semester-registration-period', 'Semester Registration'),
    semesterRegistration: route('/student/semester-registration', 'Semester Registration'),
    registrationForm: route('/student/registration-form/:periodId/:customId', 'Registration Form'),
    printOuts: route('/student/print-outs', 'Print-outs'),
    printRegistrationForm: route('/student/print-registration-form/:periodId/:customId', 'Print Registration Form'),
    printAddDropForm: route('/student/print-add-drop-form/:periodId/:customId', 'Print Add/Drop Form'),
    printHostelForm: route('/student/print-hostel-form/:periodId/:customId', 'Print Hostel Form'),
    myRegisteredCoursesPeriod: route('/student/my-registered-courses-period', 'Registered Courses'),
    myRegisteredCourses: route('/student/my-registered-courses/:periodId/:customId', 'Registered Courses'),
    classList: route('/student/class-list/:periodId', 'Class List'),
    addDropPeriod: route('/student/add-drop-period', 'Add/Drop'),
    addDropForm: route('/student/add-drop-form/:periodId/:customId', 'Add/Drop Form'),
    applyForHostelPeriod: route('/student/apply-for-hostel-period', 'Apply for Hostel'),
    hostelForm: route('/student/hostel-form/:periodId/:customId', 'Hostel Request Form'),
    libraryResources: route('/student/library-resources', 'Library Resources'),
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

/** Change-password screen of each signed-in role. */
export const CHANGE_PASSWORD_PATHS = {
  student: paths.student.changePassword.path,
  admin: paths.admin.changePassword.path,
  faculty: paths.faculty.changePassword.path,
} as const;

/** API endpoints (same origin; proxied to the API in development). */
export const apiPaths = {
  auth: {
    login: (portal: 'student' | 'admin' | 'faculty') => `/api/auth/${portal}/login`,
    logout: '/api/auth/logout',
    me: '/api/auth/me',
    changePassword: '/api/auth/change-password',
    registerStudent: '/api/auth/student/register',
    passwordResetRequest: '/api/auth/password-reset/request',
    passwordResetConfirm: '/api/auth/password-reset/confirm',
  },
  students: {
    defaultPassword: '/api/students/me/default-password',
    profile: '/api/students/me/profile',
    passport: '/api/students/me/passport',
    details: '/api/students/me/details',
  },
  downloads: {
    list: '/api/downloads',
    one: (id: string | number) => `/api/downloads/${encodeURIComponent(String(id))}`,
  },
  libraryResources: '/api/library-resources',
  smsOutbox: '/api/sms-outbox',
  wallets: {
    mine: '/api/students/me/wallets',
    topUps: '/api/students/me/top-ups',
    verifyTopUp: '/api/students/me/top-ups/verify',
    list: (kind: string) => `/api/wallets/${encodeURIComponent(kind)}`,
    entries: (kind: string, customId: string) =>
      `/api/wallets/${encodeURIComponent(kind)}/${encodeURIComponent(customId)}/entries`,
    balance: (kind: string, customId: string) =>
      `/api/wallets/${encodeURIComponent(kind)}/${encodeURIComponent(customId)}/balance`,
  },
  payments: {
    lookup: '/api/payments/lookup',
    credit: '/api/payments/credit',
  },
  periods: {
    list: '/api/periods',
    status: (periodId: string) => `/api/periods/${encodeURIComponent(periodId)}/status`,
  },
  courses: {
    list: '/api/courses',
    status: (code: string) => `/api/courses/${encodeURIComponent(code)}/status`,
  },
  charges: {
    list: '/api/charges',
    seminary: '/api/charges/seminary',
    seminaryItem: (id: number) => `/api/charges/seminary/${encodeURIComponent(String(id))}`,
    departmental: '/api/charges/departmental',
  },
  courseFees: {
    ofPeriod: (periodId: string) => `/api/course-fees/${encodeURIComponent(periodId)}`,
    copyPrevious: (periodId: string) => `/api/course-fees/${encodeURIComponent(periodId)}/copy-previous`,
  },
  faculty: {
    list: '/api/faculty',
    one: (customId: string) => `/api/faculty/${encodeURIComponent(customId)}`,
    status: (customId: string) => `/api/faculty/${encodeURIComponent(customId)}/status`,
    me: '/api/faculty/me',
    myName: '/api/faculty/me/name',
    myPassport: '/api/faculty/me/passport',
    myCourses: (periodId: string) => `/api/faculty/me/courses/${encodeURIComponent(periodId)}`,
  },
  assignments: {
    ofPeriod: (periodId: string) => `/api/assignments/${encodeURIComponent(periodId)}`,
    one: (periodId: string, courseCode: string) =>
      `/api/assignments/${encodeURIComponent(periodId)}/${encodeURIComponent(courseCode)}`,
  },
  registrations: {
    mine: '/api/students/me/registrations',
    myForm: (periodId: string) => `/api/students/me/registrations/${encodeURIComponent(periodId)}`,
    myCourses: (periodId: string) => `/api/students/me/registrations/${encodeURIComponent(periodId)}/courses`,
    myCourse: (periodId: string, code: string) =>
      `/api/students/me/registrations/${encodeURIComponent(periodId)}/courses/${encodeURIComponent(code)}`,
    forward: (periodId: string) => `/api/students/me/registrations/${encodeURIComponent(periodId)}/forward`,
    submit: (periodId: string) => `/api/students/me/registrations/${encodeURIComponent(periodId)}/submit`,
    myPrint: (periodId: string) => `/api/students/me/registrations/${encodeURIComponent(periodId)}/print`,
    printOuts: '/api/students/me/print-outs',
    registeredCourses: (periodId: string) => `/api/students/me/registered-courses/${encodeURIComponent(periodId)}`,
    queue: (periodId: string) => `/api/registrations/${encodeURIComponent(periodId)}/queue`,
    form: (periodId: string, customId: string) =>
      `/api/registrations/${encodeURIComponent(periodId)}/${encodeURIComponent(customId)}`,
    action: (periodId: string, customId: string, action: string) =>
      `/api/registrations/${encodeURIComponent(periodId)}/${encodeURIComponent(customId)}/${action}`,
    affiliationFee: (periodId: string) => `/api/periods/${encodeURIComponent(periodId)}/affiliation-fee`,
    specialRates: '/api/special-rates',
    specialRate: (id: number) => `/api/special-rates/${encodeURIComponent(String(id))}`,
    verify: (code: string) => `/api/verify/${encodeURIComponent(code)}`,
  },
  // Hostels, rooms and bedspaces; hostel applications (issue 13).
  hostels: {
    list: '/api/hostels',
    status: (hostelId: number) => `/api/hostels/${encodeURIComponent(String(hostelId))}/status`,
    rooms: (hostelId: number) => `/api/hostels/${encodeURIComponent(String(hostelId))}/rooms`,
    roomStatus: (hostelId: number, roomId: number) =>
      `/api/hostels/${encodeURIComponent(String(hostelId))}/rooms/${encodeURIComponent(String(roomId))}/status`,
    beds: (hostelId: number, roomId: number) =>
      `/api/hostels/${encodeURIComponent(String(hostelId))}/rooms/${encodeURIComponent(String(roomId))}/beds`,
    bedStatus: (hostelId: number, roomId: number, bedId: number) =>
      `/api/hostels/${encodeURIComponent(String(hostelId))}/rooms/${encodeURIComponent(String(roomId))}/beds/${encodeURIComponent(String(bedId))}/status`,
  },
  hostelApplications: {
    mine: '/api/students/me/hostel-applications',
    myForm: (periodId: string) => `/api/students/me/hostel-applications/${encodeURIComponent(periodId)}`,
    myChoice: (periodId: string) => `/api/students/me/hostel-applications/${encodeURIComponent(periodId)}/choice`,
    myPrint: (periodId: string) => `/api/students/me/hostel-applications/${encodeURIComponent(periodId)}/print`,
    queue: (periodId: string) => `/api/hostel-applications/${encodeURIComponent(periodId)}`,
    form: (periodId: string, customId: string) =>
      `/api/hostel-applications/${encodeURIComponent(periodId)}/${encodeURIComponent(customId)}`,
    action: (
      periodId: string,
      customId: string,
      action: 'balance' | 'rejection' | 'allocation' | 'sms' | 'print' | 'prints',
    ) => `/api/hostel-applications/${encodeURIComponent(periodId)}/${encodeURIComponent(customId)}/${action}`,
  },
  classLists: {
    courses: (periodId: string) => `/api/class-lists/${encodeURIComponent(periodId)}`,
    one: (periodId: string, courseCode: string) =>
      `/api/class-lists/${encodeURIComponent(periodId)}/${encodeURIComponent(courseCode)}`,
    print: (periodId: string, courseCode: string) =>
      `/api/class-lists/${encodeURIComponent(periodId)}/${encodeURIComponent(courseCode)}/print`,
    csv: (periodId: string, courseCode: string) =>
      `/api/class-lists/${encodeURIComponent(periodId)}/${encodeURIComponent(courseCode)}/csv`,
  },
  dashboard: '/api/dashboard',
  activeStudents: {
    list: '/api/active-students',
    csv: '/api/active-students.csv',
  },
  // Bursary and registry desks (issue 11): the registry logs, the receipts desk, reconciliation.
  registryLogs: {
    registrations: (periodId: string) => `/api/registry-logs/${encodeURIComponent(periodId)}/registrations`,
    registrationsCsv: (periodId: string) => `/api/registry-logs/${encodeURIComponent(periodId)}/registrations.csv`,
    newStudents: (periodId: string) => `/api/registry-logs/${encodeURIComponent(periodId)}/new-students`,
    newStudentsCsv: (periodId: string) => `/api/registry-logs/${encodeURIComponent(periodId)}/new-students.csv`,
    healthInsurance: (periodId: string) => `/api/registry-logs/${encodeURIComponent(periodId)}/health-insurance`,
    healthInsuranceCsv: (periodId: string) => `/api/registry-logs/${encodeURIComponent(periodId)}/health-insurance.csv`,
    enrollmentStatistics: (periodId: string) =>
      `/api/registry-logs/${encodeURIComponent(periodId)}/enrollment-statistics`,
    enrollmentStatisticsCsv: (periodId: string) =>
      `/api/registry-logs/${encodeURIComponent(periodId)}/enrollment-statistics.csv`,
  },
  receipts: {
    capture: '/api/receipts',
    ledger: '/api/receipts/ledger',
    query: '/api/receipts/query',
  },
  reconciliation: {
    report: '/api/reconciliation',
    csv: '/api/reconciliation.csv',
  },
  sandboxGateway: {
    transaction: (reference: string) => `/api/sandbox-gateway/transactions/${encodeURIComponent(reference)}`,
    complete: (reference: string) => `/api/sandbox-gateway/transactions/${encodeURIComponent(reference)}/complete`,
  },
} as const;
