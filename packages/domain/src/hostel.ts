import { MESSAGES } from './messages.js';
import type { Season, Semester } from './periods.js';
import { sumKobo, type Kobo } from './money.js';
import { amountToAdd } from './pricing.js';
import { walletAfterDebit } from './workflow/money.js';
import { FORM_SEMESTER_CODES, periodYearCode } from './registration.js';
import type { HistoryLabels } from './workflow/history.js';
import { canDo, canMove, defineMachine, officeQueues, stateAfter, type WorkflowRule } from './workflow/machine.js';
import { valuesOf } from './value-labels.js';
import { SMS_NOTICES } from './sms-notices.js';

/**
 * Hostel accommodation rules (student-side §3–§9, admin-faculty-side "Hostels", §4–§6): the
 * application's statuses and transition table, the cost of a hostel for a season, the total
 * with the caution fee, whether a student may choose a hostel, and the form number. Pure: no
 * clock, no I/O, integer kobo only.
 */

export const HOSTEL_STATUSES = ['opened', 'closed'] as const;
export type HostelStatus = (typeof HOSTEL_STATUSES)[number];

/** Labels the student and staff read (student-side §4, word for word where it gives them). */
export const HOSTEL_APPLICATION_STATUS_LABELS = {
  'awaiting bursar': 'Awaiting Accommodation Wallet Update',
  'balance updated': 'Incomplete Request for Hostel',
  disapproved: 'Rejected',
  'awaiting porter': 'Awaiting Porter',
  complete: 'Complete',
};
export const HOSTEL_APPLICATION_STATUSES = valuesOf(HOSTEL_APPLICATION_STATUS_LABELS);
export type HostelApplicationStatus = (typeof HOSTEL_APPLICATION_STATUSES)[number];

/** The note under the status on the student's Hostel Request Form. */
export function hostelStatusMessage(status: HostelApplicationStatus): string {
  switch (status) {
    case 'awaiting bursar':
      return 'You have started your hostel accommodation application. Please wait for a little while for your accommodation wallet to be updated.';
    case 'balance updated':
      return 'Your accommodation wallet is updated please complete your request by selecting any of the available hostels.';
    case 'disapproved':
      return 'Your hostel accommodation request was REJECTED by the porter';
    case 'awaiting porter':
      return 'Your hostel request is awaiting the Porter who will allocate a room and bedspace/bunk to you soon.';
    case 'complete':
      return 'Congratulations! Your hostel accommodation request for the chosen semester is COMPLETE! Click the link below to download and print your proof of hostel allocation:';
  }
}

/**
 * The note staff read under the status of a student's Hostel Request Form (issue 27 §6): who acts
 * next, in the third person; the staff page shows the proof itself, so no "link below".
 */
export function hostelStaffStatusMessage(status: HostelApplicationStatus): string {
  switch (status) {
    case 'awaiting bursar':
      return "The student has applied for hostel accommodation. The request awaits the Bursary's update of the accommodation wallet.";
    case 'balance updated':
      return 'The accommodation wallet was updated. The student must choose one of the available hostels to complete the request.';
    case 'disapproved':
      return 'The request was REJECTED. The student may choose a hostel again.';
    case 'awaiting porter':
      return 'The request awaits the Porter, who will allocate a room and bedspace/bunk to the student.';
    case 'complete':
      return 'The request is COMPLETE: a room and bedspace were allocated. The Proof of Hostel Allocation is on this page, ready to print.';
  }
}

/** Did the student stay in the hostel last semester or summer? (student-side §5) */
export const PREVIOUS_STAYS = ['no', 'last summer', 'last semester'] as const;
export type PreviousStay = (typeof PREVIOUS_STAYS)[number];
export const PREVIOUS_STAY_LABELS: Record<PreviousStay, string> = {
  no: 'NO. I did not stay in the hostel last semester or summer.',
  'last summer': 'YES. I stayed in the hostel LAST SUMMER.',
  'last semester': 'YES. I stayed in the hostel LAST SEMESTER.',
};

