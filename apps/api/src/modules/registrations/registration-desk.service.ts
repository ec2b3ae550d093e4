import {
  enterLedgerBalanceAsExpected,
  findRegistrationVerification,
  findPeriod,
  findRegistration,
  transitionRegistration,
  listAuditTrail,
  registrationIdText,
  listRegistrationsOfPeriod,
  lockRegistration,
  lockRegistrationAndPortalWallet,
  recordAudit,
  setStaffCategoryVerification,
  updateRegistration,
  type RegistrationRow,
  type Transaction,
  type UserRow,
} from '@portal/db';
import {
  approvalQueueStatusesFor,
  canDo,
  canMove,
  historyEntries,
  balanceAdjustmentKobo,
  nairaToKobo,
  officeCan,
  PRINT_OFFICES,
  REGISTRATION_ACTIONS,
  REGISTRATION_GROUPS,
  REGISTRATION_HISTORY,
  REGISTRATION_MACHINE,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUS_LABELS,
  registrationGroupOf,
  STAFF_CATEGORY,
  toInternationalPhone,
  WALLET_MESSAGES,
  yearLabel,
  type ApprovalQueueResponse,
  type RegistrationDecisionInput,
  type RegistrationFormResponse,
  type RegistrationListRow,
  type RegistrationPrintResponse,
  type RegistrationStatus,
  REGISTRATION_TRANSITIONS,
  periodTitle,
  PAYMENT_MESSAGES,
  MESSAGES,
} from '@portal/domain';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import type { NotifyDeps } from '../sms/index.js';
import {
  notifyStep,
  onLockedForm,
  periodHeaderOf,
  printedBy,
  recordPrint,
  sendDeskSms,
  verificationQr,
} from '../workflow/index.js';
import { loadFormContext, type FormContext } from './registration-context.js';
import { formView, fullNameOf, pricingOf, toSummary } from './registration-views.js';
import { moveRegistration } from './registrations.service.js';

type Deps = Pick<ServiceDeps, 'db' | 'now'> & NotifyDeps;

const noRegistration = () => new AppError('NOT_FOUND', REGISTRATION_MESSAGES.noRegistration);
const wrongState = () => new AppError('CONFLICT', REGISTRATION_MESSAGES.wrongState);

function officerLabel(officer: UserRow): string {
  return `${[officer.title, officer.firstName, officer.surname].filter(Boolean).join(' ')} (${officer.adminPosition})`;
}

/** Approval queue rows from a registration list row. */
function listRow(
  r: Awaited<ReturnType<typeof listRegistrationsOfPeriod>>[number],
  number: number,
): RegistrationListRow {
  return {
    number,
    custom_id: r.customId,
    student_id: r.studentId,
    full_name: fullNameOf(r),
    programme: r.programme,
    ledger_number: r.ledgerNumber,
    year: yearLabel(r.currentLevel, r.freshReturning),
    status: r.status,
    status_label: REGISTRATION_STATUS_LABELS[r.status],
    undertaking: r.undertaking,
    printed_by: printedBy(r, PRINT_OFFICES),
  };
}

/** Rows in the five groups (numbered within each group); other categories are left out. */
export function groupRows(rows: Awaited<ReturnType<typeof listRegistrationsOfPeriod>>) {
  return REGISTRATION_GROUPS.map((group) => {
    const inGroup = rows.filter((r) => registrationGroupOf(r.programmeCategory ?? '') === group);
    return { group, rows: inGroup.map((r, i) => listRow(r, i + 1)) };
  });
}

/** /admin/awaiting-approval/{periodId}: what the office acts on, in five groups, in one query. */
export async function approvalQueue(deps: DbDeps, officer: UserRow, periodId: string): Promise<ApprovalQueueResponse> {
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  const statuses = approvalQueueStatusesFor(officer.adminPosition);
  const rows = statuses.length ? await listRegistrationsOfPeriod(deps.db, { periodId, statuses }) : [];
  return {
    period: periodHeaderOf(period),
    statuses,
    groups: groupRows(rows),
    total: rows.length,
  };
}

