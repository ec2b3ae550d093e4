import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  hostelApplications,
  hostelBeds,
  hostelRooms,
  hostels,
  type HostelApplicationRow,
  type HostelBedRow,
  type HostelRoomRow,
  type HostelRow,
  type NewHostelApplicationRow,
  type NewHostelRow,
} from '../schema/hostels.js';
import { students } from '../schema/students.js';
import { users } from '../schema/users.js';
import { likePattern } from './like.js';

export type { HostelRow, HostelRoomRow, HostelBedRow, HostelApplicationRow, NewHostelApplicationRow };
type OpenClosed = 'opened' | 'closed';
type ApplicationStatus = HostelApplicationRow['status'];

/** Allocations of a period, joined to bedspaces (no period: nothing is allocated). */
function allocatedIn(periodId: string | null): SQL {
  return periodId === null
    ? sql`false`
    : and(eq(hostelApplications.bedId, hostelBeds.id), eq(hostelApplications.periodId, periodId))!;
}

/**
 * Counts per hostel or room in SQL: every bedspace, the opened ones (in opened rooms), those
 * allocated in the period, and the available ones (opened, in an opened room, not allocated).
 */
const counts = {
  beds: sql<number>`count(${hostelBeds.id})::int`,
  openBeds: sql<number>`(count(${hostelBeds.id}) filter (where ${hostelBeds.status} = 'opened' and ${hostelRooms.status} = 'opened'))::int`,
  allocatedBeds: sql<number>`count(${hostelApplications.id})::int`,
  availableBeds: sql<number>`(count(${hostelBeds.id}) filter (where ${hostelBeds.status} = 'opened' and ${hostelRooms.status} = 'opened' and ${hostelApplications.id} is null))::int`,
};

// ---- hostels -------------------------------------------------------------------------------

/** Every hostel with its rooms and bedspace counts for a period, by name (one query). */
export async function listHostelsWithAvailability(db: Executor, periodId: string | null) {
  return db
    .select({
      hostel: hostels,
      rooms: sql<number>`count(distinct ${hostelRooms.id})::int`,
      ...counts,
    })
    .from(hostels)
    .leftJoin(hostelRooms, eq(hostelRooms.hostelId, hostels.id))
    .leftJoin(hostelBeds, eq(hostelBeds.roomId, hostelRooms.id))
    .leftJoin(hostelApplications, allocatedIn(periodId))
    .groupBy(hostels.id)
    .orderBy(asc(sql`lower(${hostels.name})`));
}

export type HostelWithAvailability = Awaited<ReturnType<typeof listHostelsWithAvailability>>[number];

/** One hostel with its counts for a period. */
export async function findHostelWithAvailability(db: Executor, hostelId: number, periodId: string | null) {
  const rows = await db
    .select({
      hostel: hostels,
      rooms: sql<number>`count(distinct ${hostelRooms.id})::int`,
      ...counts,
    })
    .from(hostels)
    .leftJoin(hostelRooms, eq(hostelRooms.hostelId, hostels.id))
    .leftJoin(hostelBeds, eq(hostelBeds.roomId, hostelRooms.id))
    .leftJoin(hostelApplications, allocatedIn(periodId))
    .where(eq(hostels.id, hostelId))
    .groupBy(hostels.id);
  return rows[0];
}

export async function findHostel(db: Executor, hostelId: number): Promise<HostelRow | undefined> {
  const rows = await db.select().from(hostels).where(eq(hostels.id, hostelId)).limit(1);
  return rows[0];
}

export async function findHostelByName(db: Executor, name: string): Promise<HostelRow | undefined> {
  const rows = await db
    .select()
    .from(hostels)
    .where(sql`lower(${hostels.name}) = lower(${name})`)
    .limit(1);
  return rows[0];
}

/** Reads a hostel and holds its row lock until the transaction ends. */
export async function lockHostel(db: Executor, hostelId: number): Promise<HostelRow | undefined> {
  const rows = await db.select().from(hostels).where(eq(hostels.id, hostelId)).for('update').limit(1);
  return rows[0];
}

/** Inserts a hostel unless one with the same name (any case) exists (then undefined). */
export async function insertHostelIfAbsent(db: Executor, row: NewHostelRow): Promise<HostelRow | undefined> {
  const rows = await db.insert(hostels).values(row).onConflictDoNothing().returning();
  return rows[0];
}

/** Inserts hostels (demo data); names already used are skipped. */
export async function insertHostelsIfAbsent(db: Executor, rows: NewHostelRow[]): Promise<HostelRow[]> {
  if (rows.length === 0) return [];
  return db.insert(hostels).values(rows).onConflictDoNothing().returning();
}

