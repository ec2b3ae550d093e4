import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { courses } from '../schema/academics.js';
import {
  addDropChanges,
  addDrops,
  type AddDropChangeRow,
  type AddDropRow,
  type NewAddDropRow,
} from '../schema/add-drops.js';
import { registrationCourses, registrations } from '../schema/registrations.js';
import { students } from '../schema/students.js';
import { users } from '../schema/users.js';
import { countOf, insertRowIfAbsent, pageIfAsked, rowByKey, updateRow } from './rows.js';
import { joinStudent, programmeColumns, queueWhere, studentColumns } from './student-columns.js';
import { completedChangeOfCourse } from './course-takers.js';

export type { AddDropRow, NewAddDropRow, AddDropChangeRow };
type Status = AddDropRow['status'];

const addDropOf = rowByKey(addDrops, (registrationId: number) => eq(addDrops.registrationId, registrationId));
export const findAddDrop = addDropOf.find;
/** Reads an add/drop and holds its row lock until the transaction ends. */
export const lockAddDrop = addDropOf.lock;

/** Starts the add/drop of a registration unless it has one (then undefined). */
export const insertAddDropIfAbsent = (db: Executor, row: NewAddDropRow) => insertRowIfAbsent(db, addDrops, row);

export const updateAddDrop = (
  db: Executor,
  registrationId: number,
  patch: Partial<Omit<NewAddDropRow, 'registrationId' | 'createdAt'>>,
) => updateRow(db, addDrops, eq(addDrops.registrationId, registrationId), patch);

/** The changes of an add/drop with their catalogue details, in the order made. */
export async function listAddDropChanges(db: Executor, registrationId: number) {
  return db
    .select({
      code: courses.code,
      title: courses.title,
      hours: courses.hours,
      year: courses.year,
      action: addDropChanges.action,
      mark: addDropChanges.mark,
      filedAt: addDropChanges.filedAt,
    })
    .from(addDropChanges)
    .innerJoin(courses, eq(courses.code, addDropChanges.courseCode))
    .where(eq(addDropChanges.registrationId, registrationId))
    .orderBy(asc(addDropChanges.createdAt), asc(courses.code));
}

/** Records a change; answers false when the course was already added or dropped (primary key). */
export async function insertAddDropChange(
  db: Executor,
  row: { registrationId: number; courseCode: string; action: 'add' | 'drop' },
): Promise<boolean> {
  const rows = await db
    .insert(addDropChanges)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: addDropChanges.courseCode });
  return rows.length > 0;
}

/** Removes an added course or undoes a drop; answers whether there was such a change. */
export async function deleteAddDropChange(
  db: Executor,
  registrationId: number,
  courseCode: string,
  action: 'add' | 'drop',
): Promise<boolean> {
  const rows = await db
    .delete(addDropChanges)
    .where(
      and(
        eq(addDropChanges.registrationId, registrationId),
        eq(addDropChanges.courseCode, courseCode),
        eq(addDropChanges.action, action),
      ),
    )
    .returning({ code: addDropChanges.courseCode });
  return rows.length > 0;
}

/** Fixes the mark of a drop not yet filed (forwarding): later forwards keep the first mark. */
export async function fileAddDropChange(
  db: Executor,
  registrationId: number,
  courseCode: string,
  mark: 'W' | 'WF' | null,
  at: Date,
): Promise<void> {
  await db
    .update(addDropChanges)
    .set({ mark, filedAt: at })
    .where(
      and(
        eq(addDropChanges.registrationId, registrationId),
        eq(addDropChanges.courseCode, courseCode),
        isNull(addDropChanges.filedAt),
      ),
    );
}

/**
 * The courses a student takes after add/drop: the registration's picks, minus the drops of a
 * completed add/drop, plus its adds (an add/drop not completed changes nothing). For class
 * lists, statistics and the registered-courses page.
 */
export async function listEffectiveCourses(db: Executor, registrationId: number) {
  const completedChange = (action: 'add' | 'drop') =>
    sql`exists (select 1 from ${addDropChanges} c join ${addDrops} a on a.registration_id = c.registration_id
      where c.registration_id = ${registrationId} and a.status = 'completed' and c.action = ${action}
      and c.course_code = ${courses.code})`;
  return db
    .select({
      code: courses.code,
      title: courses.title,
      hours: courses.hours,
      year: courses.year,
      added: sql<boolean>`not exists (select 1 from ${registrationCourses} rc where rc.registration_id = ${registrationId} and rc.course_code = ${courses.code})`,
    })
    .from(courses)
    .where(
      or(
        and(
          sql`exists (select 1 from ${registrationCourses} rc where rc.registration_id = ${registrationId} and rc.course_code = ${courses.code})`,
          sql`not ${completedChange('drop')}`,
        ),
        completedChange('add'),
      ),
    )
    .orderBy(asc(courses.code));
}