async function requireContext(deps: DbDeps, periodId: string, customId: string): Promise<FormContext> {
  const ctx = await loadFormContext(deps.db, periodId, customId);
  if (!ctx) throw noRegistration();
  return ctx;
}

/** The admin registration form: the student's form plus the Process Form panel for this office. */
export async function getStaffForm(deps: DbDeps, officer: UserRow, periodId: string, customId: string) {
  // The form and its history at once (the history found by the registration's key).
  const [ctx, trail] = await Promise.all([
    requireContext(deps, periodId, customId),
    listAuditTrail(deps.db, 'registration', registrationIdText(periodId, customId)),
  ]);
  const position = officer.adminPosition;
  const office = { office: position };
  const status = ctx.registration.status;
  const process: NonNullable<RegistrationFormResponse['process']> = {
    phone_international: ctx.profile.user.phoneNumber ? toInternationalPhone(ctx.profile.user.phoneNumber) : null,
    can_decide: canMove(REGISTRATION_MACHINE, 'approve', status, office),
    can_enter_ledger_balance: canMove(REGISTRATION_MACHINE, 'enter-ledger-balance', status, office),
    can_edit_charges: canDo(REGISTRATION_MACHINE, 'edit-charge', status, office),
    can_grant_undertaking:
      canDo(REGISTRATION_MACHINE, 'grant-undertaking', status, office) && !ctx.registration.undertaking,
    can_verify_staff:
      officeCan(position, 'verifyStaffCategory') &&
      ctx.student.specialStudentCategory === STAFF_CATEGORY &&
      ctx.student.specialCategoryVerifiedBy === null &&
      status !== 'completed',
    can_sms: officeCan(position, 'smsStudents'),
    history: historyEntries(trail, REGISTRATION_HISTORY),
  };
  return formView(ctx, { offered: [], process, viewerIsStudent: false });
}

/** Runs an officer's change on the locked registration, checking the state again there. */
function onLocked<T>(
  deps: Deps,
  before: RegistrationRow | undefined,
  allowed: (r: RegistrationRow) => boolean,
  write: (tx: Transaction, r: RegistrationRow) => Promise<T>,
): Promise<T> {
  const lock = (tx: Transaction) => lockRegistration(tx, before!.periodId, before!.studentId);
  return onLockedForm(deps.db, { before, lock, missing: noRegistration, wrongState }, allowed, write);
}

/** The period and the registration, read at once (the first check of every desk change). */
async function periodAndRegistration(deps: Deps, periodId: string, customId: string) {
  const [period, registration] = await Promise.all([
    findPeriod(deps.db, periodId),
    findRegistration(deps.db, periodId, customId),
  ]);
  if (!period) throw notFound();
  return { period, registration };
}

/** Approve (→ awaiting bursar) or disapprove (→ disapproved, the student may forward again). */
export async function decideRegistration(
  deps: Deps,
  officer: UserRow,
  periodId: string,
  customId: string,
  input: RegistrationDecisionInput,
) {
  if (!officeCan(officer.adminPosition, 'approveRegistrations')) throw forbidden();
  const event = input.decision;
  const { from, to } = REGISTRATION_TRANSITIONS[event];
  // One statement: lock, state check, move with the comment, audit (and the period's name).
  const moved = await transitionRegistration(deps.db, {
    periodId,
    studentId: customId,
    fromStatuses: from,
    to,
    comment: input.comment,
    audit: { actorId: officer.customId, action: `registration.${event}`, details: { comment: input.comment } },
  });
  if (!moved) {
    // No registration: say whether the period itself is unknown.
    if (!(await findPeriod(deps.db, periodId))) throw notFound();
    throw noRegistration();
  }
  if (!moved.moved) throw wrongState();
  const period = moved.period;
  notifyStep(
    deps,
    REGISTRATION_MACHINE.transitions[event],
    customId,
    { period, comment: input.comment },
    officer.customId,
  );
  return { message: event === 'approve' ? REGISTRATION_MESSAGES.approved : REGISTRATION_MESSAGES.disapproved };
}

/**
 * The ledger balance control: the officer enters the student's balance in the bursary ledger;
 * the portal wallet gets an adjustment entry of the difference (officer and registration in the
 * reason), refused if the wallet moved since the form was loaded; the registration becomes
 * incomplete (ready to submit).
 */
