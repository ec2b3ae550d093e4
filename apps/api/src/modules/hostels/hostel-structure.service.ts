import {
  findHostel,
  findHostelByName,
  findHostelWithAvailability,
  findPeriod,
  findRoom,
  insertBedIfAbsent,
  insertHostelIfAbsent,
  insertRoomIfAbsent,
  listBedsOfRoom,
  listHostelsWithAvailability,
  listPeriods,
  listRoomsWithAvailability,
  lockBed,
  lockHostel,
  lockRoom,
  recordAudit,
  setBedStatus,
  setHostelStatus,
  setRoomStatus,
  type Executor,
  type PeriodRow,
  type UserRow,
} from '@portal/db';
import {
  currentPeriodOf,
  HOSTEL_MESSAGES,
  nairaToKobo,
  normalizeHostelLabel,
  normalizeHostelName,
  type BedListResponse,
  type CreateBedInput,
  type CreateHostelInput,
  type CreateRoomInput,
  type HostelListResponse,
  type HostelStatus,
  type HostelStatusChangeResponse,
  type RoomListResponse,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { fullNameOf } from '../registrations/index.js';
import { hostelView, periodRef } from './hostel-views.js';

/**
 * Hostels, rooms and bedspaces (admin-faculty-side "Hostels"): lists with availability for a
 * period, creation (duplicates refused), and wanted-state toggles.
 */

const noHostel = () => new AppError('NOT_FOUND', HOSTEL_MESSAGES.noHostel);
const noRoom = () => new AppError('NOT_FOUND', HOSTEL_MESSAGES.noRoom);
const noBed = () => new AppError('NOT_FOUND', HOSTEL_MESSAGES.noBed);

/** The period availability is counted for: the one asked for, else the current period (null when none). */
export async function availabilityPeriod(db: Executor, periodId: string | undefined): Promise<PeriodRow | null> {
  if (periodId) {
    const period = await findPeriod(db, periodId);
    if (!period) throw notFound();
    return period;
  }
  return currentPeriodOf(await listPeriods(db));
}

/** /admin/manage-hostels: every hostel with its prices, status and availability. */
export async function listHostels(
  deps: DbDeps,
  query: { period_id?: string | undefined },
): Promise<HostelListResponse> {
  const period = await availabilityPeriod(deps.db, query.period_id);
  const rows = await listHostelsWithAvailability(deps.db, period?.periodId ?? null);
  return { period: period ? periodRef(period) : null, items: rows.map(hostelView) };
}

/** Add Another Hostel: a new hostel starts closed; a name already used (any case) is refused. */
export async function createHostel(deps: DbDeps, officer: UserRow, input: CreateHostelInput) {
  const name = normalizeHostelName(String(input.hostel_name));
  const duplicate = () => new AppError('CONFLICT', HOSTEL_MESSAGES.duplicateHostel(name));
  if (await findHostelByName(deps.db, name)) throw duplicate();
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertHostelIfAbsent(tx, {
      name,
      amountPerSemesterKobo: nairaToKobo(Number(input.amount_per_semester)),
      amountPerSummerKobo: nairaToKobo(Number(input.amount_per_summer)),
      cautionFeeKobo: nairaToKobo(Number(input.caution_fee ?? 0)),
      status: 'closed',
      createdBy: officer.customId,
    });
    if (!created) throw duplicate();
    await recordAudit(tx, {
      actorId: officer.customId,
      action: 'hostel.create',
      entity: 'hostel',
      entityId: String(created.id),
      details: {
        name,
        amount_per_semester_kobo: created.amountPerSemesterKobo,
        amount_per_summer_kobo: created.amountPerSummerKobo,
        caution_fee_kobo: created.cautionFeeKobo,
      },
    });
    return created;
  });
  return { message: HOSTEL_MESSAGES.hostelCreated, id: row.id };
}

const wantedState = (action: 'open' | 'close'): HostelStatus => (action === 'open' ? 'opened' : 'closed');

