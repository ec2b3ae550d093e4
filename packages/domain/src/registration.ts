import { formatNaira, type Kobo } from './money.js';
import { amountToAdd, formHoursOf } from './pricing.js';
import { PROGRAMME_CATEGORIES, type ProgrammeCategory } from './reference/academics.js';
import type { Semester } from './periods.js';
import type { HistoryLabels } from './workflow/history.js';
import { canDo, canMove, defineMachine, officeQueues, stateAfter, type WorkflowRule } from './workflow/machine.js';
import { valuesOf } from './value-labels.js';
import { SMS_NOTICES } from './sms-notices.js';
import { asSentence } from './workflow/comments.js';

/**
 * Semester registration rules (docs/product.md, registration): statuses, the transition table,
 * the year buttons per level and the form number. Pure: no clock, no I/O.
 */

/** Labels shown to students and staff (student-side §4, word for word where it gives them). */
export const REGISTRATION_STATUS_LABELS = {
  started: 'Started',
  'awaiting dean': "Awaiting DPAA's Office",
  disapproved: 'Disapproved',
  'awaiting bursar': 'Awaiting Bursary',
  incomplete: 'Incomplete Registration',
  completed: 'Completed',
};
export const REGISTRATION_STATUSES = valuesOf(REGISTRATION_STATUS_LABELS);
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** What the student reads on the form in each state. */
export function registrationStatusMessage(status: RegistrationStatus, comment: string | null): string {
  switch (status) {
    case 'started':
      return "Pick your courses for the semester, then forward the form to the DPAA's Office for approval.";
    case 'awaiting dean':
      return "Your form is awaiting approval by the DPAA's Office. This normally takes 24 hours or less; you will get an SMS notice when it is processed.";
    case 'disapproved':
      return `Your form was disapproved for the following reason(s): ${asSentence(comment ?? 'no reason given')} Make the corrections and forward it again.`;
    case 'awaiting bursar':
      return 'Your form was approved. The Bursary will input your ledger balance; you will get an SMS notice.';
    case 'incomplete':
      return 'Your ledger balance has been entered. Submit and print your form to complete your registration.';
    case 'completed':
      return 'Your registration for this semester is complete.';
  }
}

/**
 * What staff read at the top of a student's form in each state (the office's view, issue 27 §6):
 * who acts next, in the third person; never the student's "you will get an SMS notice".
 */
export function registrationStaffStatusMessage(status: RegistrationStatus, comment: string | null): string {
  switch (status) {
    case 'started':
      return "The student is picking courses. The form has not been forwarded to the DPAA's Office yet.";
    case 'awaiting dean':
      return "The form awaits approval by the DPAA's Office: approve it, or disapprove it with the reason(s) the student must correct.";
    case 'disapproved':
      return `The form was disapproved for the following reason(s): ${asSentence(comment ?? 'no reason given')} The student must make the corrections and forward it again.`;
    case 'awaiting bursar':
      return "The DPAA's Office approved the form. It awaits the Bursary, who will enter the student's ledger balance.";
    case 'incomplete':
      return 'The ledger balance has been entered. The student must submit and print the form to complete the registration.';
    case 'completed':
      return "The student's registration for this semester is complete.";
  }
}

export const REGISTRATION_MESSAGES = {
  /** The desk edits a charge line the form does not have. */
  chargeNotOnForm: 'This charge is not on the form.',
  /** The Bursary verifies a staff category the student never declared. */
  staffCategoryNotDeclared: 'This student has not declared the staff category.',
  started: 'Action was carried out successfully!',
  picked: 'Action was Successful!',
  removed: 'Action was Successful!',
  forwarded: 'Action was carried out successfully!',
  approved: 'Action was carried out successfully!',
  disapproved: 'Action was carried out successfully!',
  ledgerBalance: 'Action was carried out successfully!',
  chargeEdited: 'Action was carried out successfully!',
  undertaking: 'Action was carried out successfully!',
  staffVerified: 'Action was carried out successfully!',
  submitted: 'Action was carried out successfully!',
  createFailed: 'ERROR. Contact ICT Dept.',
  insufficientWallet: "You can't complete your registration because your portal wallet is insufficient.",
  alreadyStarted: 'You have already started registration for this semester.',
  registrationClosed: 'Registration for this semester is closed.',
  notEditable: 'Courses can be picked or removed only before the form is forwarded, or after it is disapproved.',
  alreadyPicked: 'This course has already been picked.',
  notPicked: 'This course is not on your form.',
  courseUnavailable: 'This course is not offered to you in this semester.',
  noCourses: 'Pick at least one course before you forward the form.',
  wrongState: 'This action is not possible in the current state of the form.',
  noCourseFee: 'The course fee for this semester has not been set yet. Contact the Bursary.',
  noRegistration: 'No registration was found for this semester.',
  /** The student's own registered courses of a period they have no registration in. */
  noOwnRegistration: 'You have no registration for this semester.',
  departmentMissing: 'Confirm your details before you start registration.',
  commentRequired: '*Required',
  notCompleted: 'The form can be printed only after the registration is completed.',
} as const;

