import {
  findFormVerificationByForm,
  findHostel,
  findHostelApplication,
  findHostelWithAvailability,
  findPeriod,
  findRegistration,
  findWallet,
  insertHostelApplicationIfAbsent,
  listHostelApplicationsOfStudent,
  listPeriods,
  listRegistrationsOfStudent,
  lockHostelApplication,
  recordAudit,
  updateHostelApplication,
  type HostelApplicationRow,
  type Transaction,
  type UserRow,
} from '@portal/db';
import {
  canMove,
  HOSTEL_APPLICATION_STATUS_LABELS,
  HOSTEL_INITIAL_STATUS,
  HOSTEL_MACHINE,
  HOSTEL_MESSAGES,
  hostelCharges,
  hostelChoice,
  PREVIOUS_STAY_LABELS,
  PREVIOUS_STAYS,
  sortPeriodsNewestFirst,
  type ApplyForHostelInput,
  type ApplyForHostelResponse,
  type HostelApplicationStatus,
  type HostelEvent,
  type HostelPeriodsResponse,
  type HostelPrintResponse,
  SMS_NOTICES,
  MESSAGES,
} from '@portal/domain';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import {
  allocationView,
  formView,
  loadHostelContext,
  noApplication,
  periodRef,
  registrationView,
  studentView,
} from './hostel-views.js';
import { notifyStudent, type NotifyDeps } from '../sms/index.js';
import { moveForm, notifyStep, onLockedForm, periodSeasonOf, shortPeriod, verificationQr } from '../workflow/index.js';

type Deps = Pick<ServiceDeps, 'db' | 'now'> & NotifyDeps;

export const wrongState = () => new AppError('CONFLICT', HOSTEL_MESSAGES.wrongState);

/** /student/apply-for-hostel-period: every period, the student's registration and application in each. */
export async function listHostelPeriods(deps: DbDeps, student: UserRow): Promise<HostelPeriodsResponse> {
  const [periods, registrations, applications] = await Promise.all([
    listPeriods(deps.db),
    listRegistrationsOfStudent(deps.db, student.customId),
    listHostelApplicationsOfStudent(deps.db, student.customId),
  ]);
  const completed = new Set(registrations.filter((r) => r.status === 'completed').map((r) => r.periodId));
  const byPeriod = new Map(applications.map((a) => [a.periodId, a]));
  return {
    items: sortPeriodsNewestFirst(periods).map((p) => {
      const a = byPeriod.get(p.periodId);
      return {
        ...periodSeasonOf(p),
        accommodation_status: p.accommodationStatus,
        registration_completed: completed.has(p.periodId),
        application: a
          ? { status: a.status, status_label: HOSTEL_APPLICATION_STATUS_LABELS[a.status], hostel_name: a.hostelName }
          : null,
      };
    }),
    previous_stay_options: PREVIOUS_STAYS.map((value) => ({ value, label: PREVIOUS_STAY_LABELS[value] })),
  };
}

/**
 * Start Hostel Application: only while accommodation is opened for the period and only when the
 * student's registration for it is completed ('Not Registered' otherwise); one application per
 * student per period (constraint). Applying again answers the existing application.
 */
export async function applyForHostel(
  deps: Deps,
  student: UserRow,
  input: Required<ApplyForHostelInput>,
): Promise<ApplyForHostelResponse> {
  const period = await findPeriod(deps.db, String(input.period_id));
  if (!period) throw notFound();
  const answer = (created: boolean): ApplyForHostelResponse => ({
    message: created ? HOSTEL_MESSAGES.applicationSubmitted : HOSTEL_MESSAGES.alreadyApplied,
    created,
    period_id: period.periodId,
    custom_id: student.customId,
  });
  if (await findHostelApplication(deps.db, period.periodId, student.customId)) return answer(false);
  if (period.accommodationStatus !== 'opened') throw new AppError('CONFLICT', HOSTEL_MESSAGES.accommodationClosed);
  const registration = await findRegistration(deps.db, period.periodId, student.customId);
  if (!registration || registration.status !== 'completed') {
    throw new AppError('CONFLICT', HOSTEL_MESSAGES.notRegistered);
  }
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertHostelApplicationIfAbsent(tx, {
      periodId: period.periodId,
      studentId: student.customId,
      previousStay: input.previous_stay,
      status: HOSTEL_INITIAL_STATUS,
    });
    if (!row) return null;
    await recordAudit(tx, {
      actorId: student.customId,
      action: 'hostel-application.apply',
      entity: 'hostel-application',
      entityId: String(row.id),
      details: { period_id: period.periodId, previous_stay: input.previous_stay, to: row.status },
    });
    return row;
  });
  if (created) {
    notifyStudent(deps, student, SMS_NOTICES.hostelApplied(shortPeriod(period)), 'hostel-applied');
  }
  return answer(created !== null);
}