/** What a toggle of each kind answers when the row is missing, and when it changed. */
const TOGGLED = {
  hostel: { missing: noHostel, changedMessage: HOSTEL_MESSAGES.hostelStatusChanged },
  room: { missing: noRoom, changedMessage: HOSTEL_MESSAGES.roomStatusChanged },
  bedspace: { missing: noBed, changedMessage: HOSTEL_MESSAGES.bedStatusChanged },
};
type Toggled = keyof typeof TOGGLED;

/**
 * Sets a hostel, room or bedspace to the state the officer asked for (not a flip: two clicks
 * at once leave it as both wanted); asking for the current state changes nothing and says so.
 */
async function toggle(
  deps: DbDeps,
  officer: UserRow,
  what: Toggled,
  action: 'open' | 'close',
  args: {
    entityId: number;
    lock: (tx: Executor) => Promise<{ status: HostelStatus } | undefined>;
    write: (tx: Executor, status: HostelStatus) => Promise<unknown>;
  },
): Promise<HostelStatusChangeResponse> {
  const wanted = wantedState(action);
  return deps.db.transaction(async (tx) => {
    const row = await args.lock(tx);
    if (!row) throw TOGGLED[what].missing();
    if (row.status === wanted) {
      return { message: HOSTEL_MESSAGES.alreadyInState(what, wanted), changed: false, status: wanted };
    }
    await args.write(tx, wanted);
    await recordAudit(tx, {
      actorId: officer.customId,
      action: `${what === 'bedspace' ? 'bed' : what}.${action}`,
      entity: what === 'bedspace' ? 'hostel-bed' : what === 'room' ? 'hostel-room' : 'hostel',
      entityId: String(args.entityId),
      details: { from: row.status, to: wanted },
    });
    return { message: TOGGLED[what].changedMessage, changed: true, status: wanted };
  });
}

export async function setHostelOpen(deps: DbDeps, officer: UserRow, hostelId: number, action: 'open' | 'close') {
  return toggle(deps, officer, 'hostel', action, {
    entityId: hostelId,
    lock: (tx) => lockHostel(tx, hostelId),
    write: (tx, status) => setHostelStatus(tx, hostelId, status),
  });
}

/**
 * Inserts a room or bedspace under a number not used yet, with its audit record. A number
 * already used answers `duplicate`, also when a concurrent insert wins (the unique index).
 */
async function insertNumbered<T>(
  deps: DbDeps,
  duplicate: () => AppError,
  insert: (tx: Executor) => Promise<T | undefined>,
  audit: (tx: Executor, created: T) => Promise<unknown>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const created = await insert(tx);
      if (!created) throw duplicate();
      await audit(tx, created);
      return created;
    });
  } catch (err) {
    if (uniqueViolationOf(err) !== null) throw duplicate();
    throw err;
  }
}

/** /admin/manage-rooms/...: the hostel and its rooms with availability. */
export async function listRooms(
  deps: DbDeps,
  hostelId: number,
  query: { period_id?: string | undefined },
): Promise<RoomListResponse> {
  const period = await availabilityPeriod(deps.db, query.period_id);
  const periodId = period?.periodId ?? null;
  const [hostel, rooms] = await Promise.all([
    findHostelWithAvailability(deps.db, hostelId, periodId),
    listRoomsWithAvailability(deps.db, hostelId, periodId),
  ]);
  if (!hostel) throw noHostel();
  return {
    period: period ? periodRef(period) : null,
    hostel: hostelView(hostel),
    items: rooms.map((r) => ({
      id: r.room.id,
      room_number: r.room.roomNumber,
      status: r.room.status,
      beds: r.beds,
      open_beds: r.openBeds,
      allocated_beds: r.allocatedBeds,
      available_beds: r.availableBeds,
    })),
  };
}