/** Who performs each step: the student, or the offices holding a capability. */
export type RegistrationActor = WorkflowRule;

/**
 * The registration machine as data (workflow kernel): services check it with `canMove`/`canDo`
 * on a first read, then again on the row locked inside the transaction (GUIDE §3.6).
 */
export const REGISTRATION_MACHINE = defineMachine({
  entity: 'registration',
  states: REGISTRATION_STATUSES,
  transitions: {
    forward: {
      from: ['started', 'disapproved'],
      to: 'awaiting dean',
      by: 'student',
      sms: {
        purpose: 'registration-forwarded',
        text: (n) => SMS_NOTICES.registrationForwarded(n.period),
      },
    },
    approve: {
      from: ['awaiting dean'],
      to: 'awaiting bursar',
      by: 'approveRegistrations',
      comment: true,
      sms: {
        purpose: 'registration-approved',
        text: (n) => SMS_NOTICES.registrationApproved(n.period),
      },
    },
    disapprove: {
      from: ['awaiting dean'],
      to: 'disapproved',
      by: 'approveRegistrations',
      comment: true,
      sms: {
        purpose: 'registration-disapproved',
        text: (n) => SMS_NOTICES.registrationDisapproved(n.period, n.comment ?? ''),
      },
    },
    /** A corrected ledger balance may be entered again before the student submits. */
    'enter-ledger-balance': {
      from: ['awaiting bursar', 'incomplete'],
      to: 'incomplete',
      by: 'enterLedgerBalance',
      sms: {
        purpose: 'registration-ledger-balance',
        text: (n) => SMS_NOTICES.registrationLedgerBalance(n.period),
      },
    },
    submit: {
      from: ['incomplete'],
      to: 'completed',
      by: 'student',
      sms: {
        purpose: 'registration-completed',
        text: (n) => SMS_NOTICES.registrationCompleted(n.period, n.formNumber ?? ''),
      },
    },
  },
  /** Actions that do not move the status, and the states they are allowed in. */
  actions: {
    'pick-course': { in: ['started', 'disapproved'], by: 'student' },
    'remove-course': { in: ['started', 'disapproved'], by: 'student' },
    'edit-charge': {
      in: ['started', 'awaiting dean', 'disapproved', 'awaiting bursar', 'incomplete'],
      by: 'editRegistrationCharges',
    },
    'grant-undertaking': {
      in: ['started', 'awaiting dean', 'disapproved', 'awaiting bursar', 'incomplete'],
      by: 'grantUndertaking',
      sms: {
        purpose: 'registration-undertaking',
        text: (n) => SMS_NOTICES.registrationUndertaking(n.period),
      },
    },
    print: { in: ['completed'] },
  },
});
export const REGISTRATION_TRANSITIONS = REGISTRATION_MACHINE.transitions;
export type RegistrationEvent = keyof typeof REGISTRATION_TRANSITIONS;
export const REGISTRATION_ACTIONS = REGISTRATION_MACHINE.actions;
export type RegistrationAction = keyof typeof REGISTRATION_ACTIONS;

/** @deprecated Ask `canMove(REGISTRATION_MACHINE, …)`; kept for the domain tests and bursary-desk.ts. */
export const canTransition = (event: RegistrationEvent, current: string) =>
  canMove(REGISTRATION_MACHINE, event, current);
/** @deprecated Ask `stateAfter(REGISTRATION_MACHINE, …)`. */
export const registrationStatusAfter = (event: RegistrationEvent, current: string) =>
  stateAfter(REGISTRATION_MACHINE, event, current);
/** @deprecated Ask `canDo(REGISTRATION_MACHINE, …)`. */
export const canAct = (action: RegistrationAction, current: string) => canDo(REGISTRATION_MACHINE, action, current);

