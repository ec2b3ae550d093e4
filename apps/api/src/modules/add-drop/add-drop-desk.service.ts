import {
  countAddDropsByPeriod,
  countAddDropsOfPeriod,
  findFormVerificationByForm,
  findPeriod,
  listAddDropsOfPeriod,
  listAuditTrail,
  listPeriods,
  lockPeriod,
  recordAudit,
  setPeriodDates,
  updateAddDrop,
  type AddDropRow,
  type UserRow,
} from '@portal/db';
import {
  ADD_DROP_HISTORY,
  ADD_DROP_MACHINE,
  ADD_DROP_MESSAGES,
  addDropFormTitle,
  addDropLogCsvRows as csvRowsOfLog,
  addDropQueueStatusesFor,
  canMove,
  currentPeriodOf,
  historyEntries,
  officeCan,
  PRINT_OFFICES,
  type CsvRows,
  sortPeriodsNewestFirst,
  toInternationalPhone,
  type AddDropDecisionInput,
  type AddDropFormResponse,
  type AddDropLogResponse,
  type AddDropPeriodListResponse,
  type AddDropPrintResponse,
  type AddDropQueueResponse,
  type AddDropStatus,
  MESSAGES,
} from '@portal/domain';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import type { NotifyDeps } from '../sms/index.js';
import { notifyStep, periodHeaderOf, recordPrint, sendDeskSms, verificationQr } from '../workflow/index.js';
import { loadAddDropContext, priceAddDropForm, type AddDropContext } from './add-drop-context.js';
import {
  addDropFormView,
  GROUP_CATEGORY_ORDER,
  groupAddDropRows,
  periodView,
  toAddDropSummary,
} from './add-drop-views.js';
import { moveAddDrop, noAddDrop, onLockedAddDrop } from './add-drop.service.js';

type Deps = Pick<ServiceDeps, 'db' | 'now'> & NotifyDeps;
type ReadDeps = Pick<ServiceDeps, 'db' | 'now'>;

/**
 * The staff period choosers (add/drop approval, add/drop log) and the period screen's dates:
 * every period with its add/drop status, dates and counts (two queries).
 */
export async function listAddDropPeriodsForStaff(deps: DbDeps): Promise<AddDropPeriodListResponse> {
  const [periods, counts] = await Promise.all([listPeriods(deps.db), countAddDropsByPeriod(deps.db)]);
  const countOf = new Map(counts.map((c) => [c.periodId, c]));
  return {
    items: sortPeriodsNewestFirst(periods).map((p) => ({
      ...periodView(p),
      awaiting_count: countOf.get(p.periodId)?.awaiting ?? 0,
      total: countOf.get(p.periodId)?.total ?? 0,
    })),
    current_period_id: currentPeriodOf(periods)?.periodId ?? null,
  };
}

/** The start and mid-semester dates of a period (offices that manage periods). */
export async function setSemesterDates(
  deps: DbDeps,
  officer: UserRow,
  periodId: string,
  input: { start_date: string | null; mid_semester_date: string | null },
) {
  return deps.db.transaction(async (tx) => {
    const period = await lockPeriod(tx, periodId);
    if (!period) throw notFound();
    const updated = await setPeriodDates(tx, periodId, {
      startDate: input.start_date,
      midSemesterDate: input.mid_semester_date,
    });
    await recordAudit(tx, {
      actorId: officer.customId,
      action: 'period.set-dates',
      entity: 'period',
      entityId: periodId,
      details: {
        from: { start_date: period.startDate, mid_semester_date: period.midSemesterDate },
        to: { start_date: input.start_date, mid_semester_date: input.mid_semester_date },
      },
    });
    return {
      message: ADD_DROP_MESSAGES.datesSaved,
      period_id: periodId,
      start_date: updated?.startDate ?? null,
      mid_semester_date: updated?.midSemesterDate ?? null,
    };
  });
}

/** /admin/awaiting-add-drop-approval/{periodId}: forms awaiting the dean, in five groups, one query. */
export async function addDropQueue(deps: DbDeps, officer: UserRow, periodId: string): Promise<AddDropQueueResponse> {
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  const statuses = addDropQueueStatusesFor(officer.adminPosition);
  const rows = statuses.length
    ? await listAddDropsOfPeriod(deps.db, { periodId, statuses, categoryOrder: GROUP_CATEGORY_ORDER })
    : [];
  return {
    period: periodHeaderOf(period),
    statuses,
    groups: groupAddDropRows(rows, officer.adminPosition),
    total: rows.length,
  };
}

export const ADD_DROP_LOG_PAGE_SIZE = 100;

/** /admin/add-drop-log/{periodId}: every add/drop of the period, one page, in the five groups. */
export async function addDropLog(
  deps: DbDeps,
  officer: UserRow,
  periodId: string,
  query: { page: number; q: string; status?: AddDropStatus | undefined },
): Promise<AddDropLogResponse> {
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  const statuses = query.status ? [query.status] : undefined;
  const [rows, total] = await Promise.all([
    listAddDropsOfPeriod(deps.db, {
      periodId,
      q: query.q,
      ...(statuses ? { statuses } : {}),
      categoryOrder: GROUP_CATEGORY_ORDER,
      limit: ADD_DROP_LOG_PAGE_SIZE,
      offset: (query.page - 1) * ADD_DROP_LOG_PAGE_SIZE,
    }),
    countAddDropsOfPeriod(deps.db, { periodId, q: query.q, ...(statuses ? { statuses } : {}) }),
  ]);
  return {
    period: periodHeaderOf(period),
    groups: groupAddDropRows(rows, officer.adminPosition),
    total,
    page: query.page,
    page_size: ADD_DROP_LOG_PAGE_SIZE,
  };
}

