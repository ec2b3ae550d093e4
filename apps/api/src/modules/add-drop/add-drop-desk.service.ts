import QRCode from 'qrcode';
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
  ADD_DROP_MESSAGES,
  addDropFormTitle,
  addDropQueueStatusesFor,
  canActOnAddDrop,
  canTransitionAddDrop,
  currentPeriodOf,
  officeCan,
  sortPeriodsNewestFirst,
  toInternationalPhone,
  type AddDropDecisionInput,
  type AddDropFormResponse,
  type AddDropLogResponse,
  type AddDropPeriodListResponse,
  type AddDropPrintResponse,
  type AddDropQueueResponse,
  type AddDropStatus,
  type PrintOffice,
} from '@portal/domain';
import { csvLine } from '../../lib/csv.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { notifyStudent, notifyStudentById, type NotifyDeps } from '../sms/index.js';
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

const short = (p: { semester: string; session: string }) => `${p.semester} ${p.session}`;
const periodHead = (p: { periodId: string; semester: string; session: string }) => ({
  period_id: p.periodId,
  semester: p.semester,
  session: p.session,
});

/**
 * The staff period choosers (add/drop approval, add/drop log) and the period screen's dates:
 * every period with its add/drop status, dates and counts (two queries).
 */
export async function listAddDropPeriodsForStaff(deps: Pick<ServiceDeps, 'db'>): Promise<AddDropPeriodListResponse> {
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
  deps: Pick<ServiceDeps, 'db'>,
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
export async function addDropQueue(
  deps: Pick<ServiceDeps, 'db'>,
  officer: UserRow,
  periodId: string,
): Promise<AddDropQueueResponse> {
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  const statuses = addDropQueueStatusesFor(officer.adminPosition);
  const rows = statuses.length
    ? await listAddDropsOfPeriod(deps.db, { periodId, statuses, categoryOrder: GROUP_CATEGORY_ORDER })
    : [];
  return {
    period: periodHead(period),
    statuses,
    groups: groupAddDropRows(rows, officer.adminPosition),
    total: rows.length,
  };
}

export const ADD_DROP_LOG_PAGE_SIZE = 100;

/** /admin/add-drop-log/{periodId}: every add/drop of the period, one page, in the five groups. */
export async function addDropLog(
  deps: Pick<ServiceDeps, 'db'>,
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
    period: periodHead(period),
    groups: groupAddDropRows(rows, officer.adminPosition),
    total,
    page: query.page,
    page_size: ADD_DROP_LOG_PAGE_SIZE,
  };
}

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

/** The whole add/drop log of a period as CSV (with a byte-order mark so spreadsheets read UTF-8). */
export async function addDropLogCsv(
  deps: Pick<ServiceDeps, 'db'>,
  officer: UserRow,
  periodId: string,
  query: { q: string; status?: AddDropStatus | undefined },
): Promise<string> {
  const period = await findPeriod(deps.db, periodId);
  if (!period) throw notFound();
  const rows = await listAddDropsOfPeriod(deps.db, {
    periodId,
    q: query.q,
    categoryOrder: GROUP_CATEGORY_ORDER,
    ...(query.status ? { statuses: [query.status] } : {}),
  });
  const lines = ['\uFEFF' + csvLine(ADD_DROP_LOG_CSV_HEADER)];
  const formNumbers = new Map(rows.map((r) => [r.customId, r.formNumber]));
  for (const { group, rows: groupRows } of groupAddDropRows(rows, officer.adminPosition)) {
    for (const r of groupRows) {
      lines.push(
        csvLine([
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
          formNumbers.get(r.custom_id) ?? null,
        ]),
      );
    }
  }
  return lines.join('');
}

function actorLabel(row: Awaited<ReturnType<typeof listAuditTrail>>[number]): string {
  if (!row.actorRole) return 'System';
  if (row.actorRole === 'student') return 'Student';
  const name = [row.actorTitle, row.actorFirstName, row.actorSurname].filter(Boolean).join(' ');
  return row.actorRole === 'admin' ? `${name} (${row.actorPosition})` : name;
}

const HISTORY_LABELS: Record<string, string> = {
  'add-drop.start': 'Started',
  'add-drop.forward': "Forwarded to the DPAA's Office",
  'add-drop.approve': 'Approved',
  'add-drop.disapprove': 'Disapproved',
  'add-drop.submit': 'Submitted and completed',
  'add-drop.sms': 'SMS sent',
  'add-drop.print': 'Printed',
};

