import type { AdminPosition } from './roles.js';

/**
 * What each office may do, in one table. Menus (admin-faculty-side §6) are drawn from it
 * and the server enforces the same lists on every route, whatever a menu shows.
 */
export const OFFICE_CAPABILITIES = {
  viewDashboard: ['ict', 'bursar', 'auditor', 'assistant bursar', 'registrar', 'dean'],
  viewRegistrationApprovals: ['ict', 'bursar', 'auditor', 'dean'],
  approveRegistrations: ['ict', 'dean'],
  /** Open a student's registration form and its print (approval queues and logs). */
  viewRegistrations: ['ict', 'bursar', 'auditor', 'assistant bursar', 'registrar', 'dean'],
  /** The ledger balance control and the charge-line edit on the Process Form panel. */
  enterLedgerBalance: ['ict', 'bursar'],
  editRegistrationCharges: ['ict', 'bursar'],
  /** Verify a declared staff category (half the programme fees). */
  verifyStaffCategory: ['ict', 'bursar'],
  /** The UT button: let a student submit with an insufficient wallet. */
  grantUndertaking: ['bursar', 'registrar'],
  /** Agreed per-hour rates of individual students on individual courses. */
  viewSpecialRates: ['ict', 'bursar', 'auditor'],
  manageSpecialRates: ['ict', 'bursar'],
  /** Send a student an SMS from a Process Form panel. */
  smsStudents: ['ict', 'bursar', 'dean', 'registrar', 'porter'],
  viewAddDropApprovals: ['ict', 'dean'],
  /** Approve or disapprove an add/drop form awaiting the dean (comment required). */
  approveAddDrops: ['ict', 'dean'],
  receiptsDesk: ['ict', 'bursar', 'auditor', 'assistant bursar'],
  /** Crediting money is not for the auditor, who checks it (docs/decisions/0008). */
  creditOnlinePayments: ['ict', 'bursar', 'assistant bursar'],
  viewHealthInsuranceLog: ['ict', 'bursar', 'auditor', 'assistant bursar'],
  /** Capture Receipt credits a wallet: not the auditor, who views the receipts desk (decision 0013). */
  captureReceipts: ['ict', 'bursar', 'assistant bursar'],
  /** The reconciliation report of the money the portal saw (decision 0013). */
  viewReconciliation: ['ict', 'bursar', 'auditor'],
  viewHostels: ['ict', 'bursar', 'auditor', 'porter'],
  /** Create hostels, rooms and bedspaces and open or close them (docs/decisions/0014). */
  manageHostels: ['ict', 'porter'],
  /** Enter a student's accommodation balance from the bursary ledger (hostel application). */
  hostelBursarStep: ['ict', 'bursar'],
  /** Reject a hostel application with a comment; the student may choose again. */
  rejectHostel: ['ict', 'porter'],
  /** Allocate Bunk: give a student a bedspace of the chosen hostel. */
  allocateBeds: ['ict', 'porter'],
  managePeriods: ['ict', 'registrar', 'dean'],
  /** Accommodation status of a period (admin-faculty-side §2: porter or ict only). */
  toggleAccommodation: ['ict', 'porter'],
  manageDownloads: ['ict', 'registrar', 'dean'],
  viewCharges: ['ict', 'bursar', 'auditor'],
  editCharges: ['ict', 'bursar'],
  manageCourses: ['ict', 'dean'],
  manageFaculty: ['ict', 'dean'],
  assignCourses: ['ict', 'dean'],
  viewLogs: ['ict', 'bursar', 'auditor', 'registrar', 'assistant bursar', 'dean'],
  /**
   * Class lists and grade sheets of any course (the offices of course assignment and of the logs,
   * which already see every registration; not the porter: docs/decisions/0016).
   */
  viewClassLists: ['ict', 'bursar', 'auditor', 'registrar', 'assistant bursar', 'dean'],
  viewWallets: ['ict', 'bursar', 'auditor'],
  setWalletBalances: ['ict', 'bursar'],
  readSmsOutbox: ['ict'],
  editLibraryResources: ['ict'],
  /** Read the audit trail and check its hash chain (issue 25, decision 0023). */
  viewAuditTrail: ['ict', 'bursar', 'auditor'],
  /** Backups screen: list, download and take backups (issue 25); a backup holds every record. */
  manageBackups: ['ict'],
  /**
   * The state of students' own bank accounts and the provider's refusals (issue 29, decision 0030):
   * the office that fixes the provider's key and runs `npm run bank-accounts`.
   */
  watchBankAccounts: ['ict'],
} as const satisfies Record<string, readonly AdminPosition[]>;

export type OfficeCapability = keyof typeof OFFICE_CAPABILITIES;

export function officeCan(position: AdminPosition | null | undefined, capability: OfficeCapability): boolean {
  if (!position) return false;
  return (OFFICE_CAPABILITIES[capability] as readonly AdminPosition[]).includes(position);
}