/** Inserts rooms (demo data); numbers already used in a hostel are skipped. */
export async function insertRoomsIfAbsent(
  db: Executor,
  rows: Array<typeof hostelRooms.$inferInsert>,
): Promise<HostelRoomRow[]> {
  if (rows.length === 0) return [];
  return db.insert(hostelRooms).values(rows).onConflictDoNothing().returning();
}

/** Inserts bedspaces (demo data); numbers already used in a room are skipped. */
export async function insertBedsIfAbsent(
  db: Executor,
  rows: Array<typeof hostelBeds.$inferInsert>,
): Promise<HostelBedRow[]> {
  if (rows.length === 0) return [];
  return db.insert(hostelBeds).values(rows).onConflictDoNothing().returning();
}

export async function setHostelStatus(db: Executor, hostelId: number, status: OpenClosed): Promise<HostelRow> {
  const rows = await db
    .update(hostels)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(hostels.id, hostelId))
    .returning();
  return rows[0]!;
}

// ---- rooms ---------------------------------------------------------------------------------

/** The rooms of a hostel with their bedspace counts for a period, by number (one query). */
export async function listRoomsWithAvailability(db: Executor, hostelId: number, periodId: string | null) {
  return db
    .select({ room: hostelRooms, ...counts })
    .from(hostelRooms)
    .leftJoin(hostelBeds, eq(hostelBeds.roomId, hostelRooms.id))
    .leftJoin(hostelApplications, allocatedIn(periodId))
    .where(eq(hostelRooms.hostelId, hostelId))
    .groupBy(hostelRooms.id)
    .orderBy(asc(sql`length(${hostelRooms.roomNumber})`), asc(hostelRooms.roomNumber));
}

export async function findRoom(db: Executor, hostelId: number, roomId: number): Promise<HostelRoomRow | undefined> {
  const rows = await db
    .select()
    .from(hostelRooms)
    .where(and(eq(hostelRooms.id, roomId), eq(hostelRooms.hostelId, hostelId)))
    .limit(1);
  return rows[0];
}

export async function lockRoom(db: Executor, hostelId: number, roomId: number): Promise<HostelRoomRow | undefined> {
  const rows = await db
    .select()
    .from(hostelRooms)
    .where(and(eq(hostelRooms.id, roomId), eq(hostelRooms.hostelId, hostelId)))
    .for('update')
    .limit(1);
  return rows[0];
}

/** Inserts a room unless the hostel already has one with this number (then undefined). */
export async function insertRoomIfAbsent(
  db: Executor,
  row: typeof hostelRooms.$inferInsert,
): Promise<HostelRoomRow | undefined> {
  const rows = await db.insert(hostelRooms).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function setRoomStatus(db: Executor, roomId: number, status: OpenClosed): Promise<HostelRoomRow> {
  const rows = await db
    .update(hostelRooms)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(hostelRooms.id, roomId))
    .returning();
  return rows[0]!;
}

// ---- bedspaces -----------------------------------------------------------------------------

/** The bedspaces of a room with the student each is allocated to in the period (one query). */
export async function listBedsOfRoom(db: Executor, roomId: number, periodId: string | null) {
  return db
    .select({
      bed: hostelBeds,
      applicationId: hostelApplications.id,
      studentId: users.username,
      surname: users.surname,
      firstName: users.firstName,
      otherNames: users.otherNames,
    })
    .from(hostelBeds)
    .leftJoin(hostelApplications, allocatedIn(periodId))
    .leftJoin(users, eq(users.customId, hostelApplications.studentId))
    .where(eq(hostelBeds.roomId, roomId))
    .orderBy(asc(sql`length(${hostelBeds.bedNumber})`), asc(hostelBeds.bedNumber));
}

/** A bedspace with its room (for an allocation); locks the bedspace row when `lock` is set. */
export async function findBedWithRoom(db: Executor, bedId: number, lock = false) {
  const query = db
    .select({ bed: hostelBeds, room: hostelRooms })
    .from(hostelBeds)
    .innerJoin(hostelRooms, eq(hostelRooms.id, hostelBeds.roomId))
    .where(eq(hostelBeds.id, bedId))
    .limit(1);
  const rows = lock ? await query.for('update', { of: hostelBeds }) : await query;
  return rows[0];
}

export async function lockBed(db: Executor, roomId: number, bedId: number): Promise<HostelBedRow | undefined> {
  const rows = await db
    .select()
    .from(hostelBeds)
    .where(and(eq(hostelBeds.id, bedId), eq(hostelBeds.roomId, roomId)))
    .for('update')
    .limit(1);
  return rows[0];
}

/** Inserts a bedspace unless the room already has one with this number (then undefined). */
export async function insertBedIfAbsent(
  db: Executor,
  row: typeof hostelBeds.$inferInsert,
): Promise<HostelBedRow | undefined> {
  const rows = await db.insert(hostelBeds).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function setBedStatus(db: Executor, bedId: number, status: OpenClosed): Promise<HostelBedRow> {
  const rows = await db
    .update(hostelBeds)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(hostelBeds.id, bedId))
    .returning();
  return rows[0]!;
}

