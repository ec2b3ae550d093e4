import {
  changeRegistrationCourse,
  findCourse,
  findStudentProfile,
  insertRegistrationAudited,
  listPeriods,
  listRegistrationsOfStudent,
  readRegistrationStart,
  moveRegistrationWith,
  transitionRegistration,
  type ChargeSnapshotLine,
  type Executor,
  type RegistrationRow,
  type Transaction,
  type UserRow,
} from '@portal/db';
import {
  affiliationOptions,
  canDo,
  canMove,
  chargeItemsFor,
  currentPeriodOf,
  isRegistrationOpenFor,
  levelsOf,
  openPeriodsNote,
  programmeLevel,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  stateAfter,
  sortPeriodsNewestFirst,
  sumKobo,
  yearsForLevel,
  type ProgrammeCategory,
  type RegistrationFormResponse,
  type RegistrationPeriodsResponse,
  type StartRegistrationInput,
  PROGRAMME_CATEGORY_NAMES,
  REGISTRATION_MACHINE,
  checkFormFields,
  MESSAGES,
} from '@portal/domain';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import type { NotifyDeps } from '../sms/index.js';
import { notifyStep, periodSeasonOf } from '../workflow/index.js';
import {
  loadFormContext,
  modeOf,
  readFormPieces,
  type FormContext,
  type KnownForForm,
} from './registration-context.js';
import { formView, isOpenForStudent } from './registration-views.js';

type Deps = Pick<ServiceDeps, 'db' | 'now'> & NotifyDeps;

export const wrongState = () => new AppError('CONFLICT', REGISTRATION_MESSAGES.wrongState);
export const noRegistration = () => new AppError('NOT_FOUND', REGISTRATION_MESSAGES.noRegistration);

/** /student/semester-registration-period: periods, the student's registration in each, start options. */
export async function listRegistrationPeriods(deps: DbDeps, student: UserRow): Promise<RegistrationPeriodsResponse> {
  const [periods, profile, mine] = await Promise.all([
    listPeriods(deps.db),
    findStudentProfile(deps.db, student.customId),
    listRegistrationsOfStudent(deps.db, student.customId),
  ]);
  const current = currentPeriodOf(periods);
  const byPeriod = new Map(mine.map((r) => [r.periodId, r]));
  const category = profile?.student?.programmeCategory ?? null;
  const openPeriod = current && current.registrationStatus === 'opened' ? current : null;
  return {
    items: sortPeriodsNewestFirst(periods).map((p) => {
      const r = byPeriod.get(p.periodId);
      return {
        ...periodSeasonOf(p),
        registration_status: p.registrationStatus,
        is_open: isRegistrationOpenFor(
          { registrationStatus: p.registrationStatus, isCurrent: p.periodId === current?.periodId },
          student.modeOfStudy,
        ),
        registration: r
          ? { status: r.status, status_label: REGISTRATION_STATUS_LABELS[r.status], form_number: r.formNumber }
          : null,
      };
    }),
    current_period_id: current?.periodId ?? null,
    department_missing: !profile?.student?.department,
    programme_category: category,
    levels: category ? [...levelsOf(category)] : [],
    affiliation_options: category ? [...affiliationOptions(category)] : ['no'],
    affiliation_fee_kobo: openPeriod?.affiliationFeeKobo ?? current?.affiliationFeeKobo ?? 0,
    open_periods_note: openPeriodsNote(student.modeOfStudy),
  };
}

/**
 * The seminary charges that apply to a student, as a snapshot (Departmental from its own table),
 * from the rows read for both levels. A department without an amount on Manage Departmental
 * Charges ('-') is charged no Departmental item: a student pays only what a screen shows and
 * staff can change (issue 27 §1, docs/decisions/0018).
 */
function chargeSnapshot(args: {
  category: ProgrammeCategory;
  mode: 'in_person' | 'virtual';
  charges: Array<{ level: string; item: string; amountKobo: number }>;
  departmental: Array<{ level: string; amountKobo: number }>;
}): ChargeSnapshotLine[] {
  const level = programmeLevel(args.category) === 'UG' ? 'undergraduate' : 'postgraduate';
  const amounts = new Map(args.charges.filter((r) => r.level === level).map((r) => [r.item, r.amountKobo]));
  const departmental = args.departmental.find((d) => d.level === level)?.amountKobo;
  if (departmental === undefined) amounts.delete('Departmental');
  else amounts.set('Departmental', departmental);
  // In the spec's order of items; items without an amount for this table are not charged.
  return chargeItemsFor(args.mode)
    .filter((item) => amounts.has(item))
    .map((item) => ({ item, amountKobo: amounts.get(item)! }));
}

