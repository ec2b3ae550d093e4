import { authApiPaths } from './auth-api-paths';

/**
 * API endpoints (same origin; proxied to the API in development). Modules of the first load (the
 * entry and the login pages) import `authApiPaths` from auth-api-paths.ts instead, so that this
 * table stays out of the entry chunk.
 */
export const apiPaths = {
  auth: authApiPaths,
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
  auditTrail: {
    list: '/api/audit-trail',
    csv: '/api/audit-trail.csv',
    check: '/api/audit-trail/check',
  },
  backups: {
    list: '/api/backups',
    status: '/api/backups/status',
    file: (name: string) => `/api/backups/${encodeURIComponent(name)}`,
  },
  wallets: {
    mine: '/api/students/me/wallets',
    topUps: '/api/students/me/top-ups',
    verifyTopUp: '/api/students/me/top-ups/verify',
    ownAccount: '/api/students/me/dedicated-account',
    list: (kind: string) => `/api/wallets/${encodeURIComponent(kind)}`,
    entries: (kind: string, customId: string) =>
      `/api/wallets/${encodeURIComponent(kind)}/${encodeURIComponent(customId)}/entries`,
    balance: (kind: string, customId: string) =>
      `/api/wallets/${encodeURIComponent(kind)}/${encodeURIComponent(customId)}/balance`,
  },
  payments: {
    lookup: '/api/payments/lookup',
    credit: '/api/payments/credit',
    transferExceptions: '/api/bank-transfers/exceptions',
    dedicatedAccountsStatus: '/api/dedicated-accounts/status',
    assignTransfer: (id: number) => `/api/bank-transfers/${id}/assign`,
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
  // Add/drop (issue 12): the student's form, the approval desk, prints and the log.
  addDrops: {
    mine: '/api/students/me/add-drops',
    myForm: (periodId: string) => `/api/students/me/add-drops/${encodeURIComponent(periodId)}`,
    myAdded: (periodId: string) => `/api/students/me/add-drops/${encodeURIComponent(periodId)}/added`,
    myAddedCourse: (periodId: string, code: string) =>
      `/api/students/me/add-drops/${encodeURIComponent(periodId)}/added/${encodeURIComponent(code)}`,
    myDropped: (periodId: string) => `/api/students/me/add-drops/${encodeURIComponent(periodId)}/dropped`,
    myDroppedCourse: (periodId: string, code: string) =>
      `/api/students/me/add-drops/${encodeURIComponent(periodId)}/dropped/${encodeURIComponent(code)}`,
    myAction: (periodId: string, action: 'forward' | 'submit' | 'print') =>
      `/api/students/me/add-drops/${encodeURIComponent(periodId)}/${action}`,
    periods: '/api/add-drops/periods',
    queue: (periodId: string) => `/api/add-drops/${encodeURIComponent(periodId)}/queue`,
    log: (periodId: string) => `/api/add-drops/${encodeURIComponent(periodId)}/log`,
    logCsv: (periodId: string) => `/api/add-drops/${encodeURIComponent(periodId)}/log.csv`,
    form: (periodId: string, customId: string) =>
      `/api/add-drops/${encodeURIComponent(periodId)}/${encodeURIComponent(customId)}`,
    action: (periodId: string, customId: string, action: 'decision' | 'sms' | 'print' | 'prints') =>
      `/api/add-drops/${encodeURIComponent(periodId)}/${encodeURIComponent(customId)}/${action}`,
    periodDates: (periodId: string) => `/api/periods/${encodeURIComponent(periodId)}/dates`,
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
    transfers: '/api/sandbox-gateway/transfers',
  },
} as const;