/**
 * Students who added or dropped a course in a period's completed add/drops (the class list's
 * "added" and "dropped" tables), with the W/WF mark of a drop.
 */
export async function listCompletedChangesOfCourse(db: Executor, periodId: string, courseCode: string) {
  return db
    .select({
      customId: registrations.studentId,
      action: addDropChanges.action,
      mark: addDropChanges.mark,
    })
    .from(addDropChanges)
    .innerJoin(addDrops, eq(addDrops.registrationId, addDropChanges.registrationId))
    .innerJoin(registrations, eq(registrations.id, addDropChanges.registrationId))
    .where(completedChangeOfCourse(periodId, courseCode));
}

/** The add/drop status of each of a student's registrations (print-outs). */
export async function listAddDropStatusesOfStudent(db: Executor, studentId: string) {
  return db
    .select({ periodId: registrations.periodId, status: addDrops.status, formNumber: addDrops.formNumber })
    .from(addDrops)
    .innerJoin(registrations, eq(registrations.id, addDrops.registrationId))
    .where(eq(registrations.studentId, studentId));
}

/** The add/drop of a student in a period, if any (with its registration id). */
export async function findAddDropOf(db: Executor, periodId: string, studentId: string) {
  const rows = await db
    .select({ addDrop: addDrops })
    .from(addDrops)
    .innerJoin(registrations, eq(registrations.id, addDrops.registrationId))
    .where(and(eq(registrations.periodId, periodId), eq(registrations.studentId, studentId)))
    .limit(1);
  return rows[0]?.addDrop;
}

/** Columns of the add/drop queue and log (one row per add/drop). */
const listColumns = {
  registrationId: addDrops.registrationId,
  ...studentColumns,
  ...programmeColumns,
  currentLevel: registrations.currentLevel,
  freshReturning: registrations.freshReturning,
  status: addDrops.status,
  formNumber: addDrops.formNumber,
  printedByBursarAt: addDrops.printedByBursarAt,
  printedByRegistrarAt: addDrops.printedByRegistrarAt,
  printedByDeanAt: addDrops.printedByDeanAt,
  netKobo: addDrops.netKobo,
  completedAt: addDrops.completedAt,
} as const;

const listWhere = (args: { periodId: string; statuses?: readonly Status[] | undefined; q?: string | undefined }) =>
  queueWhere({ period: registrations.periodId, status: addDrops.status }, args);

/** Programme categories in the order of the groups, first; others after them. */
function categoryRank(order: readonly string[]) {
  if (order.length === 0) return sql`0`;
  const cases = order.map((category, i) => sql`when ${category} then ${i}`);
  return sql`(case ${students.programmeCategory} ${sql.join(cases, sql` `)} else ${order.length} end)`;
}

/**
 * Add/drops of a period in one query, in the order of the groups (`categoryOrder`), then
 * surname and first name; `number` counts within the programme category over the whole period,
 * so a row keeps its number on every page.
 */
export async function listAddDropsOfPeriod(
  db: Executor,
  args: {
    periodId: string;
    statuses?: readonly Status[];
    q?: string;
    categoryOrder?: readonly string[];
    limit?: number;
    offset?: number;
  },
) {
  const rank = categoryRank(args.categoryOrder ?? []);
  const query = joinStudent(
    db
      .select({
        ...listColumns,
        number:
          sql<number>`row_number() over (partition by ${students.programmeCategory} order by ${users.surname}, ${users.firstName}, ${users.username})`.mapWith(
            Number,
          ),
      })
      .from(addDrops)
      .innerJoin(registrations, eq(registrations.id, addDrops.registrationId))
      .$dynamic(),
    registrations.studentId,
  )
    .where(listWhere(args))
    .orderBy(asc(rank), asc(users.surname), asc(users.firstName), asc(users.username));
  return pageIfAsked(query, args);
}

export async function countAddDropsOfPeriod(
  db: Executor,
  args: { periodId: string; statuses?: readonly Status[]; q?: string },
): Promise<number> {
  return countOf(
    joinStudent(
      db
        .select({ n: count() })
        .from(addDrops)
        .innerJoin(registrations, eq(registrations.id, addDrops.registrationId))
        .$dynamic(),
      registrations.studentId,
    ).where(listWhere(args)),
  );
}

/** Per period: add/drops awaiting the dean and in all (the staff period choosers). */
export async function countAddDropsByPeriod(db: Executor) {
  return db
    .select({
      periodId: registrations.periodId,
      total: count(),
      awaiting: sql<number>`count(*) filter (where ${addDrops.status} = 'awaiting dean')`.mapWith(Number),
    })
    .from(addDrops)
    .innerJoin(registrations, eq(registrations.id, addDrops.registrationId))
    .groupBy(registrations.periodId);
}
