import { randomBytes } from 'node:crypto';
import {
  deleteAddDropChange,
  fileAddDropChange,
  findAddDrop,
  findCourse,
  findPeriod,
  findRegistration,
  insertAddDropChange,
  insertAddDropIfAbsent,
  insertEntry,
  insertFormVerification,
  isCourseRegistered,
  listAddDropChanges,
  listAddDropStatusesOfStudent,
  listOfferedCourses,
  listPeriods,
  listRegistrationsOfStudent,
  lockAddDrop,
  lockWallet,
  recordAudit,
  updateAddDrop,
  type AddDropRow,
  type Executor,
  type RegistrationRow,
  type Transaction,
  type UserRow,
} from '@portal/db';
import {
  ADD_DROP_MESSAGES,
  ADD_DROP_STATUS_LABELS,
  addDropDialogFor,
  ADD_DROP_MACHINE,
  addDropFormNumber,
  canDo,
  canMove,
  currentPeriodOf,
  recordedMark,
  REGISTRATION_STATUS_LABELS,
  sortPeriodsNewestFirst,
  yearsForLevel,
  type AddDropAction,
  type AddDropDialog,
  type AddDropEvent,
  type AddDropFormResponse,
  type AddDropPeriodsResponse,
  type AddDropStatus,
  type StartAddDropInput,
  periodTitle,
} from '@portal/domain';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import type { NotifyDeps } from '../sms/index.js';
import { moveForm, notifyStep, onLockedForm, periodSeasonOf } from '../workflow/index.js';
import { loadAddDropContext, markOn, priceAddDropForm, type AddDropContext } from './add-drop-context.js';
import { addDropFormView, isChangeable } from './add-drop-views.js';

type Deps = Pick<ServiceDeps, 'db' | 'now'> & NotifyDeps;
type ReadDeps = Pick<ServiceDeps, 'db' | 'now'>;

export const wrongState = () => new AppError('CONFLICT', ADD_DROP_MESSAGES.wrongState);
export const noAddDrop = () => new AppError('NOT_FOUND', ADD_DROP_MESSAGES.noAddDrop);
const closed = () => new AppError('CONFLICT', ADD_DROP_MESSAGES.closed);

const DIALOG_TEXT: Record<AddDropDialog, { title: string; message: string }> = {
  'not-registered': { title: ADD_DROP_MESSAGES.notRegisteredTitle, message: ADD_DROP_MESSAGES.notRegistered },
  'incomplete-registration': {
    title: ADD_DROP_MESSAGES.incompleteRegistrationTitle,
    message: ADD_DROP_MESSAGES.incompleteRegistration,
  },
  completed: { title: ADD_DROP_MESSAGES.completedTitle, message: ADD_DROP_MESSAGES.completed },
  closed: { title: 'Add/Drop Closed', message: ADD_DROP_MESSAGES.closed },
};

/** /student/add-drop-period: every period with the student's registration and add/drop (three queries). */
export async function listAddDropPeriods(deps: DbDeps, student: UserRow): Promise<AddDropPeriodsResponse> {
  const [periods, registrations, addDrops] = await Promise.all([
    listPeriods(deps.db),
    listRegistrationsOfStudent(deps.db, student.customId),
    listAddDropStatusesOfStudent(deps.db, student.customId),
  ]);
  const registrationOf = new Map(registrations.map((r) => [r.periodId, r]));
  const addDropOf = new Map(addDrops.map((a) => [a.periodId, a]));
  return {
    items: sortPeriodsNewestFirst(periods).map((p) => {
      const r = registrationOf.get(p.periodId);
      const a = addDropOf.get(p.periodId);
      const dialog = addDropDialogFor({
        registrationStatus: r?.status ?? null,
        addDropStatus: a?.status ?? null,
        periodAddDrop: p.addDropStatus,
      });
      return {
        ...periodSeasonOf(p),
        add_drop_status: p.addDropStatus,
        registration: r ? { status: r.status, status_label: REGISTRATION_STATUS_LABELS[r.status] } : null,
        add_drop: a
          ? { status: a.status, status_label: ADD_DROP_STATUS_LABELS[a.status], form_number: a.formNumber }
          : null,
        action: a ? 'continue' : p.addDropStatus === 'opened' ? 'start' : null,
        dialog,
        dialog_title: dialog ? DIALOG_TEXT[dialog].title : null,
        dialog_message: dialog ? DIALOG_TEXT[dialog].message : null,
      };
    }),
    current_period_id: currentPeriodOf(periods)?.periodId ?? null,
  };
}