export async function enterLedgerBalance(
  deps: Deps,
  officer: UserRow,
  periodId: string,
  customId: string,
  input: { balance: number; expected_balance_kobo: number },
) {
  if (!officeCan(officer.adminPosition, 'enterLedgerBalance')) throw forbidden();
  const target = nairaToKobo(input.balance);
  const { from, to } = REGISTRATION_TRANSITIONS['enter-ledger-balance'];
  const reasonPrefix = `Ledger balance entered by ${officerLabel(officer)} for the registration of `;
  // The common case in one statement (locked, checked, adjusted, moved, audited); when it writes
  // nothing, the transaction below finds out why on the locked rows.
  const quick = await enterLedgerBalanceAsExpected(deps.db, {
    periodId,
    studentId: customId,
    fromStatuses: from,
    to,
    expectedKobo: input.expected_balance_kobo,
    targetKobo: target,
    officerId: officer.customId,
    at: deps.now(),
    reasonPrefix,
  });
  const period =
    quick ??
    (await deps.db.transaction(async (tx) => {
      const both = await lockRegistrationAndPortalWallet(tx, periodId, customId);
      if (!both) {
        if (!(await findPeriod(tx, periodId))) throw notFound();
        if (!(await lockRegistration(tx, periodId, customId))) throw noRegistration();
        throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noWallet);
      }
      const { registration: r, wallet, period } = both;
      if (!canMove(REGISTRATION_MACHINE, 'enter-ledger-balance', r.status)) throw wrongState();
      if (wallet.balanceKobo !== input.expected_balance_kobo) {
        throw new AppError('CONFLICT', WALLET_MESSAGES.balanceChanged);
      }
      const difference = balanceAdjustmentKobo(target, wallet.balanceKobo);
      // One statement: the adjustment of the difference, the registration and its audit record.
      await moveRegistration(tx, r, 'enter-ledger-balance', officer.customId, {
        patch: { ledgerBalanceKobo: target, ledgerBalanceBy: officer.customId, ledgerBalanceAt: deps.now() },
        details: { wallet_before_kobo: wallet.balanceKobo, ledger_balance_kobo: target },
        entry:
          difference !== 0
            ? {
                walletId: wallet.id,
                kind: 'adjustment',
                amountKobo: difference,
                actorId: officer.customId,
                reason: `${reasonPrefix}${periodTitle(period)}`,
              }
            : null,
      });
      return period;
    }));
  notifyStep(deps, REGISTRATION_MACHINE.transitions['enter-ledger-balance'], customId, { period }, officer.customId);
  return { message: REGISTRATION_MESSAGES.ledgerBalance };
}

/** The charge-line edit: one seminary-charge item of this student's form, before completion. */
export async function editChargeLine(
  deps: Deps,
  officer: UserRow,
  periodId: string,
  customId: string,
  input: { item: string; amount: number },
) {
  if (!officeCan(officer.adminPosition, 'editRegistrationCharges')) throw forbidden();
  const amountKobo = nairaToKobo(input.amount);
  await onLocked(
    deps,
    await findRegistration(deps.db, periodId, customId),
    (r) => canDo(REGISTRATION_MACHINE, 'edit-charge', r.status),
    async (tx, r) => {
      const line = r.charges.find((c) => c.item === input.item);
      if (!line) throw new AppError('NOT_FOUND', REGISTRATION_MESSAGES.chargeNotOnForm);
      const charges = r.charges.map((c) =>
        c.item === input.item ? { item: c.item, amountKobo, editedBy: officer.customId } : c,
      );
      await updateRegistration(tx, r.id, { charges });
      await recordAudit(tx, {
        actorId: officer.customId,
        action: 'registration.edit-charge',
        entity: 'registration',
        entityId: String(r.id),
        details: { item: input.item, from: line.amountKobo, to: amountKobo },
      });
    },
  );
  return { message: REGISTRATION_MESSAGES.chargeEdited };
}

