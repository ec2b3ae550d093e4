import type { CsvRows } from './csv.js';
import type { Semester } from './periods.js';
import { dayIndex, isCalendarDay, watDay } from './dates.js';
import type { AddDropListRow } from './schemas/add-drop.js';
import { sumKobo, type Kobo } from './money.js';
import {
  priceCourses,
  staffHalf,
  type CourseBasis,
  type PricedCourse,
  type PricingCourse,
  type SpecialCourseRate,
} from './pricing.js';
import { FORM_SEMESTER_CODES, periodYearCode, type PrintOffice } from './registration.js';
import type { HistoryLabels } from './workflow/history.js';
import { SMS_NOTICES } from './sms-notices.js';
import { asSentence } from './workflow/comments.js';
import { canDo, canMove, defineMachine, officeQueues, stateAfter, type WorkflowRule } from './workflow/machine.js';

/**
 * Add/drop rules (student-side §4, §5, §6, §8, §9; admin-faculty-side "Add/drop approval",
 * "Logs"): statuses and the transition table, the W/WF marks by date, the money and the form
 * number. Pure: no clock (the caller passes the date), no I/O. Decision 0015.
 */

export const ADD_DROP_STATUSES = ['started', 'awaiting dean', 'disapproved', 'incomplete', 'completed'] as const;
export type AddDropStatus = (typeof ADD_DROP_STATUSES)[number];
/** No add/drop yet (the spec's empty status) as a state of the machine. */
export type AddDropState = AddDropStatus | 'none';

export const ADD_DROP_STATUS_LABELS: Record<AddDropStatus, string> = {
  started: 'Started',
  'awaiting dean': "Awaiting DPAA's Office",
  disapproved: 'Disapproved',
  incomplete: 'Incomplete Add/Drop',
  completed: 'Completed',
};

/** What the student reads on the form in each state. */
export function addDropStatusMessage(status: AddDropStatus, comment: string | null): string {
  switch (status) {
    case 'started':
      return "Add or drop courses, then forward the form to the DPAA's Office for approval.";
    case 'awaiting dean':
      return "Your Add/Drop form is awaiting approval by the DPAA's Office. This normally takes 24 hours or less; you will get an SMS notice when it is processed.";
    case 'disapproved':
      return `Your Add/Drop form was disapproved for the following reason(s): ${asSentence(comment ?? 'no reason given')} Make the corrections and forward it again.`;
    case 'incomplete':
      return 'Your Add/Drop form was approved. Submit and print it to complete your Add/Drop.';
    case 'completed':
      return 'Your Add/Drop for this semester is complete.';
  }
}

/** What staff read at the top of a student's Add/Drop form in each state (issue 27 §6). */
export function addDropStaffStatusMessage(status: AddDropStatus, comment: string | null): string {
  switch (status) {
    case 'started':
      return "The student is adding or dropping courses. The form has not been forwarded to the DPAA's Office yet.";
    case 'awaiting dean':
      return "The Add/Drop form awaits approval by the DPAA's Office: approve it, or disapprove it with the reason(s) the student must correct.";
    case 'disapproved':
      return `The Add/Drop form was disapproved for the following reason(s): ${asSentence(comment ?? 'no reason given')} The student must make the corrections and forward it again.`;
    case 'incomplete':
      return "The DPAA's Office approved the Add/Drop form. The student must submit and print it to complete the Add/Drop.";
    case 'completed':
      return "The student's Add/Drop for this semester is complete.";
  }
}