async function requireContext(deps: Pick<ServiceDeps, 'db'>, periodId: string, customId: string) {
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
    can_decide:
      officeCan(officer.adminPosition, 'approveAddDrops') && canTransitionAddDrop('approve', ctx.addDrop.status),
    can_sms: officeCan(officer.adminPosition, 'smsStudents'),
    history: trail
      .filter((t) => t.action in HISTORY_LABELS)
      .map((t) => ({
        at: t.at.toISOString(),
        action: HISTORY_LABELS[t.action]!,
        by: actorLabel(t),
        comment: typeof t.details.comment === 'string' ? t.details.comment : null,
      })),
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
    (a) => canTransitionAddDrop(event, a.status),
    (tx, a) =>
      moveAddDrop(tx, a, event, officer.customId, {
        patch: { comment: input.comment },
        details: { comment: input.comment },
      }),
  );
  notifyStudentById(
    deps,
    customId,
    event === 'approve'
      ? `Your Add/Drop form (${short(period)}) was approved. Log in to submit and print it.`
      : `Your Add/Drop form (${short(period)}) was disapproved: ${input.comment}`,
    `add-drop-${event}d`,
    officer.customId,
  );
  return { message: event === 'approve' ? ADD_DROP_MESSAGES.approved : ADD_DROP_MESSAGES.disapproved };
}

/** SMS from the Process Form panel (1 to 100 characters), through the SMS interface. */
export async function smsAddDropStudent(
  deps: Deps,
  officer: UserRow,
  periodId: string,
  customId: string,
  message: string,
) {
  if (!officeCan(officer.adminPosition, 'smsStudents')) throw forbidden();
  const ctx = await requireContext(deps, periodId, customId);
  if (!ctx.profile.user.phoneNumber) throw new AppError('CONFLICT', 'This student has no phone number on record.');
  await recordAudit(deps.db, {
    actorId: officer.customId,
    action: 'add-drop.sms',
    entity: 'add-drop',
    entityId: String(ctx.registration.id),
    details: { length: message.length },
  });
  notifyStudent(deps, ctx.profile.user, message, 'staff-message', officer.customId);
  return { message: 'Action was Successful!' };
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
  if (!pricing || !verification) throw new AppError('INTERNAL', 'The printed form could not be prepared.');
  const view = addDropFormView(ctx, deps.now(), { offered: [], process: null, viewerIsStudent: false });
  const verificationUrl = `${deps.config.APP_URL.replace(/\/$/, '')}/verify/${verification.code}`;
  const svg = await QRCode.toString(verificationUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    period: view.period,
    student: view.student,
    registration: view.registration,
    add_drop: view.add_drop,
    dropped: view.dropped,
    added: view.added,
    title: addDropFormTitle(ctx.registration.currentLevel),
    summary: toAddDropSummary(pricing),
    verification_url: verificationUrl,
    qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

const PRINT_COLUMNS = {
  bursar: 'printedByBursarAt',
  registrar: 'printedByRegistrarAt',
  dean: 'printedByDeanAt',
} as const satisfies Record<PrintOffice, keyof AddDropRow>;

/**
 * Records that an office printed a completed add/drop form (bursar, registrar, dean: the log's
 * Re-Print). Other offices print without a record. The first print of each office is kept.
 */
export async function recordAddDropPrint(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  officer: UserRow,
  periodId: string,
  customId: string,
) {
  const position = officer.adminPosition as PrintOffice | null;
  if (!position || !(position in PRINT_COLUMNS)) return { message: 'Action was Successful!', recorded: false };
  const column = PRINT_COLUMNS[position];
  const recorded = await onLockedAddDrop(
    deps,
    periodId,
    customId,
    (a) => canActOnAddDrop('print', a.status),
    async (tx, a) => {
      if (a[column]) return false;
      await updateAddDrop(tx, a.registrationId, { [column]: deps.now() });
      await recordAudit(tx, {
        actorId: officer.customId,
        action: 'add-drop.print',
        entity: 'add-drop',
        entityId: String(a.registrationId),
        details: { office: position },
      });
      return true;
    },
  );
  return { message: 'Action was Successful!', recorded };
}
