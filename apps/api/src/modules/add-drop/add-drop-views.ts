import type { PeriodRow } from '@portal/db';
import {
  ADD_DROP_MESSAGES,
  ADD_DROP_STATUS_LABELS,
  addDropFormHours,
  addDropLogActionFor,
  addDropStatusMessage,
  ADD_DROP_MACHINE,
  canDo,
  canMove,
  FRESH_RETURNING_LABELS,
  PRINT_OFFICES,
  PROGRAMME_CATEGORY_NAMES,
  REGISTRATION_GROUPS,
  registrationGroupOf,
  yearLabel,
  type AddDropFormResponse,
  type AddDropLine,
  type AddDropListRow,
  type AddDropPricing,
  type AddDropSummary,
} from '@portal/domain';
import { fullNameOf, studentView } from '../registrations/index.js';
import { periodSeasonOf, printedBy } from '../workflow/index.js';
import { markOn, priceAddDropForm, registrationSnapshot, type AddDropContext } from './add-drop-context.js';

export function periodView(p: PeriodRow): AddDropFormResponse['period'] {
  return {
    ...periodSeasonOf(p),
    add_drop_status: p.addDropStatus,
    start_date: p.startDate ?? null,
    mid_semester_date: p.midSemesterDate ?? null,
  };
}

export function toAddDropSummary(p: AddDropPricing): AddDropSummary {
  return {
    dropped_hours: p.droppedHours,
    added_hours: p.addedHours,
    dropped_subtotal_kobo: p.droppedSubtotalKobo,
    dropped_credit_full_kobo: p.droppedCreditFullKobo,
    dropped_credit_staff_discount_kobo: p.droppedCreditStaffDiscountKobo,
    dropped_credit_kobo: p.droppedCreditKobo,
    added_full_kobo: p.addedFullKobo,
    added_staff_discount_kobo: p.addedStaffDiscountKobo,
    added_kobo: p.addedKobo,
    net_kobo: p.netKobo,
    wallet_balance_kobo: p.walletKobo,
    closing_balance_kobo: p.closingBalanceKobo,
    amount_to_pay_kobo: p.amountToPayKobo,
  };
}

/** Whether a student may still change the form: add/drop opened and started or disapproved. */
export function isChangeable(ctx: AddDropContext): boolean {
  return ctx.period.addDropStatus === 'opened' && canDo(ADD_DROP_MACHINE, 'add-course', ctx.addDrop.status);
}

type Offered = AddDropFormResponse['offered'];
type Process = AddDropFormResponse['process'];