/** The student's completed registration in a period, or the chooser's refusal as an error. */
async function requireCompletedRegistration(db: Executor, periodId: string, student: UserRow) {
  const [period, registration] = await Promise.all([
    findPeriod(db, periodId),
    findRegistration(db, periodId, student.customId),
  ]);
  if (!period) throw notFound();
  if (!registration) throw new AppError('CONFLICT', ADD_DROP_MESSAGES.notRegistered);
  if (registration.status !== 'completed') throw new AppError('CONFLICT', ADD_DROP_MESSAGES.incompleteRegistration);
  return { period, registration };
}

/**
 * Start add/drop: only for a completed registration, while the period's add/drop is opened;
 * one add/drop per registration (its key). Starting again answers the existing one.
 */
export async function startAddDrop(deps: Deps, student: UserRow, input: StartAddDropInput) {
  const periodId = input.period_id.trim();
  const { period, registration } = await requireCompletedRegistration(deps.db, periodId, student);
  const answer = (created: boolean) => ({
    message: ADD_DROP_MESSAGES.started,
    created,
    period_id: period.periodId,
    custom_id: student.customId,
  });
  if (await findAddDrop(deps.db, registration.id)) return answer(false);
  if (period.addDropStatus !== 'opened') throw closed();
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertAddDropIfAbsent(tx, { registrationId: registration.id, status: 'started' });
    if (!row) return false;
    await recordAudit(tx, {
      actorId: student.customId,
      action: 'add-drop.start',
      entity: 'add-drop',
      entityId: String(registration.id),
      details: { period_id: period.periodId, from: 'none', to: 'started' },
    });
    return true;
  });
  return answer(created);
}

/** The Add Course(s) years and their courses, only while the form may change. */
async function offeredCourses(db: Executor, ctx: AddDropContext): Promise<AddDropFormResponse['offered']> {
  if (!isChangeable(ctx)) return [];
  const years = yearsForLevel(ctx.registration.currentLevel);
  const mode = ctx.profile.user.modeOfStudy === 'virtual' ? 'virtual' : 'in_person';
  const rows = await listOfferedCourses(db, years, mode);
  const registered = new Set(ctx.courses.map((c) => c.code));
  const added = new Set(ctx.changes.filter((c) => c.action === 'add').map((c) => c.code));
  return years.map((year) => ({
    year,
    courses: rows
      .filter((c) => c.year === year)
      .map((c) => ({
        code: c.code,
        title: c.title,
        hours: c.hours,
        registered: registered.has(c.code),
        added: added.has(c.code),
      })),
  }));
}

async function requireContext(db: Executor, periodId: string, customId: string): Promise<AddDropContext> {
  const ctx = await loadAddDropContext(db, periodId, customId);
  if (!ctx) throw noAddDrop();
  return ctx;
}

/** The student's own add/drop form (one request for the whole screen). */
export async function getStudentAddDropForm(deps: ReadDeps, student: UserRow, periodId: string) {
  const ctx = await requireContext(deps.db, periodId, student.customId);
  return addDropFormView(ctx, deps.now(), {
    offered: await offeredCourses(deps.db, ctx),
    process: null,
    viewerIsStudent: true,
  });
}

/** The registration and add/drop of a student in a period (unlocked), or not found. */
async function findForms(db: Executor, periodId: string, customId: string) {
  const registration = await findRegistration(db, periodId, customId);
  if (!registration) throw noAddDrop();
  const addDrop = await findAddDrop(db, registration.id);
  if (!addDrop) throw noAddDrop();
  return { registration, addDrop };
}

/**
 * Runs a change on an add/drop: checks it on a first read (a quick, clear refusal), then again
 * on the add/drop row locked inside the transaction.
 */
export async function onLockedAddDrop<T>(
  deps: DbDeps,
  periodId: string,
  customId: string,
  allowed: (a: AddDropRow) => boolean,
  write: (tx: Transaction, a: AddDropRow, r: RegistrationRow) => Promise<T>,
): Promise<T> {
  const { registration, addDrop } = await findForms(deps.db, periodId, customId);
  const lock = (tx: Transaction) => lockAddDrop(tx, registration.id);
  return onLockedForm(deps.db, { before: addDrop, lock, missing: noAddDrop, wrongState }, allowed, (tx, a) =>
    write(tx, a, registration),
  );
}

/** Moves an add/drop along the transition table and records it (inside the caller's transaction). */
export function moveAddDrop(
  tx: Transaction,
  a: AddDropRow,
  event: AddDropEvent,
  actorId: string,
  extra: { patch?: Parameters<typeof updateAddDrop>[2]; details?: Record<string, unknown> } = {},
): Promise<AddDropRow> {
  const form = { id: a.registrationId, status: a.status, wrongState };
  const update = (status: AddDropStatus) => updateAddDrop(tx, a.registrationId, { ...extra.patch, status });
  return moveForm(tx, ADD_DROP_MACHINE, form, event, actorId, update, extra.details);
}