/** Texts of the add/drop screens and answers (student-side §8 word for word where it gives them). */
export const ADD_DROP_MESSAGES = {
  notRegisteredTitle: 'Not Registered',
  notRegistered: 'You are not registered for the chosen semester therefore you cannot Add/Drop courses.',
  incompleteRegistrationTitle: 'Incomplete Registration',
  incompleteRegistration:
    "You cannot perform Add/Drop for the chosen semester because you have not finished the semester's registration.",
  completedTitle: 'Add/Drop Completed',
  completed: 'You have completed Add/Drop for the chosen semester. Go to Print-outs to print your Add/Drop form.',
  closed: 'Add/Drop for the chosen semester is closed.',
  dropConfirmTitle: 'Drop Course',
  dropWarning:
    "Before you drop a course, consult your HOD or the Dean's office. Once your Add/Drop is approved, a dropped course cannot be added again.",
  toBeDropped: 'To be Dropped',
  dropped: 'Course was dropped successfully.',
  undone: 'Action was Successful!',
  added: 'Action was Successful!',
  removed: 'Action was Successful!',
  started: 'Action was carried out successfully!',
  forwarded: 'Action was carried out successfully!',
  approved: 'Action was carried out successfully!',
  disapproved: 'Action was carried out successfully!',
  submitted: 'Action was carried out successfully!',
  datesSaved: 'Action was carried out successfully!',
  insufficientWallet: "You can't complete your Add/Drop because your portal wallet is insufficient.",
  alreadyRegistered: 'This course is already on your registration.',
  alreadyAdded: 'This course has already been added.',
  alreadyDropped: 'This course is already marked To be Dropped.',
  notRegisteredCourse: 'Only a course on your registration can be dropped.',
  notDropped: 'This course is not marked To be Dropped.',
  notAdded: 'This course is not among your added courses.',
  courseUnavailable: 'This course is not offered to you in this semester.',
  noChanges: 'Add or drop at least one course before you forward the form.',
  wrongState: 'This action is not possible in the current state of the Add/Drop form.',
  noAddDrop: 'No Add/Drop was found for this semester.',
  notCompleted: 'The Add/Drop form can be printed only after the Add/Drop is completed.',
  noCourseFee: 'The course fee for this semester has not been set yet. Contact the Bursary.',
  badDates: 'The mid-semester date must come after the start date.',
} as const;

/** Who performs each step: the student, or the offices holding a capability. */
export type AddDropActor = WorkflowRule;

/**
 * The add/drop machine as data (workflow kernel, GUIDE §3.6): services check it on a first read,
 * then again on the add/drop row locked inside the transaction, and write an audit row. A
 * student without an add/drop is in the absent state 'none'.
 */
export const ADD_DROP_MACHINE = defineMachine({
  entity: 'add-drop',
  states: ADD_DROP_STATUSES,
  absent: 'none',
  transitions: {
    /** Also needs the registration completed and the period's add/drop opened. */
    start: { from: ['none'], to: 'started', by: 'student' },
    /** Needs at least one change; fixes the W/WF mark of each drop (decision 0015). */
    forward: {
      from: ['started', 'disapproved'],
      to: 'awaiting dean',
      by: 'student',
      sms: {
        purpose: 'add-drop-forwarded',
        text: (n) => SMS_NOTICES.addDropForwarded(n.period),
      },
    },
    approve: {
      from: ['awaiting dean'],
      to: 'incomplete',
      by: 'approveAddDrops',
      comment: true,
      sms: {
        purpose: 'add-drop-approved',
        text: (n) => SMS_NOTICES.addDropApproved(n.period),
      },
    },
    disapprove: {
      from: ['awaiting dean'],
      to: 'disapproved',
      by: 'approveAddDrops',
      comment: true,
      sms: {
        purpose: 'add-drop-disapproved',
        text: (n) => SMS_NOTICES.addDropDisapproved(n.period, n.comment ?? ''),
      },
    },
    /** Needs wallet + dropped credit to cover the added fees. */
    submit: {
      from: ['incomplete'],
      to: 'completed',
      by: 'student',
      sms: {
        purpose: 'add-drop-completed',
        text: (n) => SMS_NOTICES.addDropCompleted(n.period, n.formNumber ?? ''),
      },
    },
  },
  /** Actions that do not move the status, and the states they are allowed in. */
  actions: {
    'add-course': { in: ['started', 'disapproved'], by: 'student' },
    'remove-added': { in: ['started', 'disapproved'], by: 'student' },
    'drop-course': { in: ['started', 'disapproved'], by: 'student' },
    'undo-drop': { in: ['started', 'disapproved'], by: 'student' },
    print: { in: ['completed'] },
  },
});
export const ADD_DROP_TRANSITIONS = ADD_DROP_MACHINE.transitions;
export type AddDropEvent = keyof typeof ADD_DROP_TRANSITIONS;
export const ADD_DROP_ACTIONS = ADD_DROP_MACHINE.actions;
export type AddDropAction = keyof typeof ADD_DROP_ACTIONS;

/** The state of a possibly absent add/drop (null: none yet). */
export function addDropStateOf(status: string | null | undefined): AddDropState {
  return (ADD_DROP_STATUSES as readonly string[]).includes(status ?? '') ? (status as AddDropStatus) : 'none';
}

/** @deprecated Ask `canMove(ADD_DROP_MACHINE, …)`; kept for the domain tests. */
export const canTransitionAddDrop = (event: AddDropEvent, current: string | null | undefined) =>
  canMove(ADD_DROP_MACHINE, event, current);