/** Texts of the hostel screens and answers, word for word from the spec where it gives them. */
export const HOSTEL_MESSAGES = {
  hostelCreated: 'The Hostel was added successfully!',
  roomCreated: 'Room was added successfully!',
  /** The spec gives no bedspace text; the original reused the room's on the bedspace screen. */
  bedCreated: 'Bedspace was added successfully!',
  hostelStatusChanged: 'The status of the particular hostel was changed successfully!',
  roomStatusChanged: 'The status of the particular room was changed successfully!',
  bedStatusChanged: 'The status of the particular bedspace was changed successfully!',
  alreadyInState: (what: string, state: HostelStatus) => `This ${what} is already ${state}.`,
  duplicateHostel: (name: string) => `A hostel named ${name} already exists.`,
  duplicateRoom: (room: string) => `Room ${room} already exists in this hostel.`,
  duplicateBed: (bed: string) => `Bedspace ${bed} already exists in this room.`,
  notRegisteredTitle: 'Not Registered',
  /** The Not Registered dialog (student-side §8), with its note. */
  notRegistered:
    'You are NOT REGISTERED for the chosen semester hence NOT ALLOWED to Hostel Request Form accommodation.',
  notRegisteredNote:
    'If you are seeing this despite completing your semester registration (i.e. you have your PRINT OUT) please contact the ICT department.',
  insufficientFundsTitle: 'Insufficient Funds',
  insufficientFunds: 'Your Accommodation Wallet Balance is Insufficient for the Hostel you wish to apply for.',
  applicationSubmittedTitle: 'Application Submitted',
  applicationSubmitted: 'Your application for hostel accommodation was submitted successfully!',
  alreadyApplied: 'You have already applied for hostel accommodation in this semester.',
  allocationSuccessTitle: 'Hostel Allocation Success',
  allocated: 'Hostel was allocated successfully!',
  securedTitle: 'Hostel Accommodation Secured',
  secured:
    'Congratulations! Your hostel accommodation request for the chosen semester is COMPLETE! Click the link below to download and print your proof of hostel allocation:',
  securedNote:
    'Always print a copy of your proof of hostel allocation and KEEP it. You will need them during your graduation clearance.',
  chosen: 'Action was Successful!',
  balanceUpdated: 'Action was carried out successfully!',
  rejected: 'Action was carried out successfully!',
  smsSent: 'Action was Successful!',
  accommodationClosed: 'Hostel accommodation for this semester is closed.',
  hostelClosed: 'This hostel is closed.',
  hostelFull: 'There is no bedspace available in this hostel.',
  noWalletValue: 'Your accommodation wallet has no balance yet. Contact the ICT Department.',
  staffInsufficient: 'The student’s accommodation wallet no longer covers this hostel (cost and caution fee).',
  /** Under the wallet balance over the hostel cards: the check counts cost plus caution (decision 0018). */
  eligibility:
    'A hostel can be requested when this balance covers its Total: the cost for the semester plus the caution fee.',
  bedClosed: 'This bedspace or its room is closed.',
  bedTaken: 'This bedspace has already been allocated for this semester. Choose another one.',
  bedNotInHostel: 'This bedspace is not in the hostel the student chose.',
  noApplication: 'No hostel application was found for this semester.',
  noHostel: 'No hostel has this id.',
  noRoom: 'No room has this id in this hostel.',
  noBed: 'No bedspace has this id in this room.',
  wrongState: 'This action is not possible in the current state of the hostel application.',
  notComplete: 'The Proof of Hostel Allocation can be printed only after a bedspace has been allocated.',
  noPhone: MESSAGES.noPhone,
} as const;

/** Button text of a hostel card, by why it can or cannot be chosen (student-side §6). */
export const HOSTEL_CHOICE_TEXTS = {
  available: 'Request this hostel',
  closed: 'Hostel is Closed',
  'no-wallet': 'Contact ICT Department',
  insufficient: 'Open but Insufficient Bal.',
  full: 'No Bedspace Available',
} as const;
export type HostelChoiceReason = keyof typeof HOSTEL_CHOICE_TEXTS;

/** Who performs each step: the student, or the offices holding a capability. */
export type HostelActor = WorkflowRule;

/** A new application awaits the bursary (the student applies; registration completed). */
export const HOSTEL_INITIAL_STATUS: HostelApplicationStatus = 'awaiting bursar';

/**
 * The hostel application machine as data (workflow kernel, docs/decisions/0014). Services check
 * it, then check again on the row locked inside the transaction.
 */
