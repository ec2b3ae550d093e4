import { paths } from '../../config/paths';
import { modules as m, movedTo, notAvailable, page, type ScreenRoute } from './route-modules';

const a = paths.admin;

/**
 * Staff screens behind the guard (admin-faculty-side §2). A screen with a capability
 * (config/paths.ts) shows itself, and starts its data, only for the offices that have it. A page
 * used as it is is named here directly (`page(() => import(…), 'Name')`); `m.<module>` names a
 * route module of app/routes/ (an adapter, or screens sharing one chunk).
 */
export const adminScreens: ScreenRoute[] = [
  { path: a.changePassword, module: m.changePassword('ChangePasswordRoute') },
  notAvailable(a.profile),
  {
    path: a.manageDownloads,
    module: page(() => import('../../features/downloads/components/manage-downloads-page'), 'ManageDownloadsPage'),
    data: 'downloads',
  },
  {
    path: a.libraryResources,
    module: page(
      () => import('../../features/library-resources/components/edit-library-resources-page'),
      'EditLibraryResourcesPage',
    ),
    data: 'libraryResources',
  },
  {
    path: a.auditTrail,
    module: page(() => import('../../features/audit-trail/components/audit-trail-page'), 'AuditTrailPage'),
    data: 'auditTrail',
  },
  {
    path: a.backups,
    module: page(() => import('../../features/backups/components/backups-page'), 'BackupsPage'),
    data: 'backups',
  },
  {
    path: a.smsOutbox,
    module: page(() => import('../../features/sms-outbox/components/sms-outbox-page'), 'SmsOutboxPage'),
    data: 'smsOutbox',
  },
  { path: a.allPortalWallets, module: m.staffWallets('AllPortalWalletsRoute'), data: 'portalWallets' },
  {
    path: a.allAccommodationWallets,
    module: m.staffWallets('AllAccommodationWalletsRoute'),
    data: 'accommodationWallets',
  },
  {
    path: a.captureQueryReceipt,
    module: page(() => import('../../features/receipts-desk/components/receipts-desk-page'), 'ReceiptsDeskPage'),
  },
  { path: a.dashboard, module: m.dashboard('DashboardRoute'), data: 'dashboard', ownGuard: true },
  { path: a.activeStudents, module: m.dashboard('ActiveStudentsRoute'), data: 'activeStudents' },
  {
    path: a.manageSemesterRegistration,
    module: page(() => import('../../features/periods/components/manage-periods-page'), 'ManagePeriodsPage'),
    data: 'periods',
  },
  {
    path: a.manageCourses,
    module: page(() => import('../../features/courses/components/manage-courses-page'), 'ManageCoursesPage'),
    data: 'manageCourses',
  },
  { path: a.manageAdminCharges, module: m.charges('AdminChargesRoute'), data: 'charges' },
  { path: a.manageDepartmentalCharges, module: m.charges('DepartmentalChargesRoute'), data: 'charges' },
  { path: a.manageCourseFees, module: m.charges('CourseFeesRoute'), data: 'courseFees' },
  { path: a.manageFaculty, module: m.facultyAdmin('ManageFacultyRoute'), data: 'manageFaculty' },
  { path: a.facultyProfile, module: m.facultyAdmin('FacultyProfileRoute'), data: 'facultyProfile' },
  { path: a.assignCoursesPeriod, module: m.assignCourses('AssignCoursesPeriodRoute'), data: 'periods' },
  { path: a.assignCourses, module: m.assignCourses('AssignCoursesRoute'), data: 'assignCourses' },
  // Semester registration (issue 10)
  { path: a.awaitingApprovalPeriod, module: m.registrationDesk('AwaitingApprovalPeriodRoute'), data: 'periods' },
  movedTo(a.semesterRegistration, a.awaitingApprovalPeriod.getHref()),
  { path: a.awaitingApproval, module: m.registrationDesk('AwaitingApprovalRoute'), data: 'approvalQueue' },
  {
    path: a.registrationForm,
    module: m.registrationDesk('StaffRegistrationFormRoute'),
    data: 'staffRegistrationForm',
  },
  {
    path: a.printRegistrationForm,
    module: m.registrationDesk('AdminPrintRegistrationFormRoute'),
    data: 'staffRegistrationPrint',
  },
  {
    path: a.specialRates,
    module: page(() => import('../../features/registration/components/special-rates-page'), 'SpecialRatesPage'),
    data: 'specialRates',
  },
  // Hostels (issue 13)
  {
    path: a.hostelApplicationsPeriod,
    module: m.hostelDesk('HostelApplicationsPeriodRoute'),
    data: 'hostelRequestPeriods',
  },
  { path: a.hostelApplications, module: m.hostelDesk('HostelApplicationsRoute'), data: 'hostelQueue' },
  { path: a.hostelForm, module: m.hostelDesk('StaffHostelFormRoute'), data: 'staffHostelForm' },
  { path: a.manageHostels, module: m.hostelDesk('ManageHostelsRoute'), data: 'manageHostels' },
  { path: a.manageRooms, module: m.hostelDesk('ManageRoomsRoute'), data: 'manageRooms' },
  { path: a.manageBeds, module: m.hostelDesk('ManageBedsRoute'), data: 'manageBeds' },
  // Class lists (issue 14)
  { path: a.classList, module: m.classList('AdminClassListRoute'), data: 'classList' },
  { path: a.classListsPeriod, module: m.classList('AdminClassListsPeriodRoute'), data: 'periods' },
  { path: a.classLists, module: m.classList('AdminClassListsRoute'), data: 'staffClassLists' },
  // Add/drop (issue 12)
  {
    path: a.awaitingAddDropApprovalPeriod,
    module: m.addDrop('AwaitingAddDropApprovalPeriodRoute'),
    data: 'addDropPeriodList',
  },
  { path: a.awaitingAddDropApproval, module: m.addDrop('AwaitingAddDropApprovalRoute'), data: 'addDropQueue' },
  { path: a.addDropForm, module: m.addDrop('StaffAddDropFormRoute'), data: 'staffAddDropForm' },
  { path: a.printAddDropForm, module: m.addDrop('AdminPrintAddDropFormRoute'), data: 'staffAddDropPrint' },
  { path: a.addDropLogPeriod, module: m.addDrop('AddDropLogPeriodRoute'), data: 'addDropPeriodList' },
  { path: a.addDropLog, module: m.addDrop('AddDropLogRoute'), data: 'addDropLog' },
  // Bursary and registry desks (issue 11): the registry logs, enrollment statistics, reconciliation.
  { path: a.registrationLogPeriod, module: m.bursaryDesk('RegistrationLogPeriodRoute'), data: 'periods' },
  { path: a.registrationLog, module: m.bursaryDesk('RegistrationLogRoute'), data: 'registrationLog' },
  { path: a.newStudentsLogPeriod, module: m.bursaryDesk('NewStudentsLogPeriodRoute'), data: 'periods' },
  { path: a.newStudentsLog, module: m.bursaryDesk('NewStudentsLogRoute'), data: 'newStudentsLog' },
  { path: a.healthInsuranceLogPeriod, module: m.bursaryDesk('HealthInsuranceLogPeriodRoute'), data: 'periods' },
  { path: a.healthInsuranceLog, module: m.bursaryDesk('HealthInsuranceLogRoute'), data: 'healthInsuranceLog' },
  { path: a.enrollmentStatisticsPeriod, module: m.bursaryDesk('EnrollmentStatisticsPeriodRoute'), data: 'periods' },
  {
    path: a.enrollmentStatistics,
    module: m.bursaryDesk('EnrollmentStatisticsRoute'),
    data: 'enrollmentStatistics',
  },
  { path: a.reconciliation, module: m.bursaryDesk('ReconciliationRoute'), data: 'reconciliation' },
  // Issue 15: link targets of the spec without a screen go to their period picker.
  movedTo(a.awaitingApprovalBare, a.awaitingApprovalPeriod.getHref()),
  movedTo(a.assignCoursesBare, a.assignCoursesPeriod.getHref()),
  movedTo(a.enrollmentStatisticsBare, a.enrollmentStatisticsPeriod.getHref()),
];