/** @deprecated Ask `stateAfter(ADD_DROP_MACHINE, …)`. */
export const addDropStatusAfter = (event: AddDropEvent, current: string | null | undefined) =>
  stateAfter(ADD_DROP_MACHINE, event, current);
/** @deprecated Ask `canDo(ADD_DROP_MACHINE, …)`. */
export const canActOnAddDrop = (action: AddDropAction, current: string | null | undefined) =>
  canDo(ADD_DROP_MACHINE, action, current);

/** The history under an add/drop form: only its labelled steps. */
export const ADD_DROP_HISTORY: HistoryLabels = {
  labels: {
    'add-drop.start': 'Started',
    'add-drop.forward': "Forwarded to the DPAA's Office",
    'add-drop.approve': 'Approved',
    'add-drop.disapprove': 'Disapproved',
    'add-drop.submit': 'Submitted and completed',
    'add-drop.sms': 'SMS sent',
    'add-drop.print': 'Printed',
  },
  unlabelled: 'hide',
};

/** The dialog the period chooser opens instead of the form (null: the form may open). */
export type AddDropDialog = 'not-registered' | 'incomplete-registration' | 'completed' | 'closed';

/**
 * Which dialog a period's Start/Continue opens: Not Registered without a registration,
 * Incomplete Registration when it is not completed, the completion dialog when the add/drop is
 * completed, Closed when add/drop is closed and nothing was started; else null (open the form).
 */
export function addDropDialogFor(args: {
  registrationStatus: string | null;
  addDropStatus: string | null;
  periodAddDrop: 'opened' | 'closed';
}): AddDropDialog | null {
  if (args.registrationStatus === null) return 'not-registered';
  if (args.registrationStatus !== 'completed') return 'incomplete-registration';
  if (args.addDropStatus === 'completed') return 'completed';
  if (args.addDropStatus === null && args.periodAddDrop !== 'opened') return 'closed';
  return null;
}

// ---- W/WF by date -------------------------------------------------------------------------

/** Drops are free during the first two weeks after the period's start date. */
export const FREE_DROP_DAYS = 14;

export type DropMark = 'free' | 'W' | 'WF';
/** The mark recorded on the form, the print and the class list (null for a free drop). */
export type RecordedMark = 'W' | 'WF' | null;

/** The calendar date in Jos (YYYY-MM-DD) of an instant: the seminary day (dates.ts). */
export const seminaryDate = watDay;

/**
 * The mark of a course dropped on `today` (student-side §9): free in the first two weeks after
 * the start date (and before it), W from week 3 to the mid-semester date (inclusive), WF after
 * it. Without a start date nothing can be late (free); without a mid-semester date a late drop
 * is W.
 */
export function dropMarkOn(
  dates: { startDate: string | null; midSemesterDate: string | null },
  today: string,
): DropMark {
  if (!dates.startDate) return 'free';
  const day = dayIndex(today);
  if (day - dayIndex(dates.startDate) < FREE_DROP_DAYS) return 'free';
  if (dates.midSemesterDate && day > dayIndex(dates.midSemesterDate)) return 'WF';
  return 'W';
}

/** The drop confirmation's extra line after the free window. */
export function lateDropNotice(mark: 'W' | 'WF'): string {
  return `This course will be recorded as ${mark} and its fee will not be credited to your wallet.`;
}

/**
 * The drop confirmation's line on the money, for every mark (issue 27 §11): a free drop is
 * credited to the portal wallet, a late one is not (decision 0015's "no refunds", decision 0018).
 */
export function dropCreditNotice(mark: DropMark): string {
  return mark === 'free'
    ? 'Dropped within the first two weeks: its fee will be credited to your portal wallet when your add/drop form is completed.'
    : lateDropNotice(mark);
}

export function recordedMark(mark: DropMark): RecordedMark {
  return mark === 'free' ? null : mark;
}

/** Whether a start/mid-semester pair is consistent (mid-semester strictly after the start). */
export function areSemesterDatesValid(startDate: string | null, midSemesterDate: string | null): boolean {
  // A text that is not a calendar day is the field's own error (*Invalid), not an order to compare.
  if (!startDate || !midSemesterDate || !isCalendarDay(startDate) || !isCalendarDay(midSemesterDate)) return true;
  return dayIndex(midSemesterDate) > dayIndex(startDate);
}