export const HOSTEL_MACHINE = defineMachine({
  entity: 'hostel-application',
  states: HOSTEL_APPLICATION_STATUSES,
  transitions: {
    /** The bursary enters the accommodation balance; again as a correction before a pick is waiting. */
    'update-balance': {
      from: ['awaiting bursar', 'balance updated', 'disapproved'],
      to: 'balance updated',
      by: 'hostelBursarStep',
      sms: {
        purpose: 'hostel-balance-updated',
        text: (n) => SMS_NOTICES.hostelBalanceUpdated(n.period),
      },
    },
    /** The student picks an opened hostel the accommodation wallet covers (cost and caution). */
    choose: {
      from: ['balance updated', 'disapproved'],
      to: 'awaiting porter',
      by: 'student',
      sms: {
        purpose: 'hostel-chosen',
        text: (n) => SMS_NOTICES.hostelChosen(n.period),
      },
    },
    /** The porter or ict refuses, with a comment; the student may pick again. */
    reject: {
      from: ['awaiting bursar', 'balance updated', 'awaiting porter'],
      to: 'disapproved',
      by: 'rejectHostel',
      comment: true,
      sms: {
        purpose: 'hostel-rejected',
        text: (n) => SMS_NOTICES.hostelRejected(n.period, n.comment ?? ''),
      },
    },
    /** The porter or ict allocates a bedspace of the chosen hostel: one debit of cost and caution. */
    allocate: {
      from: ['awaiting porter'],
      to: 'complete',
      by: 'allocateBeds',
      sms: {
        purpose: 'hostel-allocated',
        text: (n) => SMS_NOTICES.hostelAllocated(n.period, n.room ?? '', n.bed ?? ''),
      },
    },
  },
  /** Actions that do not move the status, and the states they are allowed in. */
  actions: {
    print: { in: ['complete'] },
  },
});
export const HOSTEL_TRANSITIONS = HOSTEL_MACHINE.transitions;
export type HostelEvent = keyof typeof HOSTEL_TRANSITIONS;
export const HOSTEL_ACTIONS = HOSTEL_MACHINE.actions;

/** @deprecated Ask `canMove(HOSTEL_MACHINE, …)`; kept for the domain tests. */
export const canMoveHostelApplication = (event: HostelEvent, current: string) =>
  canMove(HOSTEL_MACHINE, event, current);
/** @deprecated Ask `stateAfter(HOSTEL_MACHINE, …)`. */
export const hostelStatusAfter = (event: HostelEvent, current: string) => stateAfter(HOSTEL_MACHINE, event, current);
/** @deprecated Ask `canDo(HOSTEL_MACHINE, 'print', …)`. */
export const canPrintHostelForm = (current: string) => canDo(HOSTEL_MACHINE, 'print', current);

/** The history under a hostel application. */
export const HOSTEL_HISTORY: HistoryLabels = {
  labels: {
    'hostel-application.apply': 'Applied',
    'hostel-application.update-balance': 'Accommodation balance entered',
    'hostel-application.choose': 'Hostel chosen',
    'hostel-application.reject': 'Rejected',
    'hostel-application.allocate': 'Bedspace allocated',
    'hostel-application.print': 'Printed',
    'hostel-application.sms': 'SMS sent',
  },
  unlabelled: 'raw',
};

/** The amounts of a hostel (kobo). */
export interface HostelPrices {
  amountPerSemesterKobo: Kobo;
  amountPerSummerKobo: Kobo;
  cautionFeeKobo: Kobo;
}

/** Cost of a hostel for a period: the summer amount in a summer period, else the semester amount. */
export function hostelSeasonCost(hostel: HostelPrices, season: Season): Kobo {
  return season === 'summer' ? hostel.amountPerSummerKobo : hostel.amountPerSemesterKobo;
}

export interface HostelCharges {
  costKobo: Kobo;
  cautionFeeKobo: Kobo;
  /** What an allocation debits: cost plus caution. */
  totalKobo: Kobo;
}