/** The history under a registration form: its steps' labels (course picks are not shown). */
export const REGISTRATION_HISTORY: HistoryLabels = {
  labels: {
    'registration.start': 'Started',
    'registration.forward': "Forwarded to the DPAA's Office",
    'registration.approve': 'Approved',
    'registration.disapprove': 'Disapproved',
    'registration.enter-ledger-balance': 'Ledger balance entered',
    'registration.edit-charge': 'Charge changed',
    'registration.grant-undertaking': 'Undertaking granted',
    'registration.verify-staff': 'Staff category verified',
    'registration.submit': 'Submitted and completed',
    'registration.sms': 'SMS sent',
  },
  hidden: ['registration.pick-course', 'registration.remove-course'],
  unlabelled: 'raw',
};

/** Fresh or returning student (the Start Registration dialog). */
export const FRESH_RETURNING = ['new', 'returning'] as const;
export type FreshReturning = (typeof FRESH_RETURNING)[number];
export const FRESH_RETURNING_LABELS: Record<FreshReturning, string> = { new: 'Fresh', returning: 'Returning' };

/** Levels a student of a programme category may choose at Start Registration. */
export function levelsOf(category: string): readonly string[] {
  return (PROGRAMME_CATEGORIES as Record<string, { levels: readonly string[] }>)[category]?.levels ?? [];
}

/**
 * The "Year N courses" buttons a level reveals (the original's table, docs/product.md): Diploma
 * students see up to their own year, BA students one year ahead (up to year 4), postgraduate
 * levels every year up to their own.
 */
export function yearsForLevel(level: string): number[] {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const diploma = /^([1-3])-Diploma$/.exec(level);
  if (diploma) return range(Number(diploma[1]));
  const ba = /^([1-4])-BA$/.exec(level);
  if (ba) {
    const n = Number(ba[1]);
    return range(n === 1 ? 1 : Math.min(n + 1, 4));
  }
  if (level === '5' || level === '6' || level === '7') return range(Number(level));
  return [];
}

/** Form-number semester codes: A = 1st, B = 2nd, S = Summer, PS = Pre-Summer. */
export const FORM_SEMESTER_CODES: Record<Semester, string> = {
  '1st': 'A',
  '2nd': 'B',
  Summer: 'S',
  'Pre-Summer': 'PS',
};

/**
 * Two-digit year of a period for form numbers: the first year of the session
 * (2025/2026 → 25). Derived from the period, never from the clock (docs/decisions/0012).
 */
export function periodYearCode(session: string): string {
  const m = /^(\d{4})\/\d{4}$/.exec(session);
  if (!m) throw new RangeError(`not a session: ${session}`);
  return m[1]!.slice(2);
}

/** Registration form number: R, the semester code, the Student ID and the period's year. */
export function registrationFormNumber(period: { semester: Semester; session: string }, studentId: string): string {
  return `R${FORM_SEMESTER_CODES[period.semester]}${studentId.toUpperCase()}${periodYearCode(period.session)}`;
}

/** The five groups of the approval lists and logs, in their order. */
export const REGISTRATION_GROUPS = ['Master of Divinity', 'Masters', 'PGDT', 'BA', 'Diploma'] as const;
export type RegistrationGroup = (typeof REGISTRATION_GROUPS)[number];
const GROUP_OF_CATEGORY: Record<ProgrammeCategory, RegistrationGroup> = {
  'Master of Divinity Programme': 'Master of Divinity',
  'Masters Programme': 'Masters',
  'PGDT Programme': 'PGDT',
  'Bachelor of Arts Programme': 'BA',
  'Diploma Programme': 'Diploma',
};
export function registrationGroupOf(category: string): RegistrationGroup | null {
  return (GROUP_OF_CATEGORY as Record<string, RegistrationGroup>)[category] ?? null;
}

/** "6 (Returning)": the level with fresh or returning, as the lists show it. */
export function yearLabel(level: string, freshReturning: FreshReturning): string {
  return `${level} (${FRESH_RETURNING_LABELS[freshReturning]})`;
}

/** The staff category that pays half the programme fees once staff have verified it. */
export const STAFF_CATEGORY = 'JETS Staff';

// ---- fee summary (issue 27 §3, §4, §11) ------------------------------------------------------

/**
 * Shown where a student declared the staff category the Bursary has not verified yet: the half
 * price waits for that check (docs/decisions/0018), so the form shows full fees until then.
 */
export const STAFF_HALF_PRICE_NOTE =
  'Staff pay half the programme fees once the Bursary has verified the staff category; until then the full fees are shown.';

/** Credit hours of the courses as the catalogue gives them (P/F counts 1), before any agreed rate. */
export function creditHoursTotal(courses: readonly { hours: string }[]): number {
  return courses.reduce((n, c) => n + formHoursOf(c.hours), 0);
}