async function requireOpenPeriod(db: Executor, periodId: string) {
  const period = await findPeriod(db, periodId);
  if (!period) throw notFound();
  if (period.addDropStatus !== 'opened') throw closed();
  return period;
}

const normalizeCode = (raw: string) => raw.trim().replace(/\s+/g, ' ').toUpperCase();

/** What each kind of change needs of the course, and the refusals of filing or withdrawing it. */
const CHANGE_RULES = {
  add: {
    registered: false,
    wrongCourse: ADD_DROP_MESSAGES.alreadyRegistered,
    filedTwice: ADD_DROP_MESSAGES.alreadyAdded,
    notFiled: ADD_DROP_MESSAGES.notAdded,
  },
  drop: {
    registered: true,
    wrongCourse: ADD_DROP_MESSAGES.notRegisteredCourse,
    filedTwice: ADD_DROP_MESSAGES.alreadyDropped,
    notFiled: ADD_DROP_MESSAGES.notDropped,
  },
};

/** Files an add (of a course not registered) or a drop (of a registered one), once. */
const fileChange =
  (action: 'add' | 'drop') =>
  async (tx: Transaction, { registrationId }: AddDropRow, code: string) => {
    const rules = CHANGE_RULES[action];
    if ((await isCourseRegistered(tx, registrationId, code)) !== rules.registered) {
      throw new AppError('CONFLICT', rules.wrongCourse);
    }
    if (!(await insertAddDropChange(tx, { registrationId, courseCode: code, action }))) {
      throw new AppError('CONFLICT', rules.filedTwice);
    }
  };

/** Withdraws a filed add or drop. */
const withdrawChange =
  (action: 'add' | 'drop') =>
  async (tx: Transaction, { registrationId }: AddDropRow, code: string) => {
    if (!(await deleteAddDropChange(tx, registrationId, code, action))) {
      throw new AppError('NOT_FOUND', CHANGE_RULES[action].notFiled);
    }
  };

/** A change of courses by the student (add, remove an added course, drop, undo a drop). */
async function changeCourses(
  deps: Deps,
  student: UserRow,
  periodId: string,
  action: AddDropAction,
  code: string,
  write: (tx: Transaction, a: AddDropRow, code: string) => Promise<void>,
) {
  await requireOpenPeriod(deps.db, periodId);
  await onLockedAddDrop(
    deps,
    periodId,
    student.customId,
    (a) => canDo(ADD_DROP_MACHINE, action, a.status),
    async (tx, a) => {
      await write(tx, a, code);
      await recordAudit(tx, {
        actorId: student.customId,
        action: `add-drop.${action}`,
        entity: 'add-drop',
        entityId: String(a.registrationId),
        details: { course_code: code },
      });
    },
  );
}

/** Add Course(s): a course of the years the level reveals, for the student's mode, not registered, once. */
export async function addCourse(deps: Deps, student: UserRow, periodId: string, rawCode: string) {
  const code = normalizeCode(rawCode);
  const [registration, course] = await Promise.all([
    findRegistration(deps.db, periodId, student.customId),
    findCourse(deps.db, code),
  ]);
  if (!registration) throw noAddDrop();
  const mode = student.modeOfStudy === 'virtual' ? 'virtual' : 'in_person';
  const offered =
    course &&
    course.status === 'available' &&
    (course.audience === 'both' || course.audience === mode) &&
    yearsForLevel(registration.currentLevel).includes(course.year);
  if (!offered) throw new AppError('VALIDATION', ADD_DROP_MESSAGES.courseUnavailable);
  await changeCourses(deps, student, periodId, 'add-course', code, fileChange('add'));
  return { message: ADD_DROP_MESSAGES.added };
}

/** Remove an added course (only while started or disapproved). */
export async function removeAddedCourse(deps: Deps, student: UserRow, periodId: string, rawCode: string) {
  await changeCourses(deps, student, periodId, 'remove-added', normalizeCode(rawCode), withdrawChange('add'));
  return { message: ADD_DROP_MESSAGES.removed };
}

/** Drop a registered course: it is marked To be Dropped (the registration's picks are kept). */
export async function dropCourse(deps: Deps, student: UserRow, periodId: string, rawCode: string) {
  await changeCourses(deps, student, periodId, 'drop-course', normalizeCode(rawCode), fileChange('drop'));
  return { message: ADD_DROP_MESSAGES.dropped };
}

/** Undo a drop (only while started or disapproved). */
export async function undoDrop(deps: Deps, student: UserRow, periodId: string, rawCode: string) {
  await changeCourses(deps, student, periodId, 'undo-drop', normalizeCode(rawCode), withdrawChange('drop'));
  return { message: ADD_DROP_MESSAGES.undone };
}

/**
 * For Approval: at least one change. Forwarding files the form: each drop not filed before gets
 * its mark from today's date (free, W or WF) and keeps it (decision 0015).
 */
