import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
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
import { users } from '../schema/users.js';
import { findRow, firstRow, insertRowIfAbsent, returnedRow, rowByKey } from './rows.js';

export type { HostelRow, HostelRoomRow, HostelBedRow, HostelApplicationRow, NewHostelApplicationRow };
type OpenClosed = 'opened' | 'closed';

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

type OpenClosedTable = typeof hostels | typeof hostelRooms | typeof hostelBeds;

/** Opens or closes a hostel, a room or a bedspace (each has an id, a status and updated_at). */
async function setOpenClosed<T extends OpenClosedTable>(
  db: Executor,
  table: T,
  id: number,
  status: OpenClosed,
): Promise<T['$inferSelect']> {
  // The three tables share these columns: one of their typings serves for all.
  const same = table as typeof hostels;
  return returnedRow(
    db
      .update(same)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(same.id, id))
      .returning(),
  );
}

/** Inserts hostels, rooms or bedspaces (demo data), skipping the names or numbers already used. */
async function insertNewOnes<T extends OpenClosedTable>(
  db: Executor,
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<Array<T['$inferSelect']>> {
  if (rows.length === 0) return [];
  // The three tables are inserted alike: one of their typings serves for all.
  const same = table as typeof hostels;
  return db
    .insert(same)
    .values(rows as NewHostelRow[])
    .onConflictDoNothing()
    .returning();
}

// ---- hostels -------------------------------------------------------------------------------

/** Hostels with their rooms and bedspace counts for a period, one row per hostel. */
function hostelsWithCounts(db: Executor, periodId: string | null) {
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
    .$dynamic();
}

/** Every hostel with its rooms and bedspace counts for a period, by name (one query). */
export async function listHostelsWithAvailability(db: Executor, periodId: string | null) {
  return hostelsWithCounts(db, periodId)
    .groupBy(hostels.id)
    .orderBy(asc(sql`lower(${hostels.name})`));
}

export type HostelWithAvailability = Awaited<ReturnType<typeof listHostelsWithAvailability>>[number];

/** One hostel with its counts for a period. */
export async function findHostelWithAvailability(db: Executor, hostelId: number, periodId: string | null) {
  return firstRow(hostelsWithCounts(db, periodId).where(eq(hostels.id, hostelId)).groupBy(hostels.id));
}

const hostelById = rowByKey(hostels, (hostelId: number) => eq(hostels.id, hostelId));
export const findHostel = hostelById.find;

export const findHostelByName = (db: Executor, name: string) =>
  findRow(db, hostels, sql`lower(${hostels.name}) = lower(${name})`);

/** Reads a hostel and holds its row lock until the transaction ends. */
export const lockHostel = hostelById.lock;

/** Inserts a hostel unless one with the same name (any case) exists (then undefined). */
export const insertHostelIfAbsent = (db: Executor, row: NewHostelRow) => insertRowIfAbsent(db, hostels, row);

/** Inserts hostels (demo data); names already used are skipped. */
export async function insertHostelsIfAbsent(db: Executor, rows: NewHostelRow[]): Promise<HostelRow[]> {
  return insertNewOnes(db, hostels, rows);
}

/** Inserts rooms (demo data); numbers already used in a hostel are skipped. */
export async function insertRoomsIfAbsent(
  db: Executor,
  rows: Array<typeof hostelRooms.$inferInsert>,
): Promise<HostelRoomRow[]> {
  return insertNewOnes(db, hostelRooms, rows);
}

/** Inserts bedspaces (demo data); numbers already used in a room are skipped. */
export async function insertBedsIfAbsent(
  db: Executor,
  rows: Array<typeof hostelBeds.$inferInsert>,
): Promise<HostelBedRow[]> {
  return insertNewOnes(db, hostelBeds, rows);
}

export async function setHostelStatus(db: Executor, hostelId: number, status: OpenClosed): Promise<HostelRow> {
  return setOpenClosed(db, hostels, hostelId, status);
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

/** A room, only when it belongs to the hostel. */
const roomOf = rowByKey(hostelRooms, (hostelId: number, roomId: number) =>
  and(eq(hostelRooms.id, roomId), eq(hostelRooms.hostelId, hostelId)),
);
export const findRoom = roomOf.find;
export const lockRoom = roomOf.lock;

/** Inserts a room unless the hostel already has one with this number (then undefined). */
export const insertRoomIfAbsent = (db: Executor, row: typeof hostelRooms.$inferInsert) =>
  insertRowIfAbsent(db, hostelRooms, row);

export async function setRoomStatus(db: Executor, roomId: number, status: OpenClosed): Promise<HostelRoomRow> {
  return setOpenClosed(db, hostelRooms, roomId, status);
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

/** A bedspace, only when it belongs to the room. */
export const lockBed = rowByKey(hostelBeds, (roomId: number, bedId: number) =>
  and(eq(hostelBeds.id, bedId), eq(hostelBeds.roomId, roomId)),
).lock;

/** Inserts a bedspace unless the room already has one with this number (then undefined). */
export const insertBedIfAbsent = (db: Executor, row: typeof hostelBeds.$inferInsert) =>
  insertRowIfAbsent(db, hostelBeds, row);

export async function setBedStatus(db: Executor, bedId: number, status: OpenClosed): Promise<HostelBedRow> {
  return setOpenClosed(db, hostelBeds, bedId, status);
}

/** The application a bedspace is allocated to in a period, if any. */
export const findBedAllocation = (db: Executor, periodId: string, bedId: number) =>
  findRow(db, hostelApplications, and(eq(hostelApplications.periodId, periodId), eq(hostelApplications.bedId, bedId)));

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
