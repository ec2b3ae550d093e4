import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  changeRegistrationCourse,
  completeRegistrationIfUnchanged,
  countRegistrationCourses,
  deleteRegistrationCourse,
  enterLedgerBalanceAsExpected,
  findCourse,
  findPeriod,
  findRegistration,
  findWallet,
  insertCoursesIfAbsent,
  insertEntry,
  insertPeriodIfAbsent,
  insertRegistrationAudited,
  insertRegistrationCourse,
  insertRegistrationIfAbsent,
  insertStudentWallets,
  lockRegistration,
  lockRegistrationAndPortalWallet,
  moveRegistrationWith,
  recordAudit,
  transitionRegistration,
  updateRegistration,
  type ChargeSnapshotLine,
  type Executor,
  type PeriodRow,
  type RegistrationRow,
} from '@portal/db';
import {
  balanceAdjustmentKobo,
  canAct,
  canTransition,
  FRESH_RETURNING,
  isRegistrationOpenFor,
  LEVELS,
  levelsOf,
  PROGRAMME_CATEGORIES,
  periodId as periodIdOf,
  periodTitle,
  REGISTRATION_STATUSES,
  REGISTRATION_TRANSITIONS,
  registrationFormNumber,
  registrationStatusAfter,
  yearsForLevel,
  type RegistrationAction,
  type RegistrationEvent,
  type Semester,
} from '@portal/domain';
import { createStaff, createStudent, createTestContext, type TestContext } from '../support/helpers.js';

/**
 * Issue 24: every one-statement SQL path (packages/db/src/queries/fast-paths.ts) against its
 * careful path — the domain's rule, then an ordinary transaction on the locked rows, as the
 * services do when the statement writes nothing — with the same generated inputs, on a real
 * PostgreSQL. Two students, A and B, get the same registration in a fresh period each run; the
 * statement runs for A, the careful path for B; then both made the same decision and their
 * rows (registration, courses, audit records, ledger entries, verification) are the same.
 * When a statement declines, it wrote nothing: the service then takes the careful path.
 */
let ctx: TestContext;
let db: Executor;
let a: Student;
let b: Student;
let officerId: string;
const RUNS = { numRuns: 50 };

interface Student {
  customId: string;
  username: string;
  walletId: number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.db;
  const student = async (): Promise<Student> => {
    const user = await createStudent(ctx);
    await insertStudentWallets(db, user.customId);
    const wallet = await findWallet(db, user.customId, 'portal');
    return { customId: user.customId, username: user.username, walletId: wallet!.id };
  };
  a = await student();
  b = await student();
  officerId = (await createStaff(ctx, 'bursar')).customId;
  await insertCoursesIfAbsent(db, CATALOGUE);
});
afterAll(async () => {
  await ctx.close();
});

// ---- inputs --------------------------------------------------------------------------------

/** A catalogue with every year, status and audience, so the offer rule meets each case. */
const CATALOGUE = [1, 2, 3, 4, 5, 6, 7].flatMap((year) =>
  (['available', 'unavailable'] as const).flatMap((status, s) =>
    (['both', 'in_person', 'virtual'] as const).map((audience, m) => ({
      code: `FP ${year}${s}${m}`,
      title: `Fast path ${year}${s}${m}`,
      hours: String(1 + ((year + s + m) % 3)),
      year,
      status,
      audience,
    })),
  ),
);
const CODES = CATALOGUE.map((c) => c.code);
const MODES = ['in_person', 'virtual'] as const;

/** The years each level may take (the domain's table), as the registrations service passes it. */
const LEVEL_YEARS: Record<string, readonly number[]> = Object.fromEntries(
  Object.keys(PROGRAMME_CATEGORIES)
    .flatMap((category) => levelsOf(category))
    .map((level) => [level, yearsForLevel(level)]),
);