export async function forwardAddDrop(deps: Deps, student: UserRow, periodId: string) {
  const period = await requireOpenPeriod(deps.db, periodId);
  const now = deps.now();
  await onLockedAddDrop(
    deps,
    periodId,
    student.customId,
    (a) => canMove(ADD_DROP_MACHINE, 'forward', a.status),
    async (tx, a) => {
      const changes = await listAddDropChanges(tx, a.registrationId);
      if (changes.length === 0) throw new AppError('VALIDATION', ADD_DROP_MESSAGES.noChanges);
      const mark = markOn(period, now);
      const filed: Record<string, string> = {};
      for (const c of changes) {
        if (c.action !== 'drop' || c.filedAt) continue;
        await fileAddDropChange(tx, a.registrationId, c.code, recordedMark(mark), now);
        filed[c.code] = mark;
      }
      return moveAddDrop(tx, a, 'forward', student.customId, {
        details: {
          added: changes.filter((c) => c.action === 'add').map((c) => c.code),
          dropped: changes.filter((c) => c.action === 'drop').map((c) => c.code),
          marks_filed: filed,
        },
      });
    },
  );
  notifyStep(deps, ADD_DROP_MACHINE.transitions.forward, student, { period });
  return { message: ADD_DROP_MESSAGES.forwarded };
}

/**
 * Submit & Print: in one transaction, one ledger entry of kind add/drop for the net amount
 * (dropped credit − added fees; none when it is zero), its reference the form number (unique
 * for form entries), the balances, the priced form and the form number stored, status completed.
 * Allowed when wallet + dropped credit covers the added fees. A repeated submit answers the
 * completed form and changes nothing.
 */
export async function submitAddDrop(deps: Deps, student: UserRow, periodId: string) {
  const { registration, addDrop: before } = await findForms(deps.db, periodId, student.customId);
  if (before.status === 'completed') return submitAnswer(before);
  if (!canMove(ADD_DROP_MACHINE, 'submit', before.status)) throw wrongState();
  const now = deps.now();

  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockAddDrop(tx, registration.id);
    if (!locked) throw noAddDrop();
    if (locked.status === 'completed') return { row: locked, done: true };
    if (!canMove(ADD_DROP_MACHINE, 'submit', locked.status)) throw wrongState();
    const wallet = await lockWallet(tx, student.customId, 'portal');
    if (!wallet) throw new AppError('CONFLICT', ADD_DROP_MESSAGES.noAddDrop);
    const ctx = await loadAddDropContext(tx, periodId, student.customId, { registration, addDrop: locked });
    if (!ctx) throw noAddDrop();
    const { pricing, error } = priceAddDropForm({ ...ctx, walletKobo: wallet.balanceKobo }, now);
    if (!pricing) throw new AppError('CONFLICT', error ?? ADD_DROP_MESSAGES.noCourseFee);
    if (!pricing.isCovered) throw new AppError('CONFLICT', ADD_DROP_MESSAGES.insufficientWallet);
    const formNumber = addDropFormNumber(ctx.period, ctx.profile.user.username);
    const entry =
      pricing.netKobo !== 0
        ? await insertEntry(tx, {
            walletId: wallet.id,
            kind: 'add/drop',
            amountKobo: pricing.netKobo,
            reference: formNumber,
            actorId: student.customId,
            reason: `Add/Drop, ${periodTitle(ctx.period)}`,
          })
        : null;
    await insertFormVerification(tx, {
      code: randomBytes(18).toString('base64url'),
      kind: 'add-drop',
      formNumber,
      studentId: student.customId,
      periodId,
    });
    const row = await moveAddDrop(tx, locked, 'submit', student.customId, {
      patch: {
        openingBalanceKobo: wallet.balanceKobo,
        // Priced on the locked wallet: the domain's wallet + dropped credit − added fees.
        closingBalanceKobo: pricing.closingBalanceKobo,
        addedKobo: pricing.addedKobo,
        droppedCreditKobo: pricing.droppedCreditKobo,
        netKobo: pricing.netKobo,
        formNumber,
        entryId: entry?.id ?? null,
        pricing: pricing as unknown as Record<string, unknown>,
        completedAt: now,
      },
      details: { net_kobo: pricing.netKobo, form_number: formNumber },
    });
    return { row, done: false };
  });
  if (!result.done) {
    const period = await findPeriod(deps.db, periodId);
    notifyStep(deps, ADD_DROP_MACHINE.transitions.submit, student, {
      period: period ?? 'the semester',
      formNumber: result.row.formNumber,
    });
  }
  return submitAnswer(result.row);
}

function submitAnswer(a: AddDropRow) {
  return {
    message: ADD_DROP_MESSAGES.submitted,
    form_number: a.formNumber ?? '',
    status: a.status as AddDropStatus,
  };
}
