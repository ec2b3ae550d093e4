import type { OfficeCapability } from './permissions.js';

/*
 * Every screen of the portal, once: its address (path pattern), its title, who may use it and
 * what it shows before its data (decision 0020). The menus (menus.ts) list these entries; the web
 * app builds its paths (apps/web/src/config/paths.ts), its route table, its office guards and its
 * route loaders' office checks from them. The server guards its API routes with the same
 * capability names (`access.offices`), which are keys of OFFICE_CAPABILITIES: a typo fails the
 * typecheck.
 */

/**
 * What a screen shows above its content whatever its data: its level-1 heading (the title), an
 * introduction and the card's width. A screen with a frame arrives with it already in its HTML
 * (apps/web/prerender.mjs), and shows it while its code and data load (decision 0010, "Deep links
 * arrive with their page's frame").
 */
export interface ScreenFrame {
  intro?: string;
  width?: 'narrow' | 'medium' | 'wide';
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

export interface ScreenDefinition {
  /** The router's path pattern (`:name` for a parameter). */
  path: string;
  /** The screen's heading, its document title, and its menu label unless `menuLabel` is given. */
  title: string;
  /**
   * A staff screen: the capability a staff session needs (OFFICE_CAPABILITIES). The screen's
   * guard, its route loader and its menu entry read it; lecturers in the print area need none.
   */
  capability?: OfficeCapability;
  /**
   * The screen has an entry in its area's menu (menus.ts). The menu lists its area's entries in
   * the order they are written here, so an area starts with its menu's screens, in menu order.
   */
  menu?: true;
  /** The label of the screen's menu entry when it is not the title. */
  menuLabel?: string;
  /**
   * Screens without route parameters, and patterns whose frame needs no data: a heading that is
   * the title or the period's (periodInTitle), or the print bar (layout 'print').
   */
  frame?: ScreenFrame;
}

/** Screens grouped by area (student-side §2, admin-faculty-side §2). */
export interface ScreenTree {
  readonly [name: string]: ScreenDefinition | ScreenTree;
}

export const SCREENS = {
  home: { path: '/', title: 'Portal Access', menuLabel: 'Home' },

  student: {
    // The student menu, in its order.
    profile: {
      path: '/student/profile',
      title: 'Profile',
      menu: true,
      frame: {
        width: 'medium',
        intro: 'Your account and your record as the seminary holds them, with your passport photograph.',
      },
    },
    portalWallet: {
      path: '/student/portal-wallet',
      title: 'Portal Wallet',
      menu: true,
      frame: {
        width: 'medium',
        intro:
          'Your portal wallet pays for semester registration, add/drop and print-outs. Top it up by card here, or pay by bank transfer and take your payment slip to the Bursary.',
      },
    },
    // Not in the spec's student menu (issue 15, decision 0018): the screen was reachable only by its address.
    accommodationWallet: {
      path: '/student/accommodation-wallet',
      title: 'Accommodation Wallet',
      menu: true,
      frame: {
        width: 'medium',
        intro: 'Accommodation wallets apply only to hostel accommodation.',
      },
    },
    semesterRegistrationPeriod: {
      path: '/student/semester-registration-period',
      title: 'Semester Registration',
      menu: true,
      frame: {
        width: 'medium',
        intro: 'Choose the semester. Start opens your registration form; Continue takes you back to it.',
      },
    },
    addDropPeriod: {
      path: '/student/add-drop-period',
      title: 'Add/Drop',
      menu: true,
      frame: {
        width: 'medium',
        intro: 'Choose the semester. Start opens your Add/Drop form; Continue takes you back to it.',
      },
    },
    myRegisteredCoursesPeriod: {
      path: '/student/my-registered-courses-period',
      title: 'Registered Courses',
      menu: true,
      frame: {
        width: 'medium',
        intro: 'Choose the semester whose registered courses you want to see.',
      },
    },
    libraryResources: {
      path: '/student/library-resources',
      title: 'Library Resources',
      menu: true,
      frame: {
        width: 'medium',
        intro:
          "The seminary library's online books, journals and databases, with the links and sign-in details to reach them.",
      },
    },
    downloads: { path: '/student/downloads', title: 'Downloads', menu: true, frame: { width: 'wide' } },
    printOuts: { path: '/student/print-outs', title: 'Print-outs', menu: true, frame: { width: 'wide' } },
    changePassword: {
      path: '/student/change-password',
      title: 'Change Password',
      menu: true,
      frame: { width: 'narrow' },
    },
    // Not in the menu.
    login: { path: '/student/login', title: 'Student Access' },
    createProfile: { path: '/student/create-profile', title: 'Create Student Profile' },
    profileCreated: { path: '/student/profile-created', title: 'Profile Created' },
    resetPassword: { path: '/student/reset-password', title: 'Reset Password' },
    changeDefaultPassword: { path: '/student/change-default-password', title: 'Change Default Password' },
    completeProfile: { path: '/student/complete-profile', title: 'Complete Profile' },
    passport: {
      path: '/student/passport',
      title: 'Upload Passport',
      frame: {
        intro:
          'Upload a recent, clear passport photograph of your face. You will crop it to a square before uploading.',
      },
    },
    confirmDetails: {
      path: '/student/confirm-details',
      title: 'Confirm User Details',
      frame: {
        intro: 'Check your details and choose your department before you register.',
      },
    },
    semesterRegistration: { path: '/student/semester-registration', title: 'Semester Registration' },
    registrationForm: {
      path: '/student/registration-form/:periodId/:customId',
      title: 'Registration Form',
      frame: {
        width: 'wide',
        periodInTitle: true,
      },
    },
    printRegistrationForm: {
      path: '/student/print-registration-form/:periodId/:customId',
      title: 'Print Registration Form',
      frame: {
        layout: 'print',
        intro:
          'Print your registration form on A4 paper and keep a copy. Its QR code lets the Bursary and the Registry check that it is genuine.',
      },
    },
    printAddDropForm: {
      path: '/student/print-add-drop-form/:periodId/:customId',
      title: 'Print Add/Drop Form',
      frame: {
        layout: 'print',
        intro:
          'Print your add/drop form on A4 paper and keep a copy. Its QR code lets the Bursary and the Registry check that it is genuine.',
      },
    },
    printHostelForm: {
      path: '/student/print-hostel-form/:periodId/:customId',
      title: 'Print Hostel Form',
      frame: {
        layout: 'print',
        intro:
          'Print your proof of hostel allocation on A4 paper and keep it: you will need it for your graduation clearance. Its QR code lets the offices check that it is genuine.',
      },
    },
    myRegisteredCourses: {
      path: '/student/my-registered-courses/:periodId/:customId',
      title: 'Registered Courses',
      frame: {
        width: 'medium',
        periodInTitle: true,
      },
    },
    classList: {
      path: '/student/class-list/:periodId',
      title: 'Class List',
      frame: {
        width: 'wide',
        intro:
          'The students of this course in this semester: those who registered for it, those who added it during add/drop and those who dropped it.',
      },
    },
    addDropForm: {
      path: '/student/add-drop-form/:periodId/:customId',
      title: 'Add/Drop Form',
      frame: {
        width: 'wide',
        periodInTitle: true,
      },
    },
    applyForHostelPeriod: {
      path: '/student/apply-for-hostel-period',
      title: 'Apply for Hostel: Choose Period',
      frame: {
        width: 'medium',
      },
    },
    hostelForm: {
      path: '/student/hostel-form/:periodId/:customId',
      title: 'Hostel Request Form',
      frame: { width: 'wide' },
    },
  },

  admin: {
    // Admin-faculty-side §6: the staff menu, in its order; each office sees the entries of its
    // capabilities (an entry without one: every office).
    dashboard: { path: '/admin/dashboard', title: 'Dashboard', menu: true, capability: 'viewDashboard' },
    awaitingApprovalPeriod: {
      path: '/admin/awaiting-approval-period',
      title: 'Awaiting Registration Approval',
      menu: true,
      capability: 'viewRegistrationApprovals',
    },
    awaitingAddDropApprovalPeriod: {
      path: '/admin/awaiting-add-drop-approval-period',
      title: 'Awaiting Add/Drop Approval',
      menu: true,
      capability: 'viewAddDropApprovals',
    },
    captureQueryReceipt: {
      path: '/admin/capture-query-receipt',
      title: 'Capture/Query Receipt',
      menu: true,
      capability: 'receiptsDesk',
    },
    // Bursary and registry desks (issue 11): a screen the spec does not name; in the menu (decision
    // 0013) as the bursary's day-closing report.
    reconciliation: {
      path: '/admin/reconciliation',
      title: 'Reconciliation',
      menu: true,
      capability: 'viewReconciliation',
    },
    healthInsuranceLogPeriod: {
      path: '/admin/health-insurance-log-period',
      title: 'Health Insurance Log',
      menu: true,
      capability: 'viewHealthInsuranceLog',
    },
    hostelApplicationsPeriod: {
      path: '/admin/hostel-applications-period',
      title: 'Hostel Requests',
      menu: true,
      capability: 'viewHostels',
    },
    manageHostels: { path: '/admin/manage-hostels', title: 'Manage Hostels', menu: true, capability: 'viewHostels' },
    manageSemesterRegistration: {
      path: '/admin/manage-semester-registration',
      title: 'Manage Registration Period',
      menu: true,
      capability: 'managePeriods',
    },
    manageDownloads: {
      path: '/admin/manage-downloads',
      title: 'Manage Downloads',
      menu: true,
      capability: 'manageDownloads',
    },
    manageAdminCharges: {
      path: '/admin/manage-admin-charges',
      title: 'Manage Admin Charges',
      menu: true,
      capability: 'viewCharges',
    },
    manageDepartmentalCharges: {
      path: '/admin/manage-departmental-charges',
      title: 'Manage Departmental Charges',
      menu: true,
      capability: 'viewCharges',
    },
    manageCourseFees: {
      path: '/admin/manage-course-fees',
      title: 'Course Fees',
      menu: true,
      capability: 'viewCharges',
      menuLabel: 'Manage Course Fees',
    },
    specialRates: {
      path: '/admin/special-rates',
      title: 'Special Course Rates',
      menu: true,
      capability: 'viewSpecialRates',
    },
    manageCourses: { path: '/admin/manage-courses', title: 'Manage Courses', menu: true, capability: 'manageCourses' },
    manageFaculty: { path: '/admin/manage-faculty', title: 'Manage Faculty', menu: true, capability: 'manageFaculty' },
    assignCoursesPeriod: {
      path: '/admin/assign-courses-period',
      title: 'Assign Courses',
      menu: true,
      capability: 'assignCourses',
    },
    // Not in the spec (issue 14, decision 0016): the class lists of a period for staff; in the menu
    // so that every office with the power reaches them.
    classListsPeriod: {
      path: '/admin/class-lists-period',
      title: 'Class Lists',
      menu: true,
      capability: 'viewClassLists',
    },
    enrollmentStatisticsPeriod: {
      path: '/admin/enrollment-statistics-period',
      title: 'Enrollment Statistics',
      menu: true,
      capability: 'viewLogs',
    },
    registrationLogPeriod: {
      path: '/admin/registration-log-period',
      title: 'Registration Log',
      menu: true,
      capability: 'viewLogs',
    },
    addDropLogPeriod: { path: '/admin/add-drop-log-period', title: 'Add/Drop Log', menu: true, capability: 'viewLogs' },
    newStudentsLogPeriod: {
      path: '/admin/new-students-log-period',
      title: 'New Students Log',
      menu: true,
      capability: 'viewLogs',
    },
    allPortalWallets: {
      path: '/admin/all-portal-wallets',
      title: 'Portal Wallets',
      menu: true,
      capability: 'viewWallets',
    },
    allAccommodationWallets: {
      path: '/admin/all-accommodation-wallets',
      title: 'Accommodation Wallets',
      menu: true,
      capability: 'viewWallets',
    },
    smsOutbox: { path: '/admin/sms-outbox', title: 'SMS Outbox', menu: true, capability: 'readSmsOutbox' },
    libraryResources: {
      path: '/admin/library-resources',
      title: 'Library Resources',
      menu: true,
      capability: 'editLibraryResources',
    },
    // Issue 25 (decision 0023): every recorded action, for the auditor, ict and bursar.
    auditTrail: { path: '/admin/audit-trail', title: 'Audit Trail', menu: true, capability: 'viewAuditTrail' },
    backups: { path: '/admin/backups', title: 'Backups', menu: true, capability: 'manageBackups' },
    changePassword: { path: '/admin/change-password', title: 'Change Password', menu: true },
    // Not in the menu.
    login: { path: '/admin/login', title: 'Admin Access' },
    activeStudents: { path: '/admin/active-students', title: 'Active Students', capability: 'viewDashboard' },
    profile: { path: '/admin/profile', title: 'Profile' },
    awaitingApproval: {
      path: '/admin/awaiting-approval/:periodId',
      title: 'Awaiting Registration Approval',
      capability: 'viewRegistrationApprovals',
    },
    awaitingAddDropApproval: {
      path: '/admin/awaiting-add-drop-approval/:periodId',
      title: 'Awaiting Add/Drop Approval',
      capability: 'viewAddDropApprovals',
    },
    semesterRegistration: { path: '/admin/semester-registration', title: 'Semester Registration' },
    registrationForm: {
      path: '/admin/registration-form/:periodId/:customId',
      title: 'Registration Form',
      capability: 'viewRegistrations',
    },
    registrationLog: { path: '/admin/registration-log/:periodId', title: 'Registration Log', capability: 'viewLogs' },
    addDropLog: { path: '/admin/add-drop-log/:periodId', title: 'Add/Drop Log', capability: 'viewLogs' },
    addDropForm: { path: '/admin/add-drop-form/:periodId/:customId', title: 'Add/Drop Form', capability: 'viewLogs' },
    printRegistrationForm: {
      path: '/admin/print-registration-form/:periodId/:customId',
      title: 'Print Registration Form',
      capability: 'viewRegistrations',
    },
    printAddDropForm: {
      path: '/admin/print-add-drop-form/:periodId/:customId',
      title: 'Print Add/Drop Form',
      capability: 'viewLogs',
    },
    enrollmentStatistics: {
      path: '/admin/enrollment-statistics/:periodId',
      title: 'Enrollment Statistics',
      capability: 'viewLogs',
    },
    assignCourses: { path: '/admin/assign-courses/:periodId', title: 'Assign Courses', capability: 'assignCourses' },
    facultyProfile: {
      path: '/admin/faculty-profile/:facultyId',
      title: 'Faculty Profile',
      capability: 'manageFaculty',
    },
    classList: { path: '/admin/class-list/:periodId', title: 'Class List', capability: 'viewClassLists' },
    classLists: { path: '/admin/class-lists/:periodId', title: 'Class Lists', capability: 'viewClassLists' },
    newStudentsLog: {
      path: '/admin/new-students-log/:periodId/:customId',
      title: 'New Students Log',
      capability: 'viewLogs',
    },
    hostelApplications: {
      path: '/admin/hostel-applications/:periodId',
      title: 'Hostel Requests',
      capability: 'viewHostels',
    },
    hostelForm: {
      path: '/admin/hostel-form/:periodId/:customId',
      title: 'Proof of Hostel Allocation',
      capability: 'viewHostels',
    },
    healthInsuranceLog: {
      path: '/admin/health-insurance-log/:periodId',
      title: 'Health Insurance Log',
      capability: 'viewHealthInsuranceLog',
    },
    manageRooms: {
      path: '/admin/manage-rooms/:hostelId/:hostelName/:hostelStatus',
      title: 'Manage Rooms',
      capability: 'viewHostels',
    },
    manageBeds: {
      path: '/admin/manage-beds/:roomId/:roomNumber/:hostelId/:hostelName/:roomStatus',
      title: 'Manage Bedspaces',
      capability: 'viewHostels',
    },

    // Link targets the spec mentions without a screen (admin-faculty-side §8, issue 15): each
    // sends the user on to its period picker.
    awaitingApprovalBare: { path: '/admin/awaiting-approval', title: 'Awaiting Registration Approval' },
    assignCoursesBare: { path: '/admin/assign-courses', title: 'Assign Courses' },
    enrollmentStatisticsBare: { path: '/admin/enrollment-statistics', title: 'Enrollment Statistics' },
  },

  faculty: {
    // The lecturers' menu, in its order.
    profile: { path: '/faculty/profile', title: 'Profile', menu: true },
    assignedCoursesPeriod: { path: '/faculty/assigned-courses-period', title: 'Assigned Courses', menu: true },
    libraryResources: { path: '/faculty/library-resources', title: 'Library Resources', menu: true },
    changePassword: { path: '/faculty/change-password', title: 'Change Password', menu: true },
    // Not in the menu.
    login: { path: '/faculty/login', title: 'Faculty Access' },
    assignedCourses: { path: '/faculty/assigned-courses/:periodId', title: 'Assigned Courses' },
    classList: { path: '/faculty/class-list/:periodId', title: 'Class List' },
  },

  /** The offline sandbox payment gateway's checkout page (public; only with PAYMENT_PROVIDER=sandbox). */
  sandboxGateway: {
    checkout: { path: '/sandbox-gateway/checkout/:reference', title: 'Sandbox Payment Gateway' },
    /** Issue 29 §4: a bank's app, for the demo: "sends" a transfer to a student's own account number. */
    transfer: { path: '/sandbox-gateway/transfer', title: 'Sandbox Bank Transfer' },
  },

  /** The public page a printed form's QR code opens. */
  verify: { path: '/verify/:code', title: 'Verify a Printed Form' },

  /** Print sheets for staff and lecturers (GUIDE §4: they require a staff or lecturer session). */
  print: {
    classList: { path: '/print-class-list/:periodId', title: 'Print Class List', capability: 'viewClassLists' },
    gradeSheet: { path: '/print-grade-sheet/:periodId', title: 'Print Grade Sheet', capability: 'viewClassLists' },
  },
} as const satisfies ScreenTree;
