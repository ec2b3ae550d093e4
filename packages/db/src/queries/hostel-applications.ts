import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  hostelApplications,
  hostels,
  type HostelApplicationRow,
  type NewHostelApplicationRow,
} from '../schema/hostels.js';
import { students } from '../schema/students.js';
import { findBedWithRoom, findHostel } from './hostels.js';
import { insertRowIfAbsent, pageOf, rowByKey, updateRow } from './rows.js';
import { joinStudent, queueWhere, studentColumns } from './student-columns.js';

type ApplicationStatus = HostelApplicationRow['status'];

/** A student's application in a period (one at most: a unique constraint). */
const applicationOf = rowByKey(hostelApplications, (periodId: string, studentId: string) =>
  and(eq(hostelApplications.periodId, periodId), eq(hostelApplications.studentId, studentId)),
);
export const findHostelApplication = applicationOf.find;
/** Reads an application and holds its row lock until the transaction ends. */
export const lockHostelApplication = applicationOf.lock;

/** Inserts an application unless the student already has one in the period (then undefined). */
export const insertHostelApplicationIfAbsent = (db: Executor, row: NewHostelApplicationRow) =>
  insertRowIfAbsent(db, hostelApplications, row);

export const updateHostelApplication = (
  db: Executor,
  id: number,
  patch: Partial<Omit<NewHostelApplicationRow, 'id' | 'periodId' | 'studentId' | 'createdAt'>>,
) => updateRow(db, hostelApplications, eq(hostelApplications.id, id), patch);

/** The chosen hostel, room and bedspace of an application (names and numbers). */
export async function findApplicationPlacement(db: Executor, application: HostelApplicationRow) {
  const [hostel, bed] = await Promise.all([
    application.hostelId === null ? Promise.resolve(undefined) : findHostel(db, application.hostelId),
    application.bedId === null ? Promise.resolve(undefined) : findBedWithRoom(db, application.bedId),
  ]);
  return { hostel, room: bed?.room, bed: bed?.bed };
}

/** Every application of a student with its status (print-outs, the period list). */
export async function listHostelApplicationsOfStudent(db: Executor, studentId: string) {
  return db
    .select({
      periodId: hostelApplications.periodId,
      status: hostelApplications.status,
      hostelName: hostels.name,
    })
    .from(hostelApplications)
    .leftJoin(hostels, eq(hostels.id, hostelApplications.hostelId))
    .where(eq(hostelApplications.studentId, studentId));
}

/** One page of a period's applications in some statuses, with the columns the queue shows. */
export async function listHostelApplicationsPage(
  db: Executor,
  args: { periodId: string; statuses: readonly ApplicationStatus[]; q?: string; limit: number; offset: number },
) {
  if (args.statuses.length === 0) return { rows: [], total: 0 };
  const where = queueWhere({ period: hostelApplications.periodId, status: hostelApplications.status }, args);
  return pageOf(
    joinStudent(
      db
        .select({
          ...studentColumns,
          programme: students.programme,
          ledgerNumber: students.ledgerNumber,
          hostelName: hostels.name,
          status: hostelApplications.status,
        })
        .from(hostelApplications)
        .$dynamic(),
      hostelApplications.studentId,
    )
      .leftJoin(hostels, eq(hostels.id, hostelApplications.hostelId))
      .where(where)
      .orderBy(asc(hostelApplications.createdAt), asc(hostelApplications.id))
      .limit(args.limit)
      .offset(args.offset),
    joinStudent(db.select({ n: count() }).from(hostelApplications).$dynamic(), hostelApplications.studentId).where(
      where,
    ),
  );
}

/** How many applications of a period are in each status. */
export async function countHostelApplicationsByStatus(db: Executor, periodId: string) {
  return db
    .select({ status: hostelApplications.status, n: sql<number>`count(*)::int` })
    .from(hostelApplications)
    .where(eq(hostelApplications.periodId, periodId))
    .groupBy(hostelApplications.status);
}

/** The newest applications of a period (demo data, checks). */
export async function listHostelApplicationsOfPeriod(db: Executor, periodId: string) {
  return db
    .select()
    .from(hostelApplications)
    .where(eq(hostelApplications.periodId, periodId))
    .orderBy(desc(hostelApplications.id));
}
