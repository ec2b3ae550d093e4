import { randomBytes } from 'node:crypto';
import {
  countHostelApplicationsByStatus,
  findBedAllocation,
  findBedWithRoom,
  findHostel,
  findHostelApplication,
  findPeriod,
  findStudentProfile,
  insertEntry,
  insertFormVerification,
  listAllocatableBeds,
  listAuditTrail,
  listHostelApplicationsPage,
  lockHostelApplication,
  lockWallet,
  updateHostelApplication,
  type HostelApplicationRow,
  type UserRow,
} from '@portal/db';
import {
  canMove,
  HOSTEL_APPLICATION_STATUS_LABELS,
  HOSTEL_APPLICATION_STATUSES,
  HOSTEL_HISTORY,
  HOSTEL_MACHINE,
  HOSTEL_MESSAGES,
  HOSTEL_PRINT_OFFICES,
  historyEntries,
  walletCovers,
  hostelCharges,
  hostelFormNumber,
  hostelQueueStatusesFor,
  nairaToKobo,
  officeCan,
  toInternationalPhone,
  walletAfterAllocation,
  type AllocateBedResponse,
  type HostelApplicationStatus,
  type HostelFormResponse,
  type HostelQueueResponse,
  periodTitle,
  PAYMENT_MESSAGES,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import { fullNameOf } from '../registrations/index.js';
import { adjustWalletTo } from '../wallets/index.js';
import { moveApplication, onLockedApplication, wrongState } from './hostel-applications.service.js';
import { formView, loadHostelContext, noApplication, periodRef, type HostelContext } from './hostel-views.js';
import type { NotifyDeps } from '../sms/index.js';
import { notifyStep, printedBy, recordPrint, sendDeskSms } from '../workflow/index.js';

type Deps = Pick<ServiceDeps, 'db' | 'now'> & NotifyDeps;

export const HOSTEL_QUEUE_PAGE_SIZE = 50;

function officerLabel(officer: UserRow): string {
  return `${[officer.title, officer.firstName, officer.surname].filter(Boolean).join(' ')} (${officer.adminPosition})`;
}

/**
 * /admin/hostel-applications/{periodId}: the office's queue (bursar: awaiting bursar; porter:
 * awaiting porter; ict and the auditor: both), or any one status as a filter; one page, one
 * request, filtered and counted in SQL.
 */
export async function hostelQueue(
  deps: DbDeps,
  officer: UserRow,
  periodId: string,
  query: { status?: HostelApplicationStatus | undefined; page: number; q: string },
): Promise<HostelQueueResponse> {
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  const defaults = hostelQueueStatusesFor(officer.adminPosition);
  const statuses = query.status ? [query.status] : defaults;
  const [{ rows, total }, byStatus] = await Promise.all([
    listHostelApplicationsPage(deps.db, {
      periodId,
      statuses,
      q: query.q,
      limit: HOSTEL_QUEUE_PAGE_SIZE,
      offset: (query.page - 1) * HOSTEL_QUEUE_PAGE_SIZE,
    }),
    countHostelApplicationsByStatus(deps.db, periodId),
  ]);
  const counts = Object.fromEntries(HOSTEL_APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    HostelApplicationStatus,
    number
  >;
  for (const c of byStatus) counts[c.status] = c.n;
  return {
    period: periodRef(period),
    statuses,
    default_statuses: defaults,
    counts,
    items: rows.map((r, i) => ({
      number: (query.page - 1) * HOSTEL_QUEUE_PAGE_SIZE + i + 1,
      custom_id: r.customId,
      student_id: r.studentId,
      full_name: fullNameOf(r),
      programme: r.programme,
      ledger_number: r.ledgerNumber,
      hostel_requested: r.hostelName,
      status: r.status,
      status_label: HOSTEL_APPLICATION_STATUS_LABELS[r.status],
    })),
    total,
    page: query.page,
    page_size: HOSTEL_QUEUE_PAGE_SIZE,
  };
}

async function processPanel(
  deps: DbDeps,
  officer: UserRow,
  ctx: HostelContext,
): Promise<NonNullable<HostelFormResponse['process']>> {
  const position = officer.adminPosition;
  const a = ctx.application;
  const office = { office: position };
  const canAllocate = canMove(HOSTEL_MACHINE, 'allocate', a.status, office);
  const [trail, beds] = await Promise.all([
    listAuditTrail(deps.db, 'hostel-application', String(a.id)),
    canAllocate && a.hostelId !== null
      ? listAllocatableBeds(deps.db, a.hostelId, ctx.period.periodId)
      : Promise.resolve([]),
  ]);
  const rooms = new Map<
    number,
    { room_id: number; room_number: string; beds: { bed_id: number; bed_number: string }[] }
  >();
  for (const b of beds) {
    const room = rooms.get(b.roomId) ?? { room_id: b.roomId, room_number: b.roomNumber, beds: [] };
    room.beds.push({ bed_id: b.bedId, bed_number: b.bedNumber });
    rooms.set(b.roomId, room);
  }
  return {
    phone_international: ctx.profile.user.phoneNumber ? toInternationalPhone(ctx.profile.user.phoneNumber) : null,
    can_update_balance: canMove(HOSTEL_MACHINE, 'update-balance', a.status, office),
    can_reject: canMove(HOSTEL_MACHINE, 'reject', a.status, office),
    can_allocate: canAllocate,
    can_sms: officeCan(position, 'smsStudents'),
    allocation_options: [...rooms.values()],
    printed_by: printedBy(a, HOSTEL_PRINT_OFFICES),
    history: historyEntries(trail, HOSTEL_HISTORY),
  };
}

/** /admin/hostel-form/{periodId}/{customId}: the student's form with the office's process panel. */
export async function getStaffHostelForm(deps: DbDeps, officer: UserRow, periodId: string, customId: string) {
  const ctx = await loadHostelContext(deps.db, periodId, customId);
  return formView(deps.db, ctx, { viewerIsStudent: false, process: await processPanel(deps, officer, ctx) });
}

async function studentOf(deps: DbDeps, customId: string) {
  const profile = await findStudentProfile(deps.db, customId);
  if (!profile) throw notFound();
  return profile.user;
}

/**
 * The bursary step: the officer enters the student's accommodation balance from the bursary
 * ledger; the accommodation wallet gets an adjustment entry of the difference (officer and
 * reason), refused if the wallet moved since the form was loaded; the application becomes
 * balance updated (the student may now choose a hostel).
 */
export async function updateHostelBalance(
  deps: Deps,
  officer: UserRow,
  periodId: string,
  customId: string,
  input: { balance: number; expected_balance_kobo: number },
) {
  if (!officeCan(officer.adminPosition, 'hostelBursarStep')) throw forbidden();
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  const target = nairaToKobo(input.balance);
  await onLockedApplication(
    deps,
    periodId,
    customId,
    (a) => canMove(HOSTEL_MACHINE, 'update-balance', a.status),
    async (tx, a) => {
      const wallet = await adjustWalletTo(tx, {
        ownerId: customId,
        kind: 'accommodation',
        expectedBalanceKobo: input.expected_balance_kobo,
        targetKobo: target,
        actorId: officer.customId,
        reason: `Accommodation balance from the bursary ledger, entered by ${officerLabel(officer)} for the hostel application of ${periodTitle(period)}`,
      });
      return moveApplication(tx, a, 'update-balance', officer.customId, {
        patch: { balanceKobo: target, balanceBy: officer.customId, balanceAt: deps.now() },
        details: { wallet_before_kobo: wallet.balanceKobo, balance_kobo: target },
      });
    },
  );
  notifyStep(deps, HOSTEL_MACHINE.transitions['update-balance'], customId, { period }, officer.customId);
  return { message: HOSTEL_MESSAGES.balanceUpdated };
}

/** Reject (porter, ict): disapproved with a required comment; the student may choose again. */
export async function rejectHostelApplication(
  deps: Deps,
  officer: UserRow,
  periodId: string,
  customId: string,
  comment: string,
) {
  if (!officeCan(officer.adminPosition, 'rejectHostel')) throw forbidden();
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  await onLockedApplication(
    deps,
    periodId,
    customId,
    (a) => canMove(HOSTEL_MACHINE, 'reject', a.status),
    (tx, a) => moveApplication(tx, a, 'reject', officer.customId, { patch: { comment }, details: { comment } }),
  );
  notifyStep(deps, HOSTEL_MACHINE.transitions.reject, customId, { period, comment }, officer.customId);
  return { message: HOSTEL_MESSAGES.rejected };
}

const bedTaken = () => new AppError('CONFLICT', HOSTEL_MESSAGES.bedTaken);

/**
 * Allocate Bunk (porter, ict): an opened bedspace in an opened room of the hostel the student
 * chose, not allocated in the period. In one transaction, on the locked application: the
 * accommodation wallet is debited cost plus caution once (one ledger entry per application:
 * its form number is a unique reference), the balances, charges, allocation date (server
 * clock) and form number are stored, and the bedspace is taken for the period (a unique index
 * on period and bedspace, so fifty officers clicking at once give one allocation). Allocating
 * the same bedspace again answers the completed allocation.
 */
export async function allocateBed(
  deps: Deps,
  officer: UserRow,
  periodId: string,
  customId: string,
  input: { room_id: number; bed_id: number },
): Promise<AllocateBedResponse> {
  if (!officeCan(officer.adminPosition, 'allocateBeds')) throw forbidden();
  const [period, before, profile] = await Promise.all([
    findPeriod(deps.db, periodId),
    findHostelApplication(deps.db, periodId, customId),
    findStudentProfile(deps.db, customId),
  ]);
  if (!period || !profile) throw notFound();
  if (!before) throw noApplication();
  const done = (a: HostelApplicationRow): AllocateBedResponse => ({
    message: HOSTEL_MESSAGES.allocated,
    form_number: a.formNumber ?? '',
    status: a.status,
  });
  if (before.status === 'complete' && before.bedId === input.bed_id) return done(before);
  if (!canMove(HOSTEL_MACHINE, 'allocate', before.status)) throw wrongState();

  let result: { row: HostelApplicationRow; fresh: boolean };
  try {
    result = await deps.db.transaction(async (tx) => {
      const locked = await lockHostelApplication(tx, periodId, customId);
      if (!locked) throw noApplication();
      if (locked.status === 'complete' && locked.bedId === input.bed_id) return { row: locked, fresh: false };
      if (!canMove(HOSTEL_MACHINE, 'allocate', locked.status) || locked.hostelId === null) throw wrongState();
      const hostel = await findHostel(tx, locked.hostelId);
      if (!hostel) throw new AppError('NOT_FOUND', HOSTEL_MESSAGES.noHostel);
      if (hostel.status !== 'opened') throw new AppError('CONFLICT', HOSTEL_MESSAGES.hostelClosed);
      // The bedspace row stays locked until the end: a concurrent allocation of it waits here,
      // then sees it taken.
      const found = await findBedWithRoom(tx, input.bed_id, true);
      if (!found || found.room.id !== input.room_id) throw new AppError('NOT_FOUND', HOSTEL_MESSAGES.noBed);
      if (found.bed.hostelId !== hostel.id) throw new AppError('CONFLICT', HOSTEL_MESSAGES.bedNotInHostel);
      if (found.bed.status !== 'opened' || found.room.status !== 'opened') {
        throw new AppError('CONFLICT', HOSTEL_MESSAGES.bedClosed);
      }
      if (await findBedAllocation(tx, periodId, found.bed.id)) throw bedTaken();
      const wallet = await lockWallet(tx, customId, 'accommodation');
      if (!wallet) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noWallet);
      const charges = hostelCharges(hostel, period.season);
      if (!walletCovers(wallet.balanceKobo, charges.totalKobo))
        throw new AppError('CONFLICT', HOSTEL_MESSAGES.staffInsufficient);
      const formNumber = hostelFormNumber(period, profile.user.username);
      const entry =
        charges.totalKobo > 0
          ? await insertEntry(tx, {
              walletId: wallet.id,
              kind: 'hostel',
              amountKobo: -charges.totalKobo,
              reference: formNumber,
              actorId: officer.customId,
              reason: `Hostel accommodation, ${hostel.name}, Room ${found.room.roomNumber}, Bedspace ${found.bed.bedNumber}, ${periodTitle(period)}`,
            })
          : null;
      await insertFormVerification(tx, {
        code: randomBytes(18).toString('base64url'),
        kind: 'hostel',
        formNumber,
        studentId: customId,
        periodId,
      });
      const row = await moveApplication(tx, locked, 'allocate', officer.customId, {
        patch: {
          bedId: found.bed.id,
          costKobo: charges.costKobo,
          cautionFeeKobo: charges.cautionFeeKobo,
          totalKobo: charges.totalKobo,
          openingBalanceKobo: wallet.balanceKobo,
          closingBalanceKobo: walletAfterAllocation(wallet.balanceKobo, charges),
          formNumber,
          debitEntryId: entry?.id ?? null,
          allocatedBy: officer.customId,
          allocatedAt: deps.now(),
        },
        details: {
          hostel: hostel.name,
          room: found.room.roomNumber,
          bed: found.bed.bedNumber,
          total_kobo: charges.totalKobo,
          form_number: formNumber,
        },
      });
      return { row, fresh: true };
    });
  } catch (err) {
    // The last line of defence: the database refuses a second allocation of a bedspace in a period.
    if (uniqueViolationOf(err) === 'hostel_applications_period_bed_unique') throw bedTaken();
    throw err;
  }
  if (result.fresh) {
    const placement = await findBedWithRoom(deps.db, input.bed_id);
    notifyStep(
      deps,
      HOSTEL_MACHINE.transitions.allocate,
      profile.user,
      { period, room: placement?.room.roomNumber ?? '', bed: placement?.bed.bedNumber ?? '' },
      officer.customId,
    );
  }
  return done(result.row);
}

/** SMS from the process panel (1 to 100 characters), through the SMS interface. */
export function smsHostelStudent(deps: Deps, officer: UserRow, periodId: string, customId: string, message: string) {
  return sendDeskSms(deps, officer, message, async () => {
    const [application, student] = await Promise.all([
      findHostelApplication(deps.db, periodId, customId),
      studentOf(deps, customId),
    ]);
    if (!application) throw noApplication();
    return { entity: 'hostel-application', entityId: String(application.id), student };
  });
}

/**
 * Records that the porter or the bursar printed a Proof of Hostel Allocation (the first print of
 * each office is kept); other offices print without a record. Refused before completion.
 */
export function recordHostelPrint(deps: Deps, officer: UserRow, periodId: string, customId: string) {
  return recordPrint<HostelApplicationRow>(deps, officer, {
    machine: HOSTEL_MACHINE,
    offices: HOSTEL_PRINT_OFFICES,
    refuseEveryOffice: true,
    onLocked: (allowed, write) =>
      onLockedApplication(deps, periodId, customId, allowed, write).catch((err: unknown) => {
        if (err instanceof AppError && err.userMessage === HOSTEL_MESSAGES.wrongState) {
          throw new AppError('CONFLICT', HOSTEL_MESSAGES.notComplete);
        }
        throw err;
      }),
    stateOf: (a) => a.status,
    idOf: (a) => a.id,
    update: (tx, a, patch) => updateHostelApplication(tx, a.id, patch),
  });
}