/** The student's own Hostel Request Form (one request for the whole screen). */
export async function getStudentHostelForm(deps: DbDeps, student: UserRow, periodId: string) {
  const ctx = await loadHostelContext(deps.db, periodId, student.customId);
  return formView(deps.db, ctx, { viewerIsStudent: true, process: null });
}

/**
 * Runs a change on an application: checks the transition on a first read (a quick, clear
 * refusal), then again on the row locked inside the transaction.
 */
export async function onLockedApplication<T>(
  deps: DbDeps,
  periodId: string,
  customId: string,
  allowed: (a: HostelApplicationRow) => boolean,
  write: (tx: Transaction, a: HostelApplicationRow) => Promise<T>,
): Promise<T> {
  const before = await findHostelApplication(deps.db, periodId, customId);
  const lock = (tx: Transaction) => lockHostelApplication(tx, periodId, customId);
  return onLockedForm(deps.db, { before, lock, missing: noApplication, wrongState }, allowed, write);
}

/** Moves an application along the transition table and records it (inside the caller's transaction). */
export function moveApplication(
  tx: Transaction,
  a: HostelApplicationRow,
  event: HostelEvent,
  actorId: string,
  extra: { patch?: Parameters<typeof updateHostelApplication>[2]; details?: Record<string, unknown> } = {},
): Promise<HostelApplicationRow> {
  const update = (status: HostelApplicationStatus) => updateHostelApplication(tx, a.id, { ...extra.patch, status });
  return moveForm(
    tx,
    HOSTEL_MACHINE,
    { id: a.id, status: a.status, wrongState },
    event,
    actorId,
    update,
    extra.details,
  );
}

/**
 * "Request this hostel": the hostel must be opened with a free bedspace, and the accommodation
 * wallet must cover the whole amount the allocation will debit (cost for the season plus the
 * caution fee); checked again on the locked application.
 */
export async function chooseHostel(deps: Deps, student: UserRow, periodId: string, hostelId: number) {
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  if (period.accommodationStatus !== 'opened') throw new AppError('CONFLICT', HOSTEL_MESSAGES.accommodationClosed);
  if (!(await findHostel(deps.db, hostelId))) throw new AppError('NOT_FOUND', HOSTEL_MESSAGES.noHostel);
  const updated = await onLockedApplication(
    deps,
    periodId,
    student.customId,
    (a) => canMove(HOSTEL_MACHINE, 'choose', a.status),
    async (tx, a) => {
      // One connection in a transaction: one query at a time.
      const hostel = await findHostelWithAvailability(tx, hostelId, periodId);
      const wallet = await findWallet(tx, student.customId, 'accommodation');
      if (!hostel) throw new AppError('NOT_FOUND', HOSTEL_MESSAGES.noHostel);
      const charges = hostelCharges(hostel.hostel, period.season);
      const choice = hostelChoice({
        hostelStatus: hostel.hostel.status,
        walletKobo: wallet?.balanceKobo ?? 0,
        totalKobo: charges.totalKobo,
        availableBeds: hostel.availableBeds,
      });
      if (!choice.canChoose) {
        const message =
          choice.reason === 'closed'
            ? HOSTEL_MESSAGES.hostelClosed
            : choice.reason === 'full'
              ? HOSTEL_MESSAGES.hostelFull
              : HOSTEL_MESSAGES.insufficientFunds;
        throw new AppError('CONFLICT', message);
      }
      return moveApplication(tx, a, 'choose', student.customId, {
        patch: { hostelId, chosenAt: deps.now() },
        details: {
          hostel_id: hostelId,
          hostel: hostel.hostel.name,
          wallet_kobo: wallet?.balanceKobo ?? 0,
          total_kobo: charges.totalKobo,
        },
      });
    },
  );
  notifyStep(deps, HOSTEL_MACHINE.transitions.choose, student, { period });
  return { message: HOSTEL_MESSAGES.chosen, status: updated.status as HostelApplicationStatus };
}

/**
 * Proof of Hostel Allocation (complete applications only; a clear refusal before): personal
 * data, hostel, room, bedspace, allocation date, fee summary and a QR code to /verify/{code}.
 */
export async function getHostelPrint(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  periodId: string,
  customId: string,
): Promise<HostelPrintResponse> {
  const ctx = await loadHostelContext(deps.db, periodId, customId);
  const allocation = allocationView(ctx);
  if (!allocation || !ctx.placement.hostel) throw new AppError('CONFLICT', HOSTEL_MESSAGES.notComplete);
  const verification = await findFormVerificationByForm(deps.db, 'hostel', allocation.form_number);
  if (!verification) throw new AppError('INTERNAL', MESSAGES.formNotPrepared);
  return {
    period: periodRef(ctx.period),
    student: studentView(ctx.profile),
    registration: registrationView(ctx.registration),
    hostel_name: ctx.placement.hostel.name,
    allocation,
    ...(await verificationQr(deps.config, verification.code)),
  };
}