const statusArb = fc.constantFrom(...REGISTRATION_STATUSES);
const chargesArb = fc.array(
  fc.record({ item: fc.constantFrom('Library', 'ICT', 'Medical', 'Sports'), amountKobo: fc.nat(5_000_000) }),
  { maxLength: 3 },
);
/** A registration as it stands before the step: the same for A and B. */
const formArb = fc.record({
  status: statusArb,
  level: fc.constantFrom(...LEVELS),
  freshReturning: fc.constantFrom(...FRESH_RETURNING),
  affiliation: fc.constantFrom('yes' as const, 'no' as const),
  undertaking: fc.boolean(),
  charges: chargesArb,
  picked: fc.uniqueArray(fc.constantFrom(...CODES), { maxLength: 3 }),
  walletKobo: fc.nat(5_000_000),
});
type Form = typeof formArb extends fc.Arbitrary<infer T> ? T : never;
const periodArb = fc.record({ open: fc.boolean(), isCurrent: fc.boolean() });
/** True three times in four. */
const weighted = (value: boolean) =>
  fc.oneof({ arbitrary: fc.constant(value), weight: 3 }, { arbitrary: fc.constant(!value), weight: 1 });
type PeriodInput = typeof periodArb extends fc.Arbitrary<infer T> ? T : never;

// ---- fixtures ------------------------------------------------------------------------------

/** A fresh period per run (its own session): registrations are one per student and period. */
let sessionYear = 4000;
async function newPeriod(input: PeriodInput, semester: Semester = '1st', year = sessionYear++) {
  const session = `${year}/${year + 1}`;
  const id = periodIdOf(semester, session);
  await insertPeriodIfAbsent(db, {
    periodId: id,
    semester,
    session,
    season: 'regular',
    registrationStatus: input.open ? 'opened' : 'closed',
    addDropStatus: 'closed',
    accommodationStatus: 'closed',
  });
  return (await findPeriod(db, id))!;
}

async function setWallet(student: Student, kobo: number) {
  const wallet = await findWallet(db, student.customId, 'portal');
  const difference = kobo - wallet!.balanceKobo;
  if (difference !== 0) {
    await insertEntry(db, {
      walletId: student.walletId,
      kind: 'adjustment',
      amountKobo: difference,
      actorId: null,
      reason: 'test',
    });
  }
}

async function lastEntryId(): Promise<number> {
  const r = (await db.execute(sql`select coalesce(max(id), 0)::text as id from wallet_entries`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  return Number(r.rows[0]!.id);
}

/** The same registration for a student, with its picks and wallet; answers the row. */
async function given(student: Student, period: PeriodRow, form: Form): Promise<RegistrationRow> {
  // A completed form has its form number, date and total (a check constraint).
  const completed =
    form.status === 'completed'
      ? { formNumber: `GIVEN-${student.username}-${period.periodId}`, completedAt: new Date(0), totalKobo: 0 }
      : {};
  const row = await insertRegistrationIfAbsent(db, {
    ...completed,
    periodId: period.periodId,
    studentId: student.customId,
    freshReturning: form.freshReturning,
    currentLevel: form.level,
    affiliation: form.affiliation,
    status: form.status,
    charges: form.charges,
    undertaking: form.undertaking,
  });
  for (const code of form.picked) await insertRegistrationCourse(db, row!.id, code);
  await setWallet(student, form.walletKobo);
  return row!;
}

/**
 * Everything a step may write for a student in a period, with what names the student (its id,
 * its form number) replaced, so A's rows and B's compare.
 */
async function rowsOf(student: Student, periodId: string, sinceEntry: number) {
  const reg = await findRegistration(db, periodId, student.customId);
  const id = reg?.id ?? -1;
  const query = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: unknown[] }).rows;
  const rows = {
    registration: reg && {
      status: reg.status,
      currentLevel: reg.currentLevel,
      freshReturning: reg.freshReturning,
      affiliation: reg.affiliation,
      charges: reg.charges,
      undertaking: reg.undertaking,
      comment: reg.comment,
      ledgerBalanceKobo: reg.ledgerBalanceKobo,
      ledgerBalanceBy: reg.ledgerBalanceBy,
      ledgerBalanceAt: reg.ledgerBalanceAt?.toISOString() ?? null,
      openingBalanceKobo: reg.openingBalanceKobo,
      closingBalanceKobo: reg.closingBalanceKobo,
      totalKobo: reg.totalKobo,
      formNumber: reg.formNumber,
      pricing: reg.pricing,
      completedAt: reg.completedAt?.toISOString() ?? null,
      debited: reg.debitEntryId !== null,
    },
    courses: await query(
      sql`select course_code from registration_courses where registration_id = ${id} order by picked_at, course_code`,
    ),
    audit: await query(
      sql`select actor_id, action, entity, details from audit_log
           where entity = 'registration' and entity_id = ${String(id)} order by id`,
    ),
    entries: await query(
      sql`select kind, amount_kobo::text as amount_kobo, reference, actor_id, reason from wallet_entries
           where wallet_id = ${student.walletId} and id > ${sinceEntry} order by id`,
    ),
    verifications: await query(
      sql`select kind, form_number from form_verifications
           where student_id = ${student.customId} and period_id = ${periodId}`,
    ),
    walletKobo: (await findWallet(db, student.customId, 'portal'))!.balanceKobo,
  };
  let text = JSON.stringify(rows).replaceAll(student.customId, '<student>');
  if (reg?.formNumber) text = text.replaceAll(reg.formNumber, '<form>');
  return JSON.parse(text) as unknown;
}