// ---- money ----------------------------------------------------------------------------------

/** Credit hours of a course on the add/drop form: P/F counts 0 (student-side §9). */
export function addDropFormHours(hours: string, agreedHours?: number): number {
  if (hours === 'P/F') return 0;
  if (agreedHours !== undefined) return agreedHours;
  const n = Number(hours);
  if (!Number.isInteger(n) || n < 1 || n > 9) throw new RangeError(`not a credit-hours value: ${hours}`);
  return n;
}

/** A registered course being dropped, at the fee the registration charged for it. */
export interface DropInput {
  code: string;
  title: string;
  hours: string;
  /** The course's full fee on the completed registration (before any staff discount). */
  amountKobo: Kobo;
  basis: CourseBasis;
  /** Rate per hour the registration applied (null for P/F). */
  rateKobo: Kobo | null;
  /** Hours charged on the registration (the agreed hours of a special rate). */
  chargedHours: number;
  mark: DropMark;
}

export interface AddDropPricingInput {
  dropped: readonly DropInput[];
  added: readonly PricingCourse[];
  /** The period's fee per credit hour for the student's level and band (null when not set). */
  ratePerHourKobo: Kobo | null;
  specialRates?: readonly SpecialCourseRate[];
  /** The registration was priced with the staff half: dropped fees are credited at half. */
  registrationHadStaffHalf: boolean;
  /** A verified staff category pays half the added fees. */
  isStaff: boolean;
  walletKobo: Kobo;
}

/** A course line of the add/drop form, priced as the registration prices it, except that P/F counts 0 form hours here. */
export type AddDropLine = PricedCourse;

export interface AddDropDroppedLine extends AddDropLine {
  mark: DropMark;
  /** Whether this drop is credited to the wallet (free window only). */
  credited: boolean;
}

export interface AddDropPricing {
  dropped: AddDropDroppedLine[];
  added: AddDropLine[];
  droppedHours: number;
  addedHours: number;
  /** Fees of every dropped course as the registration charged them (after the staff half). */
  droppedSubtotalKobo: Kobo;
  /** Full fees of the free drops, and what the wallet is credited (after the staff half). */
  droppedCreditFullKobo: Kobo;
  droppedCreditStaffDiscountKobo: Kobo;
  droppedCreditKobo: Kobo;
  /** Fees of the added courses before and after the staff half. */
  addedFullKobo: Kobo;
  addedStaffDiscountKobo: Kobo;
  addedKobo: Kobo;
  /** What moves on the wallet at submit: dropped credit − added fees (signed). */
  netKobo: Kobo;
  walletKobo: Kobo;
  /** wallet + dropped credit − added fees. */
  closingBalanceKobo: Kobo;
  /** max(0, added − (wallet + dropped credit)). */
  amountToPayKobo: Kobo;
  /** Submit & Print only when wallet + dropped credit covers the added fees. */
  isCovered: boolean;
}

function halfIf(apply: boolean, fullKobo: Kobo): { discountKobo: Kobo; payableKobo: Kobo } {
  return apply ? staffHalf(fullKobo) : { discountKobo: 0, payableKobo: fullKobo };
}

/**
 * Prices an add/drop with the registration's pricing (student-side §9, decision 0015): added
 * courses by `priceCourses` (same bands, special rates, P/F 7,500 naira) with the staff half
 * when verified; dropped courses at the fee the registration charged for them, halved when the
 * registration was; only drops in the free window are credited (W and WF credit nothing).
 */
