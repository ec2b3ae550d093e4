import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { courses, departmentalCharges, periods, seminaryCharges } from '../schema/academics.js';
import {
  formVerifications,
  registrationCourses,
  registrations,
  specialCourseRates,
  type NewRegistrationRow,
  type RegistrationRow,
} from '../schema/registrations.js';
import { auditLog } from '../schema/audit.js';
import { walletEntries } from '../schema/ledger.js';
import { students } from '../schema/students.js';
import { users } from '../schema/users.js';
import { wallets } from '../schema/wallets.js';
import type { AuditEntry } from './audit.js';
import type { NewEntry } from './ledger.js';
import { likePattern } from './like.js';
import { executePrepared } from './prepared.js';
import { formPiecesColumns, formPiecesOf, type FormPiecesRow } from './registration-form.js';

export type { RegistrationRow, NewRegistrationRow };
type Status = RegistrationRow['status'];

export async function findRegistration(
  db: Executor,
  periodId: string,
  studentId: string,
): Promise<RegistrationRow | undefined> {
  const rows = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.periodId, periodId), eq(registrations.studentId, studentId)))
    .limit(1);
  return rows[0];
}

/** Reads a registration and holds its row lock until the transaction ends. */
export async function lockRegistration(
  db: Executor,
  periodId: string,
  studentId: string,
): Promise<RegistrationRow | undefined> {
  const rows = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.periodId, periodId), eq(registrations.studentId, studentId)))
    .for('update')
    .limit(1);
  return rows[0];
}

/**
 * Locks a registration and its student's portal wallet in one statement (one round trip), the
 * registration first, and reads its period with them (not locked). Undefined when the
 * registration or the wallet is missing (the caller then looks at which).
 */
export async function lockRegistrationAndPortalWallet(db: Executor, periodId: string, studentId: string) {
  const rows = await db
    .select({ registration: registrations, wallet: wallets, period: periods })
    .from(registrations)
    .innerJoin(wallets, and(eq(wallets.ownerId, registrations.studentId), eq(wallets.kind, 'portal')))
    .innerJoin(periods, eq(periods.periodId, registrations.periodId))
    .where(and(eq(registrations.periodId, periodId), eq(registrations.studentId, studentId)))
    .for('update', { of: [registrations, wallets] })
    .limit(1);
  return rows[0];
}