/** The charges of a hostel for a period: cost for the season, caution fee, and their total. */
export function hostelCharges(hostel: HostelPrices, season: Season): HostelCharges {
  const costKobo = hostelSeasonCost(hostel, season);
  return { costKobo, cautionFeeKobo: hostel.cautionFeeKobo, totalKobo: sumKobo([costKobo, hostel.cautionFeeKobo]) };
}

/** What the student still has to add to the accommodation wallet (never negative). */
export function hostelAmountToAdd(totalKobo: Kobo, walletKobo: Kobo): Kobo {
  return amountToAdd(totalKobo, walletKobo);
}

/** The accommodation wallet after an allocation: wallet minus cost and caution. */
export function walletAfterAllocation(walletKobo: Kobo, charges: HostelCharges): Kobo {
  return walletAfterDebit(walletKobo, charges.totalKobo);
}

/**
 * Whether a student may choose a hostel, and why not: the hostel must be opened, the
 * accommodation wallet must hold a value and cover the whole amount the allocation will debit
 * (cost plus caution, unlike the original, which ignored the caution), and a bedspace must be
 * free in the period.
 */
export function hostelChoice(args: {
  hostelStatus: HostelStatus;
  walletKobo: Kobo;
  totalKobo: Kobo;
  availableBeds: number;
}): { canChoose: boolean; reason: HostelChoiceReason } {
  if (args.hostelStatus !== 'opened') return { canChoose: false, reason: 'closed' };
  if (args.walletKobo === 0) return { canChoose: false, reason: 'no-wallet' };
  if (args.walletKobo < args.totalKobo) return { canChoose: false, reason: 'insufficient' };
  if (args.availableBeds <= 0) return { canChoose: false, reason: 'full' };
  return { canChoose: true, reason: 'available' };
}

/**
 * Proof of Hostel Allocation form number: HA, the semester code (A 1st, B 2nd, S Summer,
 * PS Pre-Summer), the Student ID and the period's two-digit year (HAA6400425). The original's
 * `HA + last two characters of the period id + custom id` gave the 1st and 2nd semester of a
 * session the same number (docs/decisions/0014).
 */
export function hostelFormNumber(period: { semester: Semester; session: string }, studentId: string): string {
  return `HA${FORM_SEMESTER_CODES[period.semester]}${studentId.toUpperCase()}${periodYearCode(period.session)}`;
}

/**
 * Which applications each office's queue shows by default (admin-faculty-side §6): the bursar
 * those awaiting the bursar, the porter those awaiting the porter, ict and the auditor both.
 */
export const hostelQueueStatusesFor = officeQueues<HostelApplicationStatus>(
  { bursar: ['awaiting bursar'], porter: ['awaiting porter'] },
  ['ict', 'auditor'],
);

/** Offices whose print of a Proof of Hostel Allocation is recorded (admin-faculty-side §4). */
export const HOSTEL_PRINT_OFFICES = ['porter', 'bursar'] as const;
export type HostelPrintOffice = (typeof HOSTEL_PRINT_OFFICES)[number];

/** A room or bedspace number as typed: spaces collapsed, upper case ('a 12' → 'A 12'). */
export function normalizeHostelLabel(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** A hostel name as typed: spaces collapsed (case kept; uniqueness ignores case). */
export function normalizeHostelName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** The Status of a period without an application on the student's hostel period list. */
export const HOSTEL_PERIOD_TEXTS = {
  open: 'Open',
  closed: 'Closed',
  /** Student-side §6: "A student who is not registered is NOT ELIGIBLE." */
  notEligible: 'NOT ELIGIBLE',
} as const;

/**
 * What the hostel period list says of a period where the student has no application: NOT
 * ELIGIBLE while accommodation is opened and the student's registration for the period is not
 * completed (Start/Continue then opens the Not Registered dialog), else Open or Closed. A closed
 * period stays Closed: nobody may apply there, registered or not.
 */
export function hostelPeriodText(period: {
  accommodationOpened: boolean;
  registrationCompleted: boolean;
}): (typeof HOSTEL_PERIOD_TEXTS)[keyof typeof HOSTEL_PERIOD_TEXTS] {
  if (!period.accommodationOpened) return HOSTEL_PERIOD_TEXTS.closed;
  return period.registrationCompleted ? HOSTEL_PERIOD_TEXTS.open : HOSTEL_PERIOD_TEXTS.notEligible;
}