/** Add Another Room: a new room starts opened; a number already used in the hostel is refused. */
export async function createRoom(deps: DbDeps, officer: UserRow, hostelId: number, input: CreateRoomInput) {
  const roomNumber = normalizeHostelLabel(String(input.room_number));
  if (!(await findHostel(deps.db, hostelId))) throw noHostel();
  const row = await insertNumbered(
    deps,
    () => new AppError('CONFLICT', HOSTEL_MESSAGES.duplicateRoom(roomNumber)),
    (tx) => insertRoomIfAbsent(tx, { hostelId, roomNumber, status: 'opened', createdBy: officer.customId }),
    (tx, created) =>
      recordAudit(tx, {
        actorId: officer.customId,
        action: 'room.create',
        entity: 'hostel-room',
        entityId: String(created.id),
        details: { hostel_id: hostelId, room_number: roomNumber },
      }),
  );
  return { message: HOSTEL_MESSAGES.roomCreated, id: row.id };
}

export async function setRoomOpen(
  deps: DbDeps,
  officer: UserRow,
  hostelId: number,
  roomId: number,
  action: 'open' | 'close',
) {
  return toggle(deps, officer, 'room', action, {
    entityId: roomId,
    lock: (tx) => lockRoom(tx, hostelId, roomId),
    write: (tx, status) => setRoomStatus(tx, roomId, status),
  });
}

/** /admin/manage-beds/...: the room, its hostel and its bedspaces with who holds each in the period. */
export async function listBeds(
  deps: DbDeps,
  hostelId: number,
  roomId: number,
  query: { period_id?: string | undefined },
): Promise<BedListResponse> {
  const period = await availabilityPeriod(deps.db, query.period_id);
  const [hostel, room, beds] = await Promise.all([
    findHostel(deps.db, hostelId),
    findRoom(deps.db, hostelId, roomId),
    listBedsOfRoom(deps.db, roomId, period?.periodId ?? null),
  ]);
  if (!hostel) throw noHostel();
  if (!room) throw noRoom();
  return {
    period: period ? periodRef(period) : null,
    hostel: { id: hostel.id, name: hostel.name, status: hostel.status },
    room: { id: room.id, room_number: room.roomNumber, status: room.status },
    items: beds.map((b) => {
      const allocated = b.applicationId !== null;
      return {
        id: b.bed.id,
        bed_number: b.bed.bedNumber,
        status: b.bed.status,
        allocated,
        allocated_to:
          allocated && b.studentId && b.surname && b.firstName
            ? {
                student_id: b.studentId,
                full_name: fullNameOf({ surname: b.surname, firstName: b.firstName, otherNames: b.otherNames }),
              }
            : null,
        available: !allocated && b.bed.status === 'opened' && room.status === 'opened',
      };
    }),
  };
}

/** Add Another Bedspace: a new bedspace starts opened; a number already used in the room is refused. */
export async function createBed(
  deps: DbDeps,
  officer: UserRow,
  hostelId: number,
  roomId: number,
  input: CreateBedInput,
) {
  const bedNumber = normalizeHostelLabel(String(input.bed_number));
  if (!(await findRoom(deps.db, hostelId, roomId))) throw noRoom();
  const row = await insertNumbered(
    deps,
    () => new AppError('CONFLICT', HOSTEL_MESSAGES.duplicateBed(bedNumber)),
    (tx) => insertBedIfAbsent(tx, { hostelId, roomId, bedNumber, status: 'opened', createdBy: officer.customId }),
    (tx, created) =>
      recordAudit(tx, {
        actorId: officer.customId,
        action: 'bed.create',
        entity: 'hostel-bed',
        entityId: String(created.id),
        details: { hostel_id: hostelId, room_id: roomId, bed_number: bedNumber },
      }),
  );
  return { message: HOSTEL_MESSAGES.bedCreated, id: row.id };
}

export async function setBedOpen(
  deps: DbDeps,
  officer: UserRow,
  hostelId: number,
  roomId: number,
  bedId: number,
  action: 'open' | 'close',
) {
  if (!(await findRoom(deps.db, hostelId, roomId))) throw noRoom();
  return toggle(deps, officer, 'bedspace', action, {
    entityId: bedId,
    lock: (tx) => lockBed(tx, roomId, bedId),
    write: (tx, status) => setBedStatus(tx, bedId, status),
  });
}