/** Inserts a registration unless the student already has one in the period (then undefined). */
export async function insertRegistrationIfAbsent(
  db: Executor,
  row: NewRegistrationRow,
): Promise<RegistrationRow | undefined> {
  const rows = await db.insert(registrations).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateRegistration(
  db: Executor,
  id: number,
  patch: Partial<Omit<NewRegistrationRow, 'id' | 'periodId' | 'studentId' | 'createdAt'>>,
): Promise<RegistrationRow> {
  const rows = await db
    .update(registrations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(registrations.id, id))
    .returning();
  return rows[0]!;
}

/**
 * Moves a registration (its status and other columns) and records the audit entry in ONE
 * statement (data-modifying CTEs: one round trip, all or nothing), with, when given, the ledger
 * entry of the move (linked as the registration's debit with `linkDebit`) and the form's
 * verification code. Runs inside the caller's transaction, on a registration it has locked.
 * Answers the id of the ledger entry written, if any.
 */
export async function moveRegistrationWith(
  db: Executor,
  args: {
    id: number;
    patch: Partial<Omit<NewRegistrationRow, 'id' | 'periodId' | 'studentId' | 'createdAt'>>;
    audit: AuditEntry;
    entry?: NewEntry | null;
    linkDebit?: boolean;
    verification?: typeof formVerifications.$inferInsert;
  },
): Promise<{ entryId: number | null }> {
  const parts: SQL[] = [];
  if (args.entry) {
    const entry = db
      .insert(walletEntries)
      .values({ ...args.entry, balanceAfterKobo: 0 })
      .returning({ id: walletEntries.id });
    parts.push(sql`entry as (${entry.getSQL()})`);
  }
  if (args.verification) {
    parts.push(sql`verification as (${db.insert(formVerifications).values(args.verification).getSQL()})`);
  }
  const debit = args.entry && args.linkDebit ? { debitEntryId: sql`(select id from entry)` } : {};
  const update = db
    .update(registrations)
    .set({ ...args.patch, ...debit, updatedAt: sql`now()` })
    .where(eq(registrations.id, args.id));
  parts.push(sql`moved as (${update.getSQL()})`);
  const audit = db.insert(auditLog).values({
    actorId: args.audit.actorId,
    action: args.audit.action,
    entity: args.audit.entity,
    entityId: args.audit.entityId ?? null,
    details: args.audit.details ?? {},
  });
  parts.push(sql`audited as (${audit.getSQL()})`);
  const entryId = args.entry ? sql`(select id from entry)` : sql`null`;
  const result = await executePrepared(
    db,
    'move_registration',
    sql`with ${sql.join(parts, sql`, `)} select ${entryId}::text as entry_id`,
  );
  const id = (result as unknown as { rows: Array<{ entry_id: string | null }> }).rows[0]?.entry_id;
  return { entryId: id == null ? null : Number(id) };
}

/**
 * Submit & Print in ONE statement (atomic on its own, one round trip), for the common case where
 * nothing the price was computed from has changed since the form was read: it locks the
 * registration and the student's portal wallet only if the registration still has the status,
 * charges, affiliation and undertaking that were read and the wallet still has the balance that
 * was read (re-checked on the newest rows once locked), then writes the debit (when there is
 * one), the verification code, the completed registration and its audit record. When anything
 * differs nothing is written and the answer is undefined: the caller takes its careful path.
 */
export async function completeRegistrationIfUnchanged(
  db: Executor,
  args: {
    read: Pick<RegistrationRow, 'id' | 'status' | 'charges' | 'affiliation' | 'undertaking'>;
    to: Status;
    walletKobo: number;
    totalKobo: number;
    formNumber: string;
    pricing: Record<string, unknown>;
    completedAt: Date;
    actorId: string;
    reason: string;
    verification: { code: string; studentId: string; periodId: string };
    details: Record<string, unknown>;
  },
): Promise<{ formNumber: string } | undefined> {
  const { read } = args;
  const debit = args.totalKobo > 0 ? 1 : 0;
  const result = await executePrepared(
    db,
    'complete_registration',
    sql`
    with locked as (
      select r.id as registration_id, w.id as wallet_id
        from registrations r
        join wallets w on w.owner_id = r.student_id and w.kind = 'portal'
       where r.id = ${read.id} and r.status = ${read.status} and r.charges = ${JSON.stringify(read.charges)}::jsonb
         and r.affiliation = ${read.affiliation} and r.undertaking = ${read.undertaking}
         and w.balance_kobo = ${args.walletKobo}
       for update of r, w
    ), entry as (
      insert into wallet_entries (wallet_id, kind, amount_kobo, balance_after_kobo, reference, actor_id, reason)
      select wallet_id, 'registration', ${-args.totalKobo}, 0, ${args.formNumber}, ${args.actorId}, ${args.reason}
        from locked where ${debit} = 1
      returning id
    ), verification as (
      insert into form_verifications (code, kind, form_number, student_id, period_id)
      select ${args.verification.code}, 'registration', ${args.formNumber}, ${args.verification.studentId},
             ${args.verification.periodId}
        from locked
    ), moved as (
      update registrations g
         set status = ${args.to}, opening_balance_kobo = ${args.walletKobo},
             closing_balance_kobo = ${args.walletKobo - args.totalKobo}, total_kobo = ${args.totalKobo},
             form_number = ${args.formNumber}, pricing = ${JSON.stringify(args.pricing)}::jsonb,
             completed_at = ${args.completedAt.toISOString()}::timestamptz,
             debit_entry_id = (select id from entry), updated_at = now()
        from locked
       where g.id = locked.registration_id
      returning g.id, g.form_number
    ), audited as (
      insert into audit_log (actor_id, action, entity, entity_id, details)
      select ${args.actorId}, 'registration.submit', 'registration', moved.id::text,
             jsonb_build_object('from', ${read.status}::text, 'to', ${args.to}::text) || ${JSON.stringify(args.details)}::jsonb
        from moved
    )
    select form_number from moved`,
  );
  const row = (result as unknown as { rows: Array<{ form_number: string }> }).rows[0];
  return row ? { formNumber: row.form_number } : undefined;
}

/**
 * The ledger balance in ONE statement (atomic on its own, one round trip), for the common case:
 * it locks the registration and the student's portal wallet only if the registration is in one
 * of `fromStatuses` and the wallet still holds `expectedKobo` (re-checked on the newest rows once
 * locked), then writes the adjustment of the difference (none when there is no difference), the
 * ledger balance with the officer, the new status and the audit record. The entry's reason is
 * `reasonPrefix` followed by the period's label, "<semester> Semester, <session>" (the same words
 * as the API's periodLabel; a test compares them). Answers the period's semester and session, or
 * undefined when nothing was written (the caller's careful path gives the reason).
 */
export async function enterLedgerBalanceAsExpected(
  db: Executor,
  args: {
    periodId: string;
    studentId: string;
    fromStatuses: readonly Status[];
    to: Status;
    expectedKobo: number;
    targetKobo: number;
    officerId: string;
    at: Date;
    reasonPrefix: string;
  },
): Promise<{ semester: string; session: string } | undefined> {
  const result = await executePrepared(
    db,
    'enter_ledger_balance',
    sql`
    with locked as (
      select r.id as registration_id, r.status, w.id as wallet_id, w.balance_kobo, pp.semester, pp.session
        from registrations r
        join wallets w on w.owner_id = r.student_id and w.kind = 'portal'
        join periods pp on pp.period_id = r.period_id
       where r.period_id = ${args.periodId} and r.student_id = ${args.studentId}
         and r.status = any(string_to_array(${args.fromStatuses.join(',')}, ','))
         and w.balance_kobo = ${args.expectedKobo}
       for update of r, w
    ), entry as (
      insert into wallet_entries (wallet_id, kind, amount_kobo, balance_after_kobo, actor_id, reason)
      select wallet_id, 'adjustment', ${args.targetKobo}::bigint - balance_kobo, 0, ${args.officerId},
             ${args.reasonPrefix} || format('%s Semester, %s', semester, session)
        from locked where balance_kobo <> ${args.targetKobo}::bigint
    ), moved as (
      update registrations g
         set status = ${args.to}, ledger_balance_kobo = ${args.targetKobo}, ledger_balance_by = ${args.officerId},
             ledger_balance_at = ${args.at.toISOString()}::timestamptz, updated_at = now()
        from locked
       where g.id = locked.registration_id
      returning g.id
    ), audited as (
      insert into audit_log (actor_id, action, entity, entity_id, details)
      select ${args.officerId}, 'registration.enter-ledger-balance', 'registration', moved.id::text,
             jsonb_build_object('from', locked.status::text, 'to', ${args.to}::text,
                                'wallet_before_kobo', locked.balance_kobo, 'ledger_balance_kobo', ${args.targetKobo}::bigint)
        from moved, locked
    )
    select semester, session from locked`,
  );
  return (result as unknown as { rows: Array<{ semester: string; session: string }> }).rows[0];
}

/** The courses on a registration form with their catalogue details, in the order picked. */
export async function listRegistrationCourses(db: Executor, registrationId: number) {
  return db
    .select({ code: courses.code, title: courses.title, hours: courses.hours, year: courses.year })
    .from(registrationCourses)
    .innerJoin(courses, eq(courses.code, registrationCourses.courseCode))
    .where(eq(registrationCourses.registrationId, registrationId))
    .orderBy(asc(registrationCourses.pickedAt), asc(courses.code));
}

export async function countRegistrationCourses(db: Executor, registrationId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(registrationCourses)
    .where(eq(registrationCourses.registrationId, registrationId));
  return rows[0]?.n ?? 0;
}

/** The courses on a student's form in a period (by the registration's key: no id needed first). */
export async function listRegistrationCoursesOf(db: Executor, periodId: string, studentId: string) {
  return db
    .select({ code: courses.code, title: courses.title, hours: courses.hours, year: courses.year })
    .from(registrationCourses)
    .innerJoin(registrations, eq(registrations.id, registrationCourses.registrationId))
    .innerJoin(courses, eq(courses.code, registrationCourses.courseCode))
    .where(and(eq(registrations.periodId, periodId), eq(registrations.studentId, studentId)))
    .orderBy(asc(registrationCourses.pickedAt), asc(courses.code));
}

/** Adds a course to a form; answers false when it was already there (primary key). */
export async function insertRegistrationCourse(db: Executor, registrationId: number, courseCode: string) {
  const rows = await db
    .insert(registrationCourses)
    .values({ registrationId, courseCode })
    .onConflictDoNothing()
    .returning({ code: registrationCourses.courseCode });
  return rows.length > 0;
}

export async function deleteRegistrationCourse(db: Executor, registrationId: number, courseCode: string) {
  const rows = await db
    .delete(registrationCourses)
    .where(and(eq(registrationCourses.registrationId, registrationId), eq(registrationCourses.courseCode, courseCode)))
    .returning({ code: registrationCourses.courseCode });
  return rows.length > 0;
}

/**
 * Adds or removes one course on a student's form in ONE statement (atomic on its own, one round
 * trip): it locks the registration row, changes the course only while the registration's status
 * is one of `editableStatuses`, and records the audit entry in the same statement.
 * Answers the registration's status as locked, and whether the course list changed.
 */
export async function changeRegistrationCourse(
  db: Executor,
  args: {
    op: 'add' | 'remove';
    periodId: string;
    studentId: string;
    courseCode: string;
    editableStatuses: readonly Status[];
    audit: { actorId: string; action: string; details: Record<string, unknown> };
    /**
     * The common case in the same statement: add only while the period's registration is opened
     * and the course is available to `mode` in a year `levelYears` (level → years, from the
     * domain) allows for the registration's level; and answer the whole form as it was read.
     * When it does not apply, nothing is written and the caller takes the careful path.
     */
    fast?: { mode: 'in_person' | 'virtual'; levelYears: Record<string, readonly number[]> };
  },
): Promise<
  | {
      status: Status;
      changed: boolean;
      courses: Array<{ code: string; title: string; hours: string; year: number }>;
      form?: FormPiecesRow;
    }
  | undefined
> {
  const editable = args.editableStatuses.join(',');
  const change =
    args.op === 'add'
      ? args.fast
        ? sql`insert into registration_courses (registration_id, course_code)
              select r.id, c.code from r
                join periods pp on pp.period_id = ${args.periodId} and pp.registration_status = 'opened'
                join courses c on c.code = ${args.courseCode} and c.status = 'available'
                              and c.audience in ('both', ${args.fast.mode})
               where r.status::text = any(string_to_array(${editable}, ','))
                 and coalesce((${JSON.stringify(args.fast.levelYears)}::jsonb -> r.current_level) @> to_jsonb(c.year), false)
              on conflict do nothing
              returning registration_id, course_code, picked_at`
        : sql`insert into registration_courses (registration_id, course_code)
              select r.id, ${args.courseCode} from r
               where r.status::text = any(string_to_array(${editable}, ','))
              on conflict do nothing
              returning registration_id, course_code, picked_at`
      : sql`delete from registration_courses rc using r
             where rc.registration_id = r.id and rc.course_code = ${args.courseCode}
               and r.status::text = any(string_to_array(${editable}, ','))
            returning rc.registration_id, rc.course_code, rc.picked_at`;
  // The form's courses after the change, in the order picked (the statement's own reads do not
  // see its changes, so they are applied here).
  const after =
    args.op === 'add'
      ? sql`select rc.course_code, rc.picked_at from registration_courses rc join r on rc.registration_id = r.id
            union all select course_code, picked_at from changed`
      : sql`select rc.course_code, rc.picked_at from registration_courses rc join r on rc.registration_id = r.id
             where rc.course_code not in (select course_code from changed)`;
  const result = await executePrepared(
    db,
    'change_registration_course',
    sql`
    with r as (
      select id, status, current_level from registrations
       where period_id = ${args.periodId} and student_id = ${args.studentId}
       for update
    ), changed as (${change}), audited as (
      insert into audit_log (actor_id, action, entity, entity_id, details)
      select ${args.audit.actorId}, ${args.audit.action}, 'registration', changed.registration_id::text,
             ${JSON.stringify(args.audit.details)}::jsonb
        from changed
    ), form_courses as (${after})
    select r.status::text as status, (select count(*) from changed)::int as changed,
           coalesce((select json_agg(json_build_object('code', c.code, 'title', c.title, 'hours', c.hours, 'year', c.year)
                                     order by a.picked_at, c.code)
                       from form_courses a join courses c on c.code = a.course_code), '[]'::json) as courses_after
           ${args.fast ? sql`, ${formPiecesColumns(args.periodId, args.studentId, args.fast.mode)}` : sql``}
      from r`,
  );
  type Line = { code: string; title: string; hours: string; year: number };
  const row = (
    result as unknown as { rows: Array<{ status: Status; changed: number; courses_after: Line[] | string }> }
  ).rows[0];
  if (!row) return undefined;
  const courses = typeof row.courses_after === 'string' ? (JSON.parse(row.courses_after) as Line[]) : row.courses_after;
  return {
    status: row.status,
    changed: row.changed > 0,
    courses,
    ...(args.fast ? { form: formPiecesOf(row as unknown as Record<string, unknown>) } : {}),
  };
}

/**
 * Moves a registration to `to` in ONE statement (atomic on its own, one round trip): it locks
 * the row, moves it only from one of `fromStatuses` (and, with `requireCourses`, only when the
 * form has at least one course), optionally sets the comment, and records the audit entry
 * (`details` plus from and to) in the same statement. Answers the status as locked, the number
 * of courses on the form, whether the registration moved and the period's semester and session.
 */
export async function transitionRegistration(
  db: Executor,
  args: {
    periodId: string;
    studentId: string;
    fromStatuses: readonly Status[];
    to: Status;
    requireCourses?: boolean;
    comment?: string;
    audit: { actorId: string; action: string; details?: Record<string, unknown> };
    /**
     * The common case in the same statement: move only while the period's registration is
     * opened, and answer the whole form as it was read (`offeredMode`: the student's mode).
     */
    fast?: { offeredMode: 'in_person' | 'virtual' };
  },
): Promise<
  | {
      status: Status;
      courses: number;
      moved: boolean;
      /** The period's semester and session (for the student's SMS). */
      period: { semester: string; session: string };
      form?: FormPiecesRow;
    }
  | undefined
> {
  const from = args.fromStatuses.join(',');
  const setComment = args.comment === undefined ? sql`` : sql`, comment = ${args.comment}`;
  const result = await executePrepared(
    db,
    'transition_registration',
    sql`
    with r as (
      select id, status from registrations
       where period_id = ${args.periodId} and student_id = ${args.studentId}
       for update
    ), n as (
      select count(*)::int as courses from registration_courses rc join r on rc.registration_id = r.id
    ), moved as (
      update registrations g set status = ${args.to}, updated_at = now() ${setComment}
        from r, n
       where g.id = r.id and r.status::text = any(string_to_array(${from}, ','))
         and (${args.requireCourses ? 1 : 0} = 0 or n.courses > 0)
         ${
           args.fast
             ? sql`and exists (select 1 from periods pp where pp.period_id = ${args.periodId} and pp.registration_status = 'opened')`
             : sql``
         }
      returning g.id
    ), audited as (
      insert into audit_log (actor_id, action, entity, entity_id, details)
      select ${args.audit.actorId}, ${args.audit.action}, 'registration', moved.id::text,
             jsonb_build_object('from', r.status::text, 'to', ${args.to}::text) || ${JSON.stringify(args.audit.details ?? {})}::jsonb
        from moved, r
    )
    select r.status::text as status, n.courses as course_count, (select count(*) from moved)::int as moved,
           pp.semester as period_semester, pp.session as period_session
           ${args.fast ? sql`, ${formPiecesColumns(args.periodId, args.studentId, args.fast.offeredMode)}` : sql``}
      from r, n, periods pp where pp.period_id = ${args.periodId}`,
  );
  type Row = {
    status: Status;
    course_count: number;
    moved: number;
    period_semester: string;
    period_session: string;
  };
  const row = (result as unknown as { rows: Row[] }).rows[0];
  if (!row) return undefined;
  return {
    status: row.status,
    courses: row.course_count,
    moved: row.moved > 0,
    period: { semester: row.period_semester, session: row.period_session },
    ...(args.fast ? { form: formPiecesOf(row as unknown as Record<string, unknown>) } : {}),
  };
}

/**
 * Starts a registration and records the audit entry in ONE statement (one round trip), unless
 * the student already has one in the period (the unique constraint): then nothing is written
 * and the answer is false.
 */
export async function insertRegistrationAudited(
  db: Executor,
  row: Pick<
    NewRegistrationRow,
    'periodId' | 'studentId' | 'freshReturning' | 'currentLevel' | 'affiliation' | 'charges'
  >,
  audit: { actorId: string; action: string; details: Record<string, unknown> },
): Promise<boolean> {
  const result = await executePrepared(
    db,
    'start_registration',
    sql`
    with created as (
      insert into registrations (period_id, student_id, fresh_returning, current_level, affiliation, status, charges)
      values (${row.periodId}, ${row.studentId}, ${row.freshReturning}, ${row.currentLevel}, ${row.affiliation ?? 'no'},
              'started', ${JSON.stringify(row.charges)}::jsonb)
      on conflict do nothing
      returning id
    ), audited as (
      insert into audit_log (actor_id, action, entity, entity_id, details)
      select ${audit.actorId}, ${audit.action}, 'registration', created.id::text, ${JSON.stringify(audit.details)}::jsonb
        from created
    )
    select count(*)::int as created from created`,
  );
  return ((result as unknown as { rows: Array<{ created: number }> }).rows[0]?.created ?? 0) > 0;
}

/** Seminary charges of one table (level × new/returning × mode of study), in their order. */
export async function listChargesFor(
  db: Executor,
  key: { level: 'undergraduate' | 'postgraduate'; studentType: 'new' | 'returning'; mode: 'in_person' | 'virtual' },
) {
  return db
    .select({ item: seminaryCharges.item, amountKobo: seminaryCharges.amountKobo })
    .from(seminaryCharges)
    .where(
      and(
        eq(seminaryCharges.level, key.level),
        eq(seminaryCharges.studentType, key.studentType),
        eq(seminaryCharges.mode, key.mode),
      ),
    )
    .orderBy(asc(seminaryCharges.id));
}

export async function findDepartmentalChargeAmount(
  db: Executor,
  level: 'undergraduate' | 'postgraduate',
  department: string,
): Promise<number | undefined> {
  const rows = await db
    .select({ amountKobo: departmentalCharges.amountKobo })
    .from(departmentalCharges)
    .where(and(eq(departmentalCharges.level, level), eq(departmentalCharges.department, department)))
    .limit(1);
  return rows[0]?.amountKobo;
}

/** Available courses of the given years offered to a mode of study, by year then code. */
export async function listOfferedCourses(db: Executor, years: number[], mode: 'in_person' | 'virtual') {
  if (years.length === 0) return [];
  return db
    .select({ code: courses.code, title: courses.title, hours: courses.hours, year: courses.year })
    .from(courses)
    .where(
      and(inArray(courses.year, years), eq(courses.status, 'available'), inArray(courses.audience, ['both', mode])),
    )
    .orderBy(asc(courses.year), asc(courses.code));
}

/** Every available course for a mode of study (all years), by year and code. */
export async function listOfferedCoursesForMode(db: Executor, mode: 'in_person' | 'virtual') {
  return db
    .select({ code: courses.code, title: courses.title, hours: courses.hours, year: courses.year })
    .from(courses)
    .where(and(eq(courses.status, 'available'), inArray(courses.audience, ['both', mode])))
    .orderBy(asc(courses.year), asc(courses.code));
}

/** The agreed rates of a student (all courses). */
export async function listSpecialRatesOf(db: Executor, studentId: string) {
  return db
    .select({
      courseCode: specialCourseRates.courseCode,
      ratePerHourKobo: specialCourseRates.ratePerHourKobo,
      hours: specialCourseRates.hours,
      note: specialCourseRates.note,
    })
    .from(specialCourseRates)
    .where(eq(specialCourseRates.studentId, studentId));
}

/** Every registration of a student with its period, newest period first by creation. */
export async function listRegistrationsOfStudent(db: Executor, studentId: string) {
  return db
    .select({
      periodId: registrations.periodId,
      semester: periods.semester,
      session: periods.session,
      status: registrations.status,
      currentLevel: registrations.currentLevel,
      freshReturning: registrations.freshReturning,
      formNumber: registrations.formNumber,
    })
    .from(registrations)
    .innerJoin(periods, eq(periods.periodId, registrations.periodId))
    .where(eq(registrations.studentId, studentId))
    .orderBy(desc(registrations.createdAt));
}

/** Columns shown in the approval queues and logs (one row per registration). */
const listColumns = {
  registrationId: registrations.id,
  customId: users.customId,
  studentId: users.username,
  surname: users.surname,
  firstName: users.firstName,
  otherNames: users.otherNames,
  phoneNumber: users.phoneNumber,
  programme: students.programme,
  programmeCategory: students.programmeCategory,
  ledgerNumber: students.ledgerNumber,
  currentLevel: registrations.currentLevel,
  freshReturning: registrations.freshReturning,
  status: registrations.status,
  undertaking: registrations.undertaking,
  formNumber: registrations.formNumber,
  printedByBursarAt: registrations.printedByBursarAt,
  printedByRegistrarAt: registrations.printedByRegistrarAt,
  printedByDeanAt: registrations.printedByDeanAt,
  totalKobo: registrations.totalKobo,
  completedAt: registrations.completedAt,
} as const;

function listWhere(args: { periodId: string; statuses?: readonly Status[] | undefined; q?: string | undefined }) {
  const term = args.q?.trim() ?? '';
  const like = likePattern(term);
  return and(
    eq(registrations.periodId, args.periodId),
    args.statuses && args.statuses.length > 0 ? inArray(registrations.status, [...args.statuses]) : undefined,
    term
      ? or(
          ilike(users.surname, like),
          ilike(users.firstName, like),
          ilike(users.otherNames, like),
          ilike(users.username, like),
          ilike(students.ledgerNumber, like),
        )
      : undefined,
  );
}

/**
 * Registrations of a period in one query (the approval queues: bounded by the statuses asked
 * for), ordered by programme category, surname and first name.
 */
export async function listRegistrationsOfPeriod(
  db: Executor,
  args: { periodId: string; statuses?: readonly Status[]; q?: string; limit?: number; offset?: number },
) {
  const query = db
    .select(listColumns)
    .from(registrations)
    .innerJoin(users, eq(users.customId, registrations.studentId))
    .leftJoin(students, eq(students.customId, registrations.studentId))
    .where(listWhere(args))
    .orderBy(asc(students.programmeCategory), asc(users.surname), asc(users.firstName), asc(users.username));
  if (args.limit !== undefined) return query.limit(args.limit).offset(args.offset ?? 0);
  return query;
}

export async function countRegistrationsOfPeriod(
  db: Executor,
  args: { periodId: string; statuses?: readonly Status[]; q?: string },
) {
  const rows = await db
    .select({ n: count() })
    .from(registrations)
    .innerJoin(users, eq(users.customId, registrations.studentId))
    .leftJoin(students, eq(students.customId, registrations.studentId))
    .where(listWhere(args));
  return rows[0]?.n ?? 0;
}

/** Completed registrations of a period that include a course (class lists). */
export async function listCompletedRegistrationsWithCourse(db: Executor, periodId: string, courseCode: string) {
  return db
    .select({ customId: registrations.studentId })
    .from(registrations)
    .innerJoin(registrationCourses, eq(registrationCourses.registrationId, registrations.id))
    .where(
      and(
        eq(registrations.periodId, periodId),
        eq(registrations.status, 'completed'),
        eq(registrationCourses.courseCode, courseCode),
      ),
    );
}

/** The portal wallet balance of a student (for forms and queues). */
export async function findPortalBalance(db: Executor, ownerId: string): Promise<number | undefined> {
  const rows = await db
    .select({ balanceKobo: wallets.balanceKobo })
    .from(wallets)
    .where(and(eq(wallets.ownerId, ownerId), eq(wallets.kind, 'portal')))
    .limit(1);
  return rows[0]?.balanceKobo;
}

/** Special course rates, one page, with the student and course (the rates screen). */
export async function listSpecialRatesPage(db: Executor, args: { q: string; limit: number; offset: number }) {
  const term = args.q.trim();
  const like = likePattern(term);
  const where = term
    ? or(
        ilike(users.username, like),
        ilike(users.surname, like),
        ilike(users.firstName, like),
        ilike(specialCourseRates.courseCode, like),
      )
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: specialCourseRates.id,
        studentId: users.username,
        surname: users.surname,
        firstName: users.firstName,
        otherNames: users.otherNames,
        courseCode: specialCourseRates.courseCode,
        courseTitle: courses.title,
        ratePerHourKobo: specialCourseRates.ratePerHourKobo,
        hours: specialCourseRates.hours,
        note: specialCourseRates.note,
        createdAt: specialCourseRates.createdAt,
      })
      .from(specialCourseRates)
      .innerJoin(users, eq(users.customId, specialCourseRates.studentId))
      .innerJoin(courses, eq(courses.code, specialCourseRates.courseCode))
      .where(where)
      .orderBy(asc(users.username), asc(specialCourseRates.courseCode))
      .limit(args.limit)
      .offset(args.offset),
    db
      .select({ n: count() })
      .from(specialCourseRates)
      .innerJoin(users, eq(users.customId, specialCourseRates.studentId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function insertSpecialRate(
  db: Executor,
  row: typeof specialCourseRates.$inferInsert,
): Promise<typeof specialCourseRates.$inferSelect | undefined> {
  const rows = await db.insert(specialCourseRates).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function deleteSpecialRate(db: Executor, id: number) {
  const rows = await db.delete(specialCourseRates).where(eq(specialCourseRates.id, id)).returning();
  return rows[0];
}

/** Marks a staff category verified (or its verification withdrawn). */
export async function setStaffCategoryVerification(db: Executor, customId: string, verifiedBy: string | null) {
  await db
    .update(students)
    .set({
      specialCategoryVerifiedBy: verifiedBy,
      specialCategoryVerifiedAt: verifiedBy ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(students.customId, customId), isNotNull(students.specialStudentCategory)));
}

export async function insertFormVerification(db: Executor, row: typeof formVerifications.$inferInsert) {
  await db.insert(formVerifications).values(row);
}

export async function findFormVerification(db: Executor, code: string) {
  const rows = await db.select().from(formVerifications).where(eq(formVerifications.code, code)).limit(1);
  return rows[0];
}

/** The id (as text, as audit records name it) of a student's registration in a period, as a subquery. */
export function registrationIdText(periodId: string, studentId: string): SQL {
  return sql`(select ${registrations.id}::text from ${registrations} where ${registrations.periodId} = ${periodId} and ${registrations.studentId} = ${studentId})`;
}

/** The verification code of a student's registration form in a period (found by the form number). */
export async function findRegistrationVerification(db: Executor, periodId: string, studentId: string) {
  const rows = await db
    .select({ code: formVerifications.code, formNumber: formVerifications.formNumber })
    .from(formVerifications)
    .innerJoin(
      registrations,
      and(eq(registrations.formNumber, formVerifications.formNumber), eq(formVerifications.kind, 'registration')),
    )
    .where(and(eq(registrations.periodId, periodId), eq(registrations.studentId, studentId)))
    .limit(1);
  return rows[0];
}

export async function findFormVerificationByForm(
  db: Executor,
  kind: 'registration' | 'add-drop' | 'hostel',
  formNumber: string,
) {
  const rows = await db
    .select()
    .from(formVerifications)
    .where(and(eq(formVerifications.kind, kind), eq(formVerifications.formNumber, formNumber)))
    .limit(1);
  return rows[0];
}

export async function setPeriodAffiliationFee(db: Executor, periodId: string, amountKobo: number) {
  await db
    .update(periods)
    .set({ affiliationFeeKobo: amountKobo, updatedAt: sql`now()` })
    .where(eq(periods.periodId, periodId));
}