export function priceAddDrop(input: AddDropPricingInput): AddDropPricing {
  if (!Number.isSafeInteger(input.walletKobo)) throw new RangeError('wallet is not an integer amount of kobo');
  const added = priceCourses({
    courses: input.added,
    ratePerHourKobo: input.ratePerHourKobo,
    specialRates: (input.specialRates ?? []).filter((r) => input.added.some((c) => c.code === r.courseCode)),
  }).courses.map((c): AddDropLine => ({
    code: c.code,
    title: c.title,
    hours: c.hours,
    formHours: addDropFormHours(c.hours, c.basis === 'special-rate' ? c.formHours : undefined),
    basis: c.basis,
    rateKobo: c.rateKobo,
    amountKobo: c.amountKobo,
  }));
  const dropped = input.dropped.map((d): AddDropDroppedLine => {
    if (!Number.isSafeInteger(d.amountKobo) || d.amountKobo < 0) throw new RangeError('dropped course fee');
    return {
      code: d.code,
      title: d.title,
      hours: d.hours,
      formHours: addDropFormHours(d.hours, d.basis === 'special-rate' ? d.chargedHours : undefined),
      basis: d.basis,
      rateKobo: d.rateKobo,
      amountKobo: d.amountKobo,
      mark: d.mark,
      credited: d.mark === 'free',
    };
  });
  const droppedSubtotal = halfIf(input.registrationHadStaffHalf, sumKobo(dropped.map((d) => d.amountKobo)));
  const creditFull = sumKobo(dropped.filter((d) => d.credited).map((d) => d.amountKobo));
  const credit = halfIf(input.registrationHadStaffHalf, creditFull);
  const addedFull = sumKobo(added.map((a) => a.amountKobo));
  const addedHalf = halfIf(input.isStaff, addedFull);
  const netKobo = credit.payableKobo - addedHalf.payableKobo;
  const available = input.walletKobo + credit.payableKobo;
  return {
    dropped,
    added,
    droppedHours: dropped.reduce((n, d) => n + d.formHours, 0),
    addedHours: added.reduce((n, a) => n + a.formHours, 0),
    droppedSubtotalKobo: droppedSubtotal.payableKobo,
    droppedCreditFullKobo: creditFull,
    droppedCreditStaffDiscountKobo: credit.discountKobo,
    droppedCreditKobo: credit.payableKobo,
    addedFullKobo: addedFull,
    addedStaffDiscountKobo: addedHalf.discountKobo,
    addedKobo: addedHalf.payableKobo,
    netKobo,
    walletKobo: input.walletKobo,
    closingBalanceKobo: input.walletKobo + netKobo,
    amountToPayKobo: Math.max(0, addedHalf.payableKobo - available),
    isCovered: available >= addedHalf.payableKobo,
  };
}

// ---- form number, print, log ----------------------------------------------------------------

/**
 * Add/drop form number: AD, the semester code (A 1st, B 2nd, S Summer, PS Pre-Summer), the
 * Student ID and the first year of the session. Summer and Pre-Summer keep their own codes, so
 * they never collide with the 2nd semester (the original folded them into B).
 */
export function addDropFormNumber(period: { semester: Semester; session: string }, studentId: string): string {
  return `AD${FORM_SEMESTER_CODES[period.semester]}${studentId.toUpperCase()}${periodYearCode(period.session)}`;
}

/** Title of the printed form: Postgraduate for levels 5 to 7, else Undergraduate. */
export function addDropFormTitle(level: string): 'Postgraduate' | 'Undergraduate' {
  return level === '5' || level === '6' || level === '7' ? 'Postgraduate' : 'Undergraduate';
}

/** The add/drop approval queue: the dean and ict see forms awaiting the dean. */
export const addDropQueueStatusesFor = officeQueues<AddDropStatus>({ dean: ['awaiting dean'] }, ['ict']);

/**
 * The action of an add/drop log row (admin-faculty-side "Logs"): View when completed, otherwise
 * Print; Re-Print only for the office (bursar, registrar, dean) that already printed the form.
 */
export function addDropLogActionFor(
  status: AddDropStatus,
  printedBy: readonly PrintOffice[],
  position: string | null | undefined,
): { action: 'view' | 'print'; reprint: boolean } {
  return {
    action: status === 'completed' ? 'view' : 'print',
    reprint: printedBy.some((office) => office === position),
  };
}

/** The columns of the add/drop log's CSV file. */
export const ADD_DROP_LOG_CSV_HEADER = [
  'Group',
  'No.',
  'Surname',
  'First Name',
  'Other Names',
  'Programme',
  'Student ID',
  'Ledger Number',
  'Level',
  'Fresh/Returning',
  'Status',
  'Form Number',
];

/** The whole add/drop log as CSV rows: the header, then each group's rows with its form number. */
export function addDropLogCsvRows(
  groups: ReadonlyArray<{ group: string; rows: readonly AddDropListRow[] }>,
  formNumberOf: (customId: string) => string | null,
): CsvRows {
  return [
    ADD_DROP_LOG_CSV_HEADER,
    ...groups.flatMap(({ group, rows }) =>
      rows.map((r) => [
        group,
        r.number,
        r.surname,
        r.first_name,
        r.other_names,
        r.programme,
        r.student_id,
        r.ledger_number,
        r.current_level,
        r.fresh_returning_label,
        r.status_label,
        formNumberOf(r.custom_id),
      ]),
    ),
  ];
}