/**
 * A course row's hours: the course's credit hours, and the hours charged where an agreed rate
 * charges others ("2 CH, charged as 3"), so that the rows add up to the totals.
 */
export function courseHoursText(course: { hours: string; form_hours: number }): string {
  const credit = formHoursOf(course.hours);
  const shown = course.hours === 'P/F' ? `P/F (${credit})` : course.hours;
  if (course.form_hours === credit) return shown;
  return `${course.hours === 'P/F' ? shown : `${shown} CH`}, charged as ${course.form_hours}`;
}

/** What an hours total adds: "13 credit hours", or "13 credit hours, charged as 14". */
export function hoursTotalText(summary: { credit_hours: number; total_hours: number }): string {
  const credit = `${summary.credit_hours} credit hours`;
  return summary.credit_hours === summary.total_hours ? credit : `${credit}, charged as ${summary.total_hours}`;
}

/** The programme-fees line of every summary: "Programme fees (13 credit hours, charged as 14)". */
export function programmeFeesLabel(summary: { credit_hours: number; total_hours: number }): string {
  return `Programme fees (${hoursTotalText(summary)})`;
}

/**
 * What the wallet lacks of the grand total. A completed form is measured against the wallet
 * before its debit (the opening balance), as the print's closing balance is.
 */
export function registrationShortfall(args: {
  totalKobo: Kobo;
  walletKobo: Kobo;
  openingBalanceKobo: Kobo | null;
}): Kobo {
  return amountToAdd(args.totalKobo, args.openingBalanceKobo ?? args.walletKobo);
}

/** The summary's row in place of "Amount to add" while an undertaking stands (issue 27 §4). */
export const UNDERTAKING_SHORTFALL_LABEL = 'Shortfall (covered by the undertaking)';

/**
 * The Summary of Fees' line under an undertaking (issue 27 §4): the shortfall the undertaking
 * covers, and the wallet after the debit, the print's closing balance.
 */
export function undertakingNote(args: { shortfallKobo: Kobo; completed: boolean }): string {
  const after = formatNaira(-args.shortfallKobo);
  if (args.shortfallKobo === 0) return 'An undertaking was granted; the portal wallet covers the grand total.';
  return args.completed
    ? `The undertaking covered the shortfall of ${formatNaira(args.shortfallKobo)}: the portal wallet went to ${after} when the form was submitted.`
    : `The undertaking covers the shortfall of ${formatNaira(args.shortfallKobo)}: the portal wallet goes to ${after} when the form is submitted.`;
}

/** Offices whose print of a completed form is recorded (for the log's colours). */
export const PRINT_OFFICES = ['bursar', 'registrar', 'dean'] as const;
export type PrintOffice = (typeof PRINT_OFFICES)[number];

/**
 * Whether a student may start, or go on with, a registration in a period. Registration closed
 * blocks it, except that virtual students may always use the current period
 * (docs/decisions/0012).
 */
export function isRegistrationOpenFor(
  period: { registrationStatus: 'opened' | 'closed'; isCurrent: boolean },
  modeOfStudy: 'in_person' | 'virtual' | null,
): boolean {
  if (period.registrationStatus === 'opened') return true;
  return modeOfStudy === 'virtual' && period.isCurrent;
}

/**
 * The line over a virtual student's periods (issue 27 §11): the spec opens every period to them,
 * the portal only the current one (docs/decisions/0018), and the student is told so.
 */
export function openPeriodsNote(modeOfStudy: 'in_person' | 'virtual' | null): string | null {
  return modeOfStudy === 'virtual'
    ? 'As a virtual student you may start or continue registration in the current semester even after its registration has closed; earlier semesters stay closed.'
    : null;
}

/**
 * Which registrations each office sees in the approval queue (admin-faculty-side §6): the dean
 * those awaiting the dean, the bursar those awaiting the bursar, ict and the auditor both.
 */
export const approvalQueueStatusesFor = officeQueues<RegistrationStatus>(
  { dean: ['awaiting dean'], bursar: ['awaiting bursar'] },
  ['ict', 'auditor'],
);

/**
 * The Student ID as the public verify page shows it (issue 28 §5): enough to compare with the
 * printed form, not enough to sign in or ask for a reset with — the first character and the last
 * two, the rest hidden ('6**01'). IDs of three characters or fewer keep only their last.
 */
export function maskedStudentId(id: string): string {
  if (id.length <= 3) return `${'*'.repeat(Math.max(id.length - 1, 0))}${id.slice(-1)}`;
  return `${id.slice(0, 1)}${'*'.repeat(id.length - 3)}${id.slice(-2)}`;
}