/**
 * Start Registration: one registration per student per period (constraint); the charges are
 * snapshotted now, so later edits of the charge tables do not change it. Starting again
 * answers the existing registration (a repeated click loses nothing).
 */
export async function startRegistration(
  deps: Deps,
  student: UserRow,
  input: StartRegistrationInput & { affiliation: 'yes' | 'no' },
) {
  const mode = modeOf(student.modeOfStudy);
  // One statement, the charge tables included (both levels: the level comes from the student
  // record read in the same statement).
  const read = await readRegistrationStart(deps.db, input.period_id, student.customId, {
    studentType: input.fresh_returning,
    mode,
  });
  const { periods, profile, registration: existing, charges: chargeRows, departmental } = read;
  const period = periods.find((p) => p.periodId === input.period_id);
  if (!period) throw notFound();
  const record = profile?.student;
  if (!record) throw new AppError('CONFLICT', REGISTRATION_MESSAGES.createFailed);
  if (!record.department) throw new AppError('CONFLICT', REGISTRATION_MESSAGES.departmentMissing);
  if (existing) return startAnswer(false, period.periodId, student.customId);
  const isCurrent = currentPeriodOf(periods)?.periodId === period.periodId;
  if (!isRegistrationOpenFor({ registrationStatus: period.registrationStatus, isCurrent }, student.modeOfStudy)) {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.registrationClosed);
  }
  const category = record.programmeCategory as ProgrammeCategory;
  if (!levelsOf(category).includes(input.current_level)) {
    throw new AppError('VALIDATION', checkFormFields([`current_level: ${MESSAGES.invalid}`]));
  }
  if (!affiliationOptions(category).includes(input.affiliation)) {
    throw new AppError('VALIDATION', checkFormFields([`affiliation: ${MESSAGES.invalid}`]));
  }
  const charges = chargeSnapshot({ category, mode, charges: chargeRows, departmental });
  // One statement: the registration (once: unique per student and period) and its audit entry.
  const created = await insertRegistrationAudited(
    deps.db,
    {
      periodId: period.periodId,
      studentId: student.customId,
      freshReturning: input.fresh_returning,
      currentLevel: input.current_level,
      affiliation: input.affiliation,
      charges,
    },
    {
      actorId: student.customId,
      action: 'registration.start',
      details: {
        period_id: period.periodId,
        fresh_returning: input.fresh_returning,
        current_level: input.current_level,
        affiliation: input.affiliation,
        charges_total_kobo: sumKobo(charges.map((c) => c.amountKobo)),
      },
    },
  );
  return startAnswer(created, period.periodId, student.customId);
}

function startAnswer(created: boolean, periodId: string, customId: string) {
  return {
    message: created ? REGISTRATION_MESSAGES.started : REGISTRATION_MESSAGES.alreadyStarted,
    created,
    period_id: periodId,
    custom_id: customId,
  };
}

/** The offered courses by year (the year buttons), only while courses may be picked. */
function offeredCourses(ctx: FormContext): RegistrationFormResponse['offered'] {
  if (!ctx.offered || !canDo(REGISTRATION_MACHINE, 'pick-course', ctx.registration.status) || !isOpenForStudent(ctx))
    return [];
  const rows = ctx.offered;
  const picked = new Set(ctx.courses.map((c) => c.code));
  return yearsForLevel(ctx.registration.currentLevel).map((year) => ({
    year,
    courses: rows
      .filter((c) => c.year === year)
      .map((c) => ({ code: c.code, title: c.title, hours: c.hours, picked: picked.has(c.code) })),
  }));
}

/**
 * The student's own form (one request for the whole screen). `known` passes what the request
 * has already read, so a change answers the new form without reading it twice.
 */
export async function getStudentForm(deps: DbDeps, student: UserRow, periodId: string, known: KnownForForm = {}) {
  const ctx = await loadFormContext(deps.db, periodId, student.customId, known, { offeredFor: student.modeOfStudy });
  if (!ctx) throw noRegistration();
  return formView(ctx, { offered: offeredCourses(ctx), process: null, viewerIsStudent: true });
}

/**
 * What every change to a student's own form reads first, in one round of queries at once: the
 * whole form (periods — is registration open for this student? —, the registration, the student,
 * courses, rates, fees, wallet and the courses offered), so the answer needs no second read.
 */
