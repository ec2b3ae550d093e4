/**
 * The one-statement SQL paths ("fast paths"), all of them and only here. Each does in one round
 * trip (data-modifying CTEs: atomic on its own) what a careful path does — the domain's rule,
 * then an ordinary transaction on locked rows — for the common case, and writes nothing when its
 * conditions do not hold, so the caller then takes the careful path. Their conditions restate
 * domain rules (packages/domain), listed here per statement; apps/api/test/db/fast-paths.test.ts
 * drives each statement and its careful path with the same generated inputs (states, periods,
 * levels, modes, courses, amounts) and checks the same decision and the same rows.
 *
 * - insertRegistrationAudited: a registration starts 'started' (REGISTRATION_STATUSES[0], the
 *   status every REGISTRATION_TRANSITIONS path begins from), affiliation 'no' unless answered
 *   (startRegistrationSchema), once per student and period.
 * - changeRegistrationCourse: the form is editable in `editableStatuses`, the caller's
 *   canAct('pick-course' | 'remove-course', status) as a list. With `fast` (pick): the period is
 *   open — isRegistrationOpenFor, its 'opened' case only (a virtual student's current period
 *   goes the careful way) — and the course is offered: status 'available' (COURSE_STATUSES),
 *   audience 'both' or the student's mode (COURSE_AUDIENCES), a year in yearsForLevel(level)
 *   (`levelYears`, the caller's table of it).
 * - transitionRegistration: canTransition / registrationStatusAfter(event) through
 *   `fromStatuses` and `to` (REGISTRATION_TRANSITIONS[event]); forward needs a course on the
 *   form (REGISTRATION_MESSAGES.noCourses). With `fast`: isRegistrationOpenFor, 'opened' case.
 * - completeRegistrationIfUnchanged: registrationStatusAfter('submit') on the form as the caller
 *   priced it (priceRegistration) and decided it (walletCovers: the wallet covers the total, or the undertaking),
 *   only while what that was made from is unchanged; the debit of the grand total, none when it
 *   is 0 (one 'registration' entry of ENTRY_KINDS, the form number its reference); closing
 *   balance = opening − total; registrationFormNumber is the caller's.
 * - enterLedgerBalanceAsExpected: canTransition('enter-ledger-balance') through `fromStatuses`;
 *   the wallet still holds what the officer saw (else WALLET_MESSAGES.balanceChanged); the
 *   adjustment is balanceAdjustmentKobo(target, balance), none when 0; its reason ends with
 *   periodTitle's words.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import type { NewRegistrationRow, RegistrationRow } from '../schema/registrations.js';
import { executePrepared } from './prepared.js';
import { formPiecesColumns, formPiecesOf, type FormPiecesRow } from './registration-form.js';

type Status = RegistrationRow['status'];

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