// ---- the statements against their careful paths --------------------------------------------

const statusesAllowing = (action: RegistrationAction) =>
  REGISTRATION_STATUSES.filter((status) => canAct(action, status));

describe('insertRegistrationAudited', () => {
  it('starts a registration exactly as the careful insert and audit do', async () => {
    await fc.assert(
      fc.asyncProperty(formArb, fc.boolean(), async (form, exists) => {
        const period = await newPeriod({ open: true, isCurrent: true });
        if (exists) {
          await given(a, period, form);
          await given(b, period, form);
        }
        const since = await lastEntryId();
        const start = (student: Student) => ({
          row: {
            periodId: period.periodId,
            studentId: student.customId,
            freshReturning: form.freshReturning,
            currentLevel: form.level,
            affiliation: form.affiliation,
            charges: form.charges,
          },
          audit: { actorId: student.customId, action: 'registration.start', details: { level: form.level } },
        });
        const fast = await insertRegistrationAudited(db, start(a).row, start(a).audit);
        const careful = await ctx.db.transaction(async (tx) => {
          const { row, audit } = start(b);
          const created = await insertRegistrationIfAbsent(tx, { ...row, status: REGISTRATION_STATUSES[0] });
          if (created) await recordAudit(tx, { ...audit, entity: 'registration', entityId: String(created.id) });
          return created !== undefined;
        });
        expect(fast).toBe(careful);
        expect(fast).toBe(!exists);
        expect(await rowsOf(a, period.periodId, since)).toEqual(await rowsOf(b, period.periodId, since));
      }),
      RUNS,
    );
  });
});