/** The application a bedspace is allocated to in a period, if any. */
export async function findBedAllocation(
  db: Executor,
  periodId: string,
  bedId: number,
): Promise<HostelApplicationRow | undefined> {
  const rows = await db
    .select()
    .from(hostelApplications)
    .where(and(eq(hostelApplications.periodId, periodId), eq(hostelApplications.bedId, bedId)))
    .limit(1);
  return rows[0];
}

/** Opened bedspaces of the opened rooms of a hostel not allocated in the period (the Allocate Bunk selects). */
export async function listAllocatableBeds(db: Executor, hostelId: number, periodId: string) {
  return db
    .select({
      roomId: hostelRooms.id,
      roomNumber: hostelRooms.roomNumber,
      bedId: hostelBeds.id,
      bedNumber: hostelBeds.bedNumber,
    })
    .from(hostelBeds)
    .innerJoin(hostelRooms, eq(hostelRooms.id, hostelBeds.roomId))
    .leftJoin(hostelApplications, allocatedIn(periodId))
    .where(
      and(
        eq(hostelBeds.hostelId, hostelId),
        eq(hostelBeds.status, 'opened'),
        eq(hostelRooms.status, 'opened'),
        isNull(hostelApplications.id),
      ),
    )
    .orderBy(
      asc(sql`length(${hostelRooms.roomNumber})`),
      asc(hostelRooms.roomNumber),
      asc(sql`length(${hostelBeds.bedNumber})`),
      asc(hostelBeds.bedNumber),
    );
}

// ---- applications --------------------------------------------------------------------------

export async function findHostelApplication(
  db: Executor,
  periodId: string,
  studentId: string,
): Promise<HostelApplicationRow | undefined> {
  const rows = await db
    .select()
    .from(hostelApplications)
    .where(and(eq(hostelApplications.periodId, periodId), eq(hostelApplications.studentId, studentId)))
    .limit(1);
  return rows[0];
}

/** Reads an application and holds its row lock until the transaction ends. */
export async function lockHostelApplication(
  db: Executor,
  periodId: string,
  studentId: string,
): Promise<HostelApplicationRow | undefined> {
  const rows = await db
    .select()
    .from(hostelApplications)
    .where(and(eq(hostelApplications.periodId, periodId), eq(hostelApplications.studentId, studentId)))
    .for('update')
    .limit(1);
  return rows[0];
}

/** Inserts an application unless the student already has one in the period (then undefined). */
export async function insertHostelApplicationIfAbsent(
  db: Executor,
  row: NewHostelApplicationRow,
): Promise<HostelApplicationRow | undefined> {
  const rows = await db.insert(hostelApplications).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateHostelApplication(
  db: Executor,
  id: number,
  patch: Partial<Omit<NewHostelApplicationRow, 'id' | 'periodId' | 'studentId' | 'createdAt'>>,
): Promise<HostelApplicationRow> {
  const rows = await db
    .update(hostelApplications)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(hostelApplications.id, id))
    .returning();
  return rows[0]!;
}

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

function queueWhere(args: { periodId: string; statuses: readonly ApplicationStatus[]; q?: string | undefined }) {
  const term = args.q?.trim() ?? '';
  const like = likePattern(term);
  return and(
    eq(hostelApplications.periodId, args.periodId),
    inArray(hostelApplications.status, [...args.statuses]),
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

/** One page of a period's applications in some statuses, with the columns the queue shows. */
export async function listHostelApplicationsPage(
  db: Executor,
  args: { periodId: string; statuses: readonly ApplicationStatus[]; q?: string; limit: number; offset: number },
) {
  if (args.statuses.length === 0) return { rows: [], total: 0 };
  const where = queueWhere(args);
  const [rows, totals] = await Promise.all([
    db
      .select({
        customId: users.customId,
        studentId: users.username,
        surname: users.surname,
        firstName: users.firstName,
        otherNames: users.otherNames,
        programme: students.programme,
        ledgerNumber: students.ledgerNumber,
        hostelName: hostels.name,
        status: hostelApplications.status,
      })
      .from(hostelApplications)
      .innerJoin(users, eq(users.customId, hostelApplications.studentId))
      .leftJoin(students, eq(students.customId, hostelApplications.studentId))
      .leftJoin(hostels, eq(hostels.id, hostelApplications.hostelId))
      .where(where)
      .orderBy(asc(hostelApplications.createdAt), asc(hostelApplications.id))
      .limit(args.limit)
      .offset(args.offset),
    db
      .select({ n: count() })
      .from(hostelApplications)
      .innerJoin(users, eq(users.customId, hostelApplications.studentId))
      .leftJoin(students, eq(students.customId, hostelApplications.studentId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
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