/** The add/drop form as one answer. `viewerIsStudent` decides whether student actions show. */
export function addDropFormView(
  ctx: AddDropContext,
  now: Date,
  args: { offered: Offered; process: Process; viewerIsStudent: boolean },
): AddDropFormResponse {
  const a = ctx.addDrop;
  const r = ctx.registration;
  const { pricing, error } = priceAddDropForm(ctx, now);
  const snapshot = registrationSnapshot(ctx);
  const charged = new Map((snapshot?.courses ?? []).map((c) => [c.code, c]));
  const yearOf = new Map([...ctx.courses, ...ctx.changes].map((c) => [c.code, c.year]));
  const droppedCodes = new Set(ctx.changes.filter((c) => c.action === 'drop').map((c) => c.code));
  const changeable = isChangeable(ctx);
  const canChange = args.viewerIsStudent && changeable;
  const completed = a.status === 'completed';

  const registered = ctx.courses.map((c) => {
    const line = charged.get(c.code);
    return {
      code: c.code,
      title: c.title,
      hours: c.hours,
      form_hours: addDropFormHours(c.hours, line?.basis === 'special-rate' ? line.formHours : undefined),
      year: c.year,
      basis: line?.basis ?? ('per-hour' as const),
      rate_kobo: line?.rateKobo ?? null,
      amount_kobo: line?.amountKobo ?? 0,
      to_be_dropped: droppedCodes.has(c.code),
      can_drop: canChange,
    };
  });

  const filed = new Map(ctx.changes.map((c) => [c.code, c.filedAt !== null]));
  // The priced fields of a change line; a dropped line adds its mark and credit.
  const pricedLine = (l: AddDropLine) => ({
    code: l.code,
    title: l.title,
    hours: l.hours,
    form_hours: l.formHours,
    year: yearOf.get(l.code) ?? null,
    basis: l.basis,
    rate_kobo: l.rateKobo,
    amount_kobo: l.amountKobo,
  });
  const dropped = (pricing?.dropped ?? []).map((d) => ({
    ...pricedLine(d),
    mark: d.mark,
    mark_label: d.mark === 'free' ? null : d.mark,
    mark_is_final: completed || (filed.get(d.code) ?? false),
    credited: d.credited,
    label: ADD_DROP_MESSAGES.toBeDropped,
  }));
  const added = (pricing?.added ?? []).map(pricedLine);
  // Unpriced (no course fee for the band yet): the changes with their hours, amounts unknown (0).
  const unpricedLine = (c: AddDropContext['changes'][number]) => ({
    code: c.code,
    title: c.title,
    hours: c.hours,
    form_hours: addDropFormHours(c.hours),
    year: c.year,
    basis: 'per-hour' as const,
    rate_kobo: null,
    amount_kobo: 0,
  });
  const unpricedDropped = pricing
    ? dropped
    : ctx.changes
        .filter((c) => c.action === 'drop')
        .map((c) => ({
          ...unpricedLine(c),
          mark: c.filedAt ? (c.mark ?? 'free') : markOn(ctx.period, now),
          mark_label: c.filedAt ? c.mark : null,
          mark_is_final: c.filedAt !== null,
          credited: false,
          label: ADD_DROP_MESSAGES.toBeDropped,
        }));
  const unpricedAdded = pricing ? added : ctx.changes.filter((c) => c.action === 'add').map(unpricedLine);

  return {
    period: periodView(ctx.period),
    student: studentView(ctx),
    registration: {
      current_level: r.currentLevel,
      fresh_returning: r.freshReturning,
      year_label: yearLabel(r.currentLevel, r.freshReturning),
      form_number: r.formNumber,
    },
    add_drop: {
      status: a.status,
      status_label: ADD_DROP_STATUS_LABELS[a.status],
      status_message: addDropStatusMessage(a.status, a.comment),
      comment: a.comment,
      form_number: a.formNumber,
      completed_at: a.completedAt?.toISOString() ?? null,
      opening_balance_kobo: a.openingBalanceKobo,
      closing_balance_kobo: a.closingBalanceKobo,
      started_at: a.createdAt.toISOString(),
    },
    registered,
    dropped: unpricedDropped,
    added: unpricedAdded,
    offered: args.offered,
    mark_today: markOn(ctx.period, now),
    summary: pricing ? toAddDropSummary(pricing) : null,
    pricing_error: error,
    can: {
      change: canChange,
      forward:
        args.viewerIsStudent &&
        ctx.period.addDropStatus === 'opened' &&
        canMove(ADD_DROP_MACHINE, 'forward', a.status) &&
        ctx.changes.length > 0,
      submit: args.viewerIsStudent && canMove(ADD_DROP_MACHINE, 'submit', a.status) && (pricing?.isCovered ?? false),
      print: canDo(ADD_DROP_MACHINE, 'print', a.status),
    },
    process: args.process,
  };
}

/** A list row's raw shape (the add/drop list query). */
export interface AddDropListSource {
  number: number;
  customId: string;
  studentId: string;
  surname: string;
  firstName: string;
  otherNames: string | null;
  programme: string | null;
  programmeCategory: string | null;
  ledgerNumber: string | null;
  currentLevel: string;
  freshReturning: 'new' | 'returning';
  status: AddDropListRow['status'];
  printedByBursarAt: Date | null;
  printedByRegistrarAt: Date | null;
  printedByDeanAt: Date | null;
}

export function listRow(r: AddDropListSource, position: string | null | undefined): AddDropListRow {
  const printed = printedBy(r, PRINT_OFFICES);
  const { action, reprint } = addDropLogActionFor(r.status, printed, position);
  return {
    number: r.number,
    custom_id: r.customId,
    student_id: r.studentId,
    surname: r.surname,
    first_name: r.firstName,
    other_names: r.otherNames,
    full_name: fullNameOf(r),
    programme: r.programme,
    ledger_number: r.ledgerNumber,
    current_level: r.currentLevel,
    fresh_returning: r.freshReturning,
    fresh_returning_label: FRESH_RETURNING_LABELS[r.freshReturning],
    year: yearLabel(r.currentLevel, r.freshReturning),
    status: r.status,
    status_label: ADD_DROP_STATUS_LABELS[r.status],
    printed_by: printed,
    action,
    reprint,
  };
}

/** Rows in the five groups (in the order of the groups); other categories are left out. */
export function groupAddDropRows(rows: readonly AddDropListSource[], position: string | null | undefined) {
  return REGISTRATION_GROUPS.map((group) => ({
    group,
    rows: rows.filter((r) => registrationGroupOf(r.programmeCategory ?? '') === group).map((r) => listRow(r, position)),
  }));
}

/** Programme categories in the order of the five groups (for ordering lists in SQL). */
export const GROUP_CATEGORY_ORDER: readonly string[] = REGISTRATION_GROUPS.flatMap((group) =>
  PROGRAMME_CATEGORY_NAMES.filter((category) => registrationGroupOf(category) === group),
);
