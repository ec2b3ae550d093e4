import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { courses, periods } from '../schema/academics.js';
import {
  formVerifications,
  registrationCourses,
  registrations,
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
import { executePrepared } from './prepared.js';
import { countOf, firstRow, insertRowIfAbsent, pageIfAsked, rowByKey, updateRow } from './rows.js';
import { joinStudent, programmeColumns, queueWhere, studentColumns } from './student-columns.js';
import { completedRegistrationWithCourse } from './course-takers.js';

export type { RegistrationRow, NewRegistrationRow };
type Status = RegistrationRow['status'];

/** A student's registration in a period (one at most: a unique constraint). */
const registrationOf = rowByKey(registrations, (periodId: string, studentId: string) =>
  and(eq(registrations.periodId, periodId), eq(registrations.studentId, studentId)),
);
export const findRegistration = registrationOf.find;
/** Reads a registration and holds its row lock until the transaction ends. */
export const lockRegistration = registrationOf.lock;

/**
 * Locks a registration and its student's portal wallet in one statement (one round trip), the
 * registration first, and reads its period with them (not locked). Undefined when the
 * registration or the wallet is missing (the caller then looks at which).
 */
export async function lockRegistrationAndPortalWallet(db: Executor, periodId: string, studentId: string) {
  return firstRow(
    db
      .select({ registration: registrations, wallet: wallets, period: periods })
      .from(registrations)
      .innerJoin(wallets, and(eq(wallets.ownerId, registrations.studentId), eq(wallets.kind, 'portal')))
      .innerJoin(periods, eq(periods.periodId, registrations.periodId))
      .where(and(eq(registrations.periodId, periodId), eq(registrations.studentId, studentId)))
      .for('update', { of: [registrations, wallets] })
      .limit(1),
  );
}

/** Inserts a registration unless the student already has one in the period (then undefined). */
export const insertRegistrationIfAbsent = (db: Executor, row: NewRegistrationRow) =>
  insertRowIfAbsent(db, registrations, row);

export const updateRegistration = (
  db: Executor,
  id: number,
  patch: Partial<Omit<NewRegistrationRow, 'id' | 'periodId' | 'studentId' | 'createdAt'>>,
) => updateRow(db, registrations, eq(registrations.id, id), patch);

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
  return countOf(
    db.select({ n: count() }).from(registrationCourses).where(eq(registrationCourses.registrationId, registrationId)),
  );
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

/** Whether a course is on a registration's own picks. */
export async function isCourseRegistered(db: Executor, registrationId: number, courseCode: string): Promise<boolean> {
  const rows = await db
    .select({ code: registrationCourses.courseCode })
    .from(registrationCourses)
    .where(and(eq(registrationCourses.registrationId, registrationId), eq(registrationCourses.courseCode, courseCode)))
    .limit(1);
  return rows.length > 0;
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

/** A registration's own columns in its queues and the registration log (after the student's). */
export const registrationRowColumns = {
  currentLevel: registrations.currentLevel,
  freshReturning: registrations.freshReturning,
  status: registrations.status,
  undertaking: registrations.undertaking,
  formNumber: registrations.formNumber,
  printedByBursarAt: registrations.printedByBursarAt,
  printedByRegistrarAt: registrations.printedByRegistrarAt,
  printedByDeanAt: registrations.printedByDeanAt,
} as const;

/** Columns shown in the approval queues and logs (one row per registration). */
const listColumns = {
  registrationId: registrations.id,
  ...studentColumns,
  phoneNumber: users.phoneNumber,
  ...programmeColumns,
  ...registrationRowColumns,
  totalKobo: registrations.totalKobo,
  completedAt: registrations.completedAt,
} as const;

const listWhere = (args: { periodId: string; statuses?: readonly Status[] | undefined; q?: string | undefined }) =>
  queueWhere({ period: registrations.periodId, status: registrations.status }, args);

/**
 * Registrations of a period in one query (the approval queues: bounded by the statuses asked
 * for), ordered by programme category, surname and first name.
 */
export async function listRegistrationsOfPeriod(
  db: Executor,
  args: { periodId: string; statuses?: readonly Status[]; q?: string; limit?: number; offset?: number },
) {
  const query = joinStudent(db.select(listColumns).from(registrations).$dynamic(), registrations.studentId)
    .where(listWhere(args))
    .orderBy(asc(students.programmeCategory), asc(users.surname), asc(users.firstName), asc(users.username));
  return pageIfAsked(query, args);
}

export async function countRegistrationsOfPeriod(
  db: Executor,
  args: { periodId: string; statuses?: readonly Status[]; q?: string },
) {
  return countOf(
    joinStudent(db.select({ n: count() }).from(registrations).$dynamic(), registrations.studentId).where(
      listWhere(args),
    ),
  );
}

/** Completed registrations of a period that include a course (class lists). */
export async function listCompletedRegistrationsWithCourse(db: Executor, periodId: string, courseCode: string) {
  return db
    .select({ customId: registrations.studentId })
    .from(registrations)
    .innerJoin(registrationCourses, eq(registrationCourses.registrationId, registrations.id))
    .where(completedRegistrationWithCourse(periodId, courseCode));
}

/** The id (as text, as audit records name it) of a student's registration in a period, as a subquery. */
export function registrationIdText(periodId: string, studentId: string): SQL {
  return sql`(select ${registrations.id}::text from ${registrations} where ${registrations.periodId} = ${periodId} and ${registrations.studentId} = ${studentId})`;
}