async function openFormOf(db: Executor, periodId: string, student: UserRow, extra?: () => Promise<unknown>) {
  const [pieces, extraResult] = await Promise.all([
    readFormPieces(db, periodId, student.customId, {}, student.modeOfStudy),
    extra ? extra() : Promise.resolve(undefined),
  ]);
  const { periods, registration } = pieces;
  const period = periods.find((p) => p.periodId === periodId);
  if (!period) throw notFound();
  const isCurrent = currentPeriodOf(periods)?.periodId === periodId;
  if (!isRegistrationOpenFor({ registrationStatus: period.registrationStatus, isCurrent }, student.modeOfStudy)) {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.registrationClosed);
  }
  return { period, registration, pieces, extra: extraResult };
}

const statusesAllowing = (action: 'pick-course' | 'remove-course') =>
  REGISTRATION_STATUSES.filter((status) => canDo(REGISTRATION_MACHINE, action, status));

/**
 * Adds or removes a course in one statement (lock, status check, change, audit: one round trip),
 * then answers the new form, reusing what was read before the change.
 */
async function changeCourse(
  deps: Deps,
  student: UserRow,
  periodId: string,
  code: string,
  op: 'add' | 'remove',
  open: Awaited<ReturnType<typeof openFormOf>>,
) {
  const action = op === 'add' ? 'pick-course' : 'remove-course';
  const { registration } = open;
  if (!registration) throw noRegistration();
  if (!canDo(REGISTRATION_MACHINE, action, registration.status)) throw wrongState();
  const result = await changeRegistrationCourse(deps.db, {
    op,
    periodId,
    studentId: student.customId,
    courseCode: code,
    editableStatuses: statusesAllowing(action),
    audit: { actorId: student.customId, action: `registration.${action}`, details: { course_code: code } },
  });
  if (!result) throw noRegistration();
  if (!canDo(REGISTRATION_MACHINE, action, result.status)) throw wrongState();
  if (!result.changed) {
    throw op === 'add'
      ? new AppError('CONFLICT', REGISTRATION_MESSAGES.alreadyPicked)
      : new AppError('NOT_FOUND', REGISTRATION_MESSAGES.notPicked);
  }
  // The form as it is now (the statement answers the courses after the change), so the screen
  // needs no second request and this one no further query.
  return getStudentForm(deps, student, periodId, {
    ...open.pieces,
    registration: { ...registration, status: result.status },
    courses: result.courses,
  });
}

/** The years each level may take (the domain's table), as data for the one-statement pick. */
const LEVEL_YEARS: Record<string, readonly number[]> = Object.fromEntries(
  PROGRAMME_CATEGORY_NAMES.flatMap((category) => levelsOf(category)).map((level) => [level, yearsForLevel(level)]),
);

/**
 * Picks a course: offered to the student's level and mode, once (primary key), while editable.
 * The common case is one statement: while the period's registration is opened, it checks the
 * offer and the state on the locked row, adds the course, audits and reads the form. When that
 * does not apply (registration closed for everyone but a virtual student, a course not offered,
 * a form not editable, a course already picked…), nothing was written and the careful path
 * below decides, with the domain's rules and their messages.
 */
export async function pickCourse(deps: Deps, student: UserRow, periodId: string, rawCode: string) {
  const code = rawCode.trim().replace(/\s+/g, ' ').toUpperCase();
  const mode = modeOf(student.modeOfStudy);
  const quick = await changeRegistrationCourse(deps.db, {
    op: 'add',
    periodId,
    studentId: student.customId,
    courseCode: code,
    editableStatuses: statusesAllowing('pick-course'),
    audit: { actorId: student.customId, action: 'registration.pick-course', details: { course_code: code } },
    fast: { mode, levelYears: LEVEL_YEARS },
  });
  if (quick?.changed && quick.form?.registration) {
    const form = await getStudentForm(deps, student, periodId, {
      ...quick.form,
      profile: quick.form.profile as KnownForForm['profile'],
      registration: { ...quick.form.registration, status: quick.status },
      courses: quick.courses,
    });
    return { message: REGISTRATION_MESSAGES.picked, form };
  }
  const open = await openFormOf(deps.db, periodId, student, () => findCourse(deps.db, code));
  const course = open.extra as Awaited<ReturnType<typeof findCourse>>;
  if (!open.registration) throw noRegistration();
  const offered =
    course &&
    course.status === 'available' &&
    (course.audience === 'both' || course.audience === mode) &&
    yearsForLevel(open.registration.currentLevel).includes(course.year);
  if (!offered) throw new AppError('VALIDATION', REGISTRATION_MESSAGES.courseUnavailable);
  const form = await changeCourse(deps, student, periodId, code, 'add', open);
  return { message: REGISTRATION_MESSAGES.picked, form };
}