describe('changeRegistrationCourse', () => {
  // Weighted towards the statement's own case (a pick, fast, registration opened, an editable
  // form), so the offer rule meets every course often.
  const stepArb = fc.record({
    form: fc
      .record({ form: formArb, status: fc.oneof(fc.constantFrom(...statusesAllowing('pick-course')), statusArb) })
      .map(({ form, status }) => ({ ...form, status })),
    period: fc.record({ open: weighted(true), isCurrent: fc.boolean() }),
    op: fc.oneof(
      { arbitrary: fc.constant('add' as const), weight: 3 },
      { arbitrary: fc.constant('remove' as const), weight: 1 },
    ),
    code: fc.constantFrom(...CODES),
    mode: fc.constantFrom(...MODES),
    fast: weighted(true),
  });

  it('adds or removes a course when, and as, the careful path does', async () => {
    await fc.assert(
      fc.asyncProperty(stepArb, async ({ form, period: periodInput, op, code, mode, fast }) => {
        const period = await newPeriod(periodInput);
        await given(a, period, form);
        await given(b, period, form);
        const since = await lastEntryId();
        const action = op === 'add' ? 'pick-course' : 'remove-course';
        const withFast = fast && op === 'add';
        const audit = (student: Student) => ({
          actorId: student.customId,
          action: `registration.${action}`,
          details: { course_code: code },
        });

        const before = await rowsOf(a, period.periodId, since);
        const statement = await changeRegistrationCourse(db, {
          op,
          periodId: period.periodId,
          studentId: a.customId,
          courseCode: code,
          editableStatuses: statusesAllowing(action),
          audit: audit(a),
          ...(withFast ? { fast: { mode, levelYears: LEVEL_YEARS } } : {}),
        });

        // The careful path: the domain's rules on the locked registration, then the change.
        const careful = await ctx.db.transaction(async (tx) => {
          const r = (await lockRegistration(tx, period.periodId, b.customId))!;
          const course = await findCourse(tx, code);
          const open = isRegistrationOpenFor(
            { registrationStatus: period.registrationStatus, isCurrent: periodInput.isCurrent },
            mode,
          );
          // The offer rule as the registrations service's careful pick states it.
          const offered =
            course !== undefined &&
            course.status === 'available' &&
            (course.audience === 'both' || course.audience === mode) &&
            yearsForLevel(r.currentLevel).includes(course.year);
          if (!canAct(action, r.status) || (withFast && !(open && offered)))
            return { changed: false, status: r.status };
          const changed =
            op === 'add'
              ? await insertRegistrationCourse(tx, r.id, code)
              : await deleteRegistrationCourse(tx, r.id, code);
          if (changed) {
            await recordAudit(tx, { ...audit(b), entity: 'registration', entityId: String(r.id) });
          }
          return { changed, status: r.status };
        });

        expect(statement?.status).toBe(careful.status);
        if (withFast && period.registrationStatus === 'closed') {
          // Registration closed: the statement never applies (a virtual student's current
          // period is the careful path's to decide) and wrote nothing.
          expect(statement!.changed).toBe(false);
          expect(await rowsOf(a, period.periodId, since)).toEqual(before);
        } else {
          // Where the statement applies it decides as the careful path does, with the same rows.
          expect(statement!.changed).toBe(careful.changed);
          expect(await rowsOf(a, period.periodId, since)).toEqual(await rowsOf(b, period.periodId, since));
        }
        const after = await rowsOf(a, period.periodId, since);
        expect(statement!.courses.map((c) => ({ course_code: c.code }))).toEqual(
          (after as { courses: unknown[] }).courses,
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('transitionRegistration', () => {
  const stepArb = fc.record({
    form: formArb,
    period: periodArb,
    event: fc.constantFrom<RegistrationEvent>('forward', 'approve', 'disapprove'),
    comment: fc.option(fc.constantFrom('Please add a course', 'Approved'), { nil: undefined }),
    mode: fc.constantFrom(...MODES),
    fast: fc.boolean(),
  });

  it('moves a registration when, and as, the careful path does', async () => {
    await fc.assert(
      fc.asyncProperty(stepArb, async ({ form, period: periodInput, event, comment, mode, fast }) => {
        const period = await newPeriod(periodInput);
        await given(a, period, form);
        await given(b, period, form);
        const since = await lastEntryId();
        const { from, to } = REGISTRATION_TRANSITIONS[event];
        const requireCourses = event === 'forward';
        const withFast = fast && event === 'forward';
        const details = comment === undefined ? {} : { comment };

        const before = await rowsOf(a, period.periodId, since);
        const statement = await transitionRegistration(db, {
          periodId: period.periodId,
          studentId: a.customId,
          fromStatuses: from,
          to,
          requireCourses,
          ...(comment === undefined ? {} : { comment }),
          audit: { actorId: a.customId, action: `registration.${event}`, details },
          ...(withFast ? { fast: { offeredMode: mode } } : {}),
        });

        const careful = await ctx.db.transaction(async (tx) => {
          const r = (await lockRegistration(tx, period.periodId, b.customId))!;
          const courses = await countRegistrationCourses(tx, r.id);
          const open = isRegistrationOpenFor(
            { registrationStatus: period.registrationStatus, isCurrent: periodInput.isCurrent },
            mode,
          );
          const next = registrationStatusAfter(event, r.status);
          const moves = next !== null && (!requireCourses || courses > 0) && (!withFast || open);
          if (!moves) return { moved: false, status: r.status, courses };
          await updateRegistration(tx, r.id, { status: next, ...(comment === undefined ? {} : { comment }) });
          await recordAudit(tx, {
            actorId: b.customId,
            action: `registration.${event}`,
            entity: 'registration',
            entityId: String(r.id),
            details: { from: r.status, to: next, ...details },
          });
          return { moved: true, status: r.status, courses };
        });

        expect(statement).toMatchObject({
          status: careful.status,
          courses: careful.courses,
          period: { semester: period.semester, session: period.session },
        });
        if (withFast && period.registrationStatus === 'closed') {
          // Registration closed: the statement never applies and wrote nothing.
          expect(statement!.moved).toBe(false);
          expect(await rowsOf(a, period.periodId, since)).toEqual(before);
        } else {
          expect(statement!.moved).toBe(careful.moved);
          expect(await rowsOf(a, period.periodId, since)).toEqual(await rowsOf(b, period.periodId, since));
        }
      }),
      RUNS,
    );
  });
});

describe('completeRegistrationIfUnchanged', () => {
  /** What changed between the read the price was made from and the statement (none: the common case). */
  const DRIFTS = ['none', 'status', 'charges', 'affiliation', 'undertaking', 'wallet'] as const;
  const stepArb = fc.record({
    // Mostly the one status submit moves from, so most runs reach the statement.
    form: fc
      .record({
        form: formArb,
        status: fc.oneof(
          { arbitrary: fc.constant('incomplete' as const), weight: 4 },
          { arbitrary: statusArb, weight: 1 },
        ),
      })
      .map(({ form, status }) => ({ ...form, status })),
    totalKobo: fc.oneof(fc.constant(0), fc.nat(5_000_000)),
    drift: fc.constantFrom(...DRIFTS),
  });
  // A form number has the session's two-digit year: a hundred periods per semester keep them unique.
  let completed = 0;
  const nextPeriod = () => {
    const n = completed++;
    return newPeriod(
      { open: true, isCurrent: true },
      (['2nd', 'Summer', 'Pre-Summer'] as const)[Math.floor(n / 100) % 3],
      3000 + (n % 100),
    );
  };

  it('completes the form as the careful transaction does, and only when nothing it was priced from changed', async () => {
    await fc.assert(
      fc.asyncProperty(stepArb, async ({ form, totalKobo, drift }) => {
        const period = await nextPeriod();
        const readA = await given(a, period, form);
        await given(b, period, form);
        // The caller's own checks before the statement (the registrations service's submit).
        const to = registrationStatusAfter('submit', form.status);
        if (!to || (form.walletKobo < totalKobo && !form.undertaking)) return;
        for (const student of [a, b]) await driftOf(student, period.periodId, form, drift);
        const since = await lastEntryId();
        const at = new Date('2026-11-20T09:00:00.000Z');
        const pricing = { grandTotalKobo: totalKobo };
        const formNumberOf = (student: Student) => registrationFormNumber(period, student.username);
        const reason = `Semester registration, ${periodTitle(period)}`;
        const details = (student: Student) => ({
          total_kobo: totalKobo,
          form_number: formNumberOf(student),
          undertaking: form.undertaking,
        });

        const before = await rowsOf(a, period.periodId, since);
        const statement = await completeRegistrationIfUnchanged(db, {
          read: readA,
          to,
          walletKobo: form.walletKobo,
          totalKobo,
          formNumber: formNumberOf(a),
          pricing,
          completedAt: at,
          actorId: a.customId,
          reason,
          verification: { code: `code-a-${period.periodId}`, studentId: a.customId, periodId: period.periodId },
          details: details(a),
        });

        // The careful path: the locked rows decide with the domain's rules; then one move.
        const careful = await ctx.db.transaction(async (tx) => {
          const { registration: r, wallet } = (await lockRegistrationAndPortalWallet(tx, period.periodId, b.customId))!;
          const next = registrationStatusAfter('submit', r.status);
          if (!next || (wallet.balanceKobo < totalKobo && !r.undertaking)) return false;
          await moveRegistrationWith(tx, {
            id: r.id,
            patch: {
              status: next,
              openingBalanceKobo: wallet.balanceKobo,
              closingBalanceKobo: wallet.balanceKobo - totalKobo,
              totalKobo,
              formNumber: formNumberOf(b),
              pricing,
              completedAt: at,
            },
            audit: {
              actorId: b.customId,
              action: 'registration.submit',
              entity: 'registration',
              entityId: String(r.id),
              details: { from: r.status, to: next, ...details(b) },
            },
            entry:
              totalKobo > 0
                ? {
                    walletId: wallet.id,
                    kind: 'registration',
                    amountKobo: -totalKobo,
                    reference: formNumberOf(b),
                    actorId: b.customId,
                    reason,
                  }
                : null,
            linkDebit: true,
            verification: {
              code: `code-b-${period.periodId}`,
              kind: 'registration',
              formNumber: formNumberOf(b),
              studentId: b.customId,
              periodId: period.periodId,
            },
          });
          return true;
        });

        if (drift === 'none') {
          // The common case: the statement decides as the careful path does, with the same rows.
          expect(statement !== undefined).toBe(careful);
          expect(statement).toEqual({ formNumber: formNumberOf(a) });
          expect(await rowsOf(a, period.periodId, since)).toEqual(await rowsOf(b, period.periodId, since));
        } else {
          // Something changed since the read: the statement wrote nothing (the careful path decides).
          expect(statement).toBeUndefined();
          expect(await rowsOf(a, period.periodId, since)).toEqual(before);
        }
      }),
      { numRuns: 60 },
    );
  });

  async function driftOf(student: Student, periodId: string, form: Form, drift: (typeof DRIFTS)[number]) {
    const r = (await findRegistration(db, periodId, student.customId))!;
    const charges: ChargeSnapshotLine[] = [...form.charges, { item: 'Late change', amountKobo: 100 }];
    if (drift === 'status') await updateRegistration(db, r.id, { status: 'awaiting bursar' });
    if (drift === 'charges') await updateRegistration(db, r.id, { charges });
    if (drift === 'affiliation')
      await updateRegistration(db, r.id, { affiliation: form.affiliation === 'yes' ? 'no' : 'yes' });
    if (drift === 'undertaking') await updateRegistration(db, r.id, { undertaking: !form.undertaking });
    if (drift === 'wallet') await setWallet(student, form.walletKobo + 100);
  }
});

describe('enterLedgerBalanceAsExpected', () => {
  const stepArb = fc.record({
    form: formArb,
    seen: fc.oneof(fc.constant('same' as const), fc.nat(5_000_000)),
    targetKobo: fc.oneof(fc.constant('same' as const), fc.integer({ min: -2_000_000, max: 5_000_000 })),
  });
  const reasonPrefix = 'Ledger balance entered by the Bursar for the registration of ';

  it('enters the ledger balance when, and as, the careful transaction does', async () => {
    await fc.assert(
      fc.asyncProperty(stepArb, async ({ form, seen, targetKobo: targetInput }) => {
        const period = await newPeriod({ open: true, isCurrent: true });
        await given(a, period, form);
        await given(b, period, form);
        const since = await lastEntryId();
        const expectedKobo = seen === 'same' ? form.walletKobo : seen;
        const targetKobo = targetInput === 'same' ? form.walletKobo : targetInput;
        const at = new Date('2026-11-20T10:00:00.000Z');
        const { from, to } = REGISTRATION_TRANSITIONS['enter-ledger-balance'];

        const statement = await enterLedgerBalanceAsExpected(db, {
          periodId: period.periodId,
          studentId: a.customId,
          fromStatuses: from,
          to,
          expectedKobo,
          targetKobo,
          officerId,
          at,
          reasonPrefix,
        });

        const careful = await ctx.db.transaction(async (tx) => {
          const both = (await lockRegistrationAndPortalWallet(tx, period.periodId, b.customId))!;
          const { registration: r, wallet } = both;
          if (!canTransition('enter-ledger-balance', r.status)) return undefined;
          if (wallet.balanceKobo !== expectedKobo) return undefined;
          const difference = balanceAdjustmentKobo(targetKobo, wallet.balanceKobo);
          await moveRegistrationWith(tx, {
            id: r.id,
            patch: { status: to, ledgerBalanceKobo: targetKobo, ledgerBalanceBy: officerId, ledgerBalanceAt: at },
            audit: {
              actorId: officerId,
              action: 'registration.enter-ledger-balance',
              entity: 'registration',
              entityId: String(r.id),
              details: { from: r.status, to, wallet_before_kobo: wallet.balanceKobo, ledger_balance_kobo: targetKobo },
            },
            entry:
              difference !== 0
                ? {
                    walletId: wallet.id,
                    kind: 'adjustment',
                    amountKobo: difference,
                    actorId: officerId,
                    reason: `${reasonPrefix}${periodTitle(both.period)}`,
                  }
                : null,
          });
          return { semester: both.period.semester, session: both.period.session };
        });

        expect(statement).toEqual(careful);
        expect(await rowsOf(a, period.periodId, since)).toEqual(await rowsOf(b, period.periodId, since));
      }),
      RUNS,
    );
  });
});