/** The UT button: the student may submit with an insufficient wallet (bursar, registrar; once). */
export async function grantUndertaking(deps: Deps, officer: UserRow, periodId: string, customId: string) {
  if (!officeCan(officer.adminPosition, 'grantUndertaking')) throw forbidden();
  const { period, registration } = await periodAndRegistration(deps, periodId, customId);
  await onLocked(
    deps,
    registration,
    (r) => canDo(REGISTRATION_MACHINE, 'grant-undertaking', r.status) && !r.undertaking,
    async (tx, r) => {
      await updateRegistration(tx, r.id, {
        undertaking: true,
        undertakingBy: officer.customId,
        undertakingAt: deps.now(),
      });
      await recordAudit(tx, {
        actorId: officer.customId,
        action: 'registration.grant-undertaking',
        entity: 'registration',
        entityId: String(r.id),
        details: { status: r.status },
      });
    },
  );
  notifyStep(deps, REGISTRATION_ACTIONS['grant-undertaking'], customId, { period }, officer.customId);
  return { message: REGISTRATION_MESSAGES.undertaking };
}

/** Verifies a declared staff category (half the programme fees from now on, until completion). */
export async function verifyStaffCategory(deps: Deps, officer: UserRow, periodId: string, customId: string) {
  if (!officeCan(officer.adminPosition, 'verifyStaffCategory')) throw forbidden();
  const ctx = await requireContext(deps, periodId, customId);
  if (ctx.student.specialStudentCategory !== STAFF_CATEGORY) {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.staffCategoryNotDeclared);
  }
  if (ctx.registration.status === 'completed') throw wrongState();
  await deps.db.transaction(async (tx) => {
    await setStaffCategoryVerification(tx, customId, officer.customId);
    await recordAudit(tx, {
      actorId: officer.customId,
      action: 'registration.verify-staff',
      entity: 'registration',
      entityId: String(ctx.registration.id),
      details: { category: STAFF_CATEGORY },
    });
  });
  return { message: REGISTRATION_MESSAGES.staffVerified };
}

/** SMS from the Process Form panel (1 to 100 characters), through the SMS interface. */
export function smsStudent(deps: Deps, officer: UserRow, periodId: string, customId: string, message: string) {
  return sendDeskSms(deps, officer, message, async () => {
    const ctx = await requireContext(deps, periodId, customId);
    return { entity: 'registration', entityId: String(ctx.registration.id), student: ctx.profile.user };
  });
}

/** The printable form with its QR code (completed registrations only). */
export async function getRegistrationPrint(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  periodId: string,
  customId: string,
): Promise<RegistrationPrintResponse> {
  const [ctx, verification] = await Promise.all([
    loadFormContext(deps.db, periodId, customId),
    findRegistrationVerification(deps.db, periodId, customId),
  ]);
  if (!ctx) throw noRegistration();
  if (ctx.registration.status !== 'completed' || !ctx.registration.formNumber) {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.notCompleted);
  }
  const { pricing } = pricingOf(ctx);
  if (!pricing || !verification) throw new AppError('INTERNAL', MESSAGES.formNotPrepared);
  const view = formView(ctx, { offered: [], process: null, viewerIsStudent: false });
  return {
    period: view.period,
    student: view.student,
    registration: view.registration,
    charges: view.charges,
    courses: view.courses,
    summary: toSummary(pricing),
    ...(await verificationQr(deps.config, verification.code)),
  };
}

/**
 * Records that an office printed a completed form (bursar, registrar, dean: for the log's
 * colours). Other offices print without a record. The first print of each office is kept.
 */
export async function recordRegistrationPrint(deps: Deps, officer: UserRow, periodId: string, customId: string) {
  const before = await findRegistration(deps.db, periodId, customId);
  return recordPrint<RegistrationRow>(deps, officer, {
    machine: REGISTRATION_MACHINE,
    offices: PRINT_OFFICES,
    refuseEveryOffice: false,
    onLocked: (allowed, write) => onLocked(deps, before, allowed, write),
    stateOf: (r) => r.status,
    idOf: (r) => r.id,
    update: (tx, r, patch) => updateRegistration(tx, r.id, patch),
  });
}

export type { RegistrationStatus };