export async function removeCourse(deps: Deps, student: UserRow, periodId: string, rawCode: string) {
  const code = rawCode.trim().replace(/\s+/g, ' ').toUpperCase();
  const open = await openFormOf(deps.db, periodId, student);
  const form = await changeCourse(deps, student, periodId, code, 'remove', open);
  return { message: REGISTRATION_MESSAGES.removed, form };
}

/**
 * Moves a registration along the transition table inside the caller's transaction, with its
 * audit record and, when given, its ledger entry and verification code: one statement.
 */
export async function moveRegistration(
  tx: Transaction,
  r: RegistrationRow,
  event: keyof typeof REGISTRATION_MACHINE.transitions,
  actorId: string,
  extra: {
    patch?: Parameters<typeof moveRegistrationWith>[1]['patch'];
    details?: Record<string, unknown>;
    entry?: Parameters<typeof moveRegistrationWith>[1]['entry'];
    linkDebit?: boolean;
    verification?: Parameters<typeof moveRegistrationWith>[1]['verification'];
  } = {},
): Promise<RegistrationRow> {
  const to = stateAfter(REGISTRATION_MACHINE, event, r.status);
  if (!to) throw wrongState();
  const patch = { ...extra.patch, status: to };
  const { entryId } = await moveRegistrationWith(tx, {
    id: r.id,
    patch,
    audit: {
      actorId,
      action: `registration.${event}`,
      entity: 'registration',
      entityId: String(r.id),
      details: { from: r.status, to, ...extra.details },
    },
    entry: extra.entry ?? null,
    linkDebit: extra.linkDebit ?? false,
    ...(extra.verification ? { verification: extra.verification } : {}),
  });
  return { ...r, ...patch, ...(extra.linkDebit ? { debitEntryId: entryId } : {}), updatedAt: new Date() };
}

/** For Approval: forward to the DPAA's office (at least one course). */
export async function forwardRegistration(deps: Deps, student: UserRow, periodId: string) {
  // The common case in one statement (period opened, state and courses checked on the locked
  // row, moved, audited, the form read); otherwise nothing was written and the careful path decides.
  const forward = REGISTRATION_MACHINE.transitions.forward;
  const to = forward.to;
  // The move both paths ask for; the quick one also reads the form back (`fast`).
  const transition = {
    periodId,
    studentId: student.customId,
    fromStatuses: forward.from,
    to,
    requireCourses: true,
    audit: { actorId: student.customId, action: 'registration.forward' },
  };
  const quick = await transitionRegistration(deps.db, {
    ...transition,
    fast: { offeredMode: modeOf(student.modeOfStudy) },
  });
  if (quick?.moved && quick.form?.registration) {
    const period = quick.form.periods.find((p) => p.periodId === periodId);
    if (period) {
      notifyStep(deps, forward, student, { period });
    }
    const form = await getStudentForm(deps, student, periodId, {
      ...quick.form,
      profile: quick.form.profile as KnownForForm['profile'],
      registration: { ...quick.form.registration, status: to },
    });
    return { message: REGISTRATION_MESSAGES.forwarded, form };
  }
  const open = await openFormOf(deps.db, periodId, student);
  const before = open.registration;
  if (!before) throw noRegistration();
  if (!canMove(REGISTRATION_MACHINE, 'forward', before.status)) throw wrongState();
  // One statement: lock, state and course checks, move, audit.
  const moved = await transitionRegistration(deps.db, transition);
  if (!moved) throw noRegistration();
  if (!moved.moved) {
    if (!canMove(REGISTRATION_MACHINE, 'forward', moved.status)) throw wrongState();
    throw new AppError('VALIDATION', REGISTRATION_MESSAGES.noCourses);
  }
  notifyStep(deps, forward, student, { period: open.period });
  // Forwarding changes no course: the form read before answers, with the new status.
  const form = await getStudentForm(deps, student, periodId, {
    ...open.pieces,
    registration: { ...before, status: to },
  });
  return { message: REGISTRATION_MESSAGES.forwarded, form };
}