/** The whole add/drop log of a period as CSV rows (the route sends them as a file). */
export async function addDropLogCsvRows(
  deps: DbDeps,
  officer: UserRow,
  periodId: string,
  query: { q: string; status?: AddDropStatus | undefined },
): Promise<CsvRows> {
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  const rows = await listAddDropsOfPeriod(deps.db, {
    periodId,
    q: query.q,
    categoryOrder: GROUP_CATEGORY_ORDER,
    ...(query.status ? { statuses: [query.status] } : {}),
  });
  const formNumbers = new Map(rows.map((r) => [r.customId, r.formNumber]));
  return csvRowsOfLog(groupAddDropRows(rows, officer.adminPosition), (id) => formNumbers.get(id) ?? null);
}

async function requireContext(deps: DbDeps, periodId: string, customId: string) {
  const ctx = await loadAddDropContext(deps.db, periodId, customId);
  if (!ctx) throw noAddDrop();
  return ctx;
}

/** The admin add/drop form: the student's form plus the Process Form panel for this office. */
export async function getStaffAddDropForm(
  deps: ReadDeps,
  officer: UserRow,
  periodId: string,
  customId: string,
): Promise<AddDropFormResponse> {
  const ctx = await requireContext(deps, periodId, customId);
  const trail = await listAuditTrail(deps.db, 'add-drop', String(ctx.registration.id));
  const process: NonNullable<AddDropFormResponse['process']> = {
    phone_international: ctx.profile.user.phoneNumber ? toInternationalPhone(ctx.profile.user.phoneNumber) : null,
    can_decide: canMove(ADD_DROP_MACHINE, 'approve', ctx.addDrop.status, { office: officer.adminPosition }),
    can_sms: officeCan(officer.adminPosition, 'smsStudents'),
    history: historyEntries(trail, ADD_DROP_HISTORY),
  };
  return addDropFormView(ctx, deps.now(), { offered: [], process, viewerIsStudent: false });
}

/** Approve (→ incomplete: the student may submit) or disapprove (→ disapproved, re-forward allowed). */
export async function decideAddDrop(
  deps: Deps,
  officer: UserRow,
  periodId: string,
  customId: string,
  input: AddDropDecisionInput,
) {
  if (!officeCan(officer.adminPosition, 'approveAddDrops')) throw forbidden();
  const event = input.decision;
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  await onLockedAddDrop(
    deps,
    periodId,
    customId,
    (a) => canMove(ADD_DROP_MACHINE, event, a.status),
    (tx, a) =>
      moveAddDrop(tx, a, event, officer.customId, {
        patch: { comment: input.comment },
        details: { comment: input.comment },
      }),
  );
  notifyStep(deps, ADD_DROP_MACHINE.transitions[event], customId, { period, comment: input.comment }, officer.customId);
  return { message: event === 'approve' ? ADD_DROP_MESSAGES.approved : ADD_DROP_MESSAGES.disapproved };
}

/** SMS from the Process Form panel (1 to 100 characters), through the SMS interface. */
export function smsAddDropStudent(deps: Deps, officer: UserRow, periodId: string, customId: string, message: string) {
  return sendDeskSms(deps, officer, message, async () => {
    const ctx = await requireContext(deps, periodId, customId);
    return { entity: 'add-drop', entityId: String(ctx.registration.id), student: ctx.profile.user };
  });
}

/** The printable add/drop form with its QR code (completed add/drops only). */
export async function getAddDropPrint(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'now'>,
  periodId: string,
  customId: string,
): Promise<AddDropPrintResponse> {
  const ctx: AddDropContext | undefined = await loadAddDropContext(deps.db, periodId, customId);
  if (!ctx) throw noAddDrop();
  if (ctx.addDrop.status !== 'completed' || !ctx.addDrop.formNumber) {
    throw new AppError('CONFLICT', ADD_DROP_MESSAGES.notCompleted);
  }
  const { pricing } = priceAddDropForm(ctx, deps.now());
  const verification = await findFormVerificationByForm(deps.db, 'add-drop', ctx.addDrop.formNumber);
  if (!pricing || !verification) throw new AppError('INTERNAL', MESSAGES.formNotPrepared);
  const view = addDropFormView(ctx, deps.now(), { offered: [], process: null, viewerIsStudent: false });
  return {
    period: view.period,
    student: view.student,
    registration: view.registration,
    add_drop: view.add_drop,
    dropped: view.dropped,
    added: view.added,
    title: addDropFormTitle(ctx.registration.currentLevel),
    summary: toAddDropSummary(pricing),
    ...(await verificationQr(deps.config, verification.code)),
  };
}

/**
 * Records that an office printed a completed add/drop form (bursar, registrar, dean: the log's
 * Re-Print). Other offices print without a record. The first print of each office is kept.
 */
export function recordAddDropPrint(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  officer: UserRow,
  periodId: string,
  customId: string,
) {
  return recordPrint<AddDropRow>(deps, officer, {
    machine: ADD_DROP_MACHINE,
    offices: PRINT_OFFICES,
    refuseEveryOffice: false,
    onLocked: (allowed, write) => onLockedAddDrop(deps, periodId, customId, allowed, write),
    stateOf: (a) => a.status,
    idOf: (a) => a.registrationId,
    update: (tx, a, patch) => updateAddDrop(tx, a.registrationId, patch),
  });
}
