import {
  findHostelApplication,
  findPeriod,
  findUserByUsername,
  findWallet,
  insertBedsIfAbsent,
  insertHostelsIfAbsent,
  insertRoomsIfAbsent,
  listAllocatableBeds,
  listHostelsWithAvailability,
  listRegistrationsOfPeriod,
  lockPeriod,
  recordAudit,
  setPeriodStatus,
  type Database,
  type UserRow,
} from '@portal/db';
import { nairaToKobo, type HostelApplicationStatus, type PreviousStay } from '@portal/domain';
import {
  allocateBed,
  applyForHostel,
  chooseHostel,
  recordHostelPrint,
  rejectHostelApplication,
  updateHostelBalance,
} from '../modules/hostels/index.js';
import { DEMO_OPEN_PERIOD, seedServiceDeps } from './seed-helpers.js';

/**
 * Demo hostels and hostel applications (issue 13): four hostels with rooms and bedspaces (one
 * hostel closed, one room and one bedspace closed, some bedspaces taken), accommodation opened
 * for the demo's open period, and applications at every status for students whose
 * registration is completed, driven through the same services the screens use (so every
 * amount, debit and SMS is what the server would produce). Each part is created once:
 * existing hostels and applications are left as they are.
 */

const HOSTELS: Array<{
  name: string;
  semester: number;
  summer: number;
  caution: number;
  rooms: Array<{ number: string; beds: number; closed?: boolean; closedBed?: string }>;
  open: boolean;
}> = [
  {
    name: 'Bingham Hostel Flat',
    semester: 35_000,
    summer: 15_000,
    caution: 5_000,
    rooms: [
      { number: 'A1', beds: 4 },
      { number: 'A2', beds: 4 },
      { number: 'A3', beds: 4, closedBed: '4' },
      { number: 'A4', beds: 4 },
    ],
    open: true,
  },
  {
    name: 'Mary Slessor Hall',
    semester: 30_000,
    summer: 12_000,
    caution: 5_000,
    rooms: [
      { number: 'B1', beds: 4 },
      { number: 'B2', beds: 4 },
      { number: 'B3', beds: 4, closed: true },
    ],
    open: true,
  },
  {
    name: 'Bowen Hall',
    semester: 58_000,
    summer: 25_000,
    caution: 7_500,
    rooms: [
      { number: 'C1', beds: 2 },
      { number: 'C2', beds: 2 },
    ],
    open: true,
  },
  {
    name: 'Married Students Quarters',
    semester: 80_000,
    summer: 35_000,
    caution: 10_000,
    rooms: [
      { number: 'M1', beds: 1 },
      { number: 'M2', beds: 1 },
    ],
    open: false,
  },
];

type Stage = Exclude<HostelApplicationStatus, 'disapproved'> | 'rejected';

/** Stages handed out to the completed registrants in Student ID order (every status early). */
const STAGES: Array<{ stage: Stage; balance: number; hostel: string; stay: PreviousStay }> = [
  { stage: 'complete', balance: 60_000, hostel: 'Bingham Hostel Flat', stay: 'last semester' },
  { stage: 'awaiting porter', balance: 60_000, hostel: 'Mary Slessor Hall', stay: 'no' },
  { stage: 'rejected', balance: 45_000, hostel: 'Bingham Hostel Flat', stay: 'last summer' },
  { stage: 'balance updated', balance: 20_000, hostel: '', stay: 'no' },
  { stage: 'awaiting bursar', balance: 0, hostel: '', stay: 'last semester' },
  { stage: 'complete', balance: 50_000, hostel: 'Mary Slessor Hall', stay: 'no' },
  { stage: 'awaiting porter', balance: 70_000, hostel: 'Bowen Hall', stay: 'no' },
  { stage: 'complete', balance: 40_000, hostel: 'Bingham Hostel Flat', stay: 'last semester' },
  { stage: 'balance updated', balance: 90_000, hostel: '', stay: 'no' },
];

/**
 * The hostels, rooms and bedspaces with their statuses, inserted in one transaction (like the
 * other demo settings) and audited once; only when the portal has no hostel yet.
 */
async function seedStructure(db: Database, ict: UserRow): Promise<Map<string, number>> {
  const existing = await listHostelsWithAvailability(db, null);
  if (existing.length > 0) return new Map(existing.map((h) => [h.hostel.name, h.hostel.id]));
  return db.transaction(async (tx) => {
    const created = await insertHostelsIfAbsent(
      tx,
      HOSTELS.map((h) => ({
        name: h.name,
        amountPerSemesterKobo: nairaToKobo(h.semester),
        amountPerSummerKobo: nairaToKobo(h.summer),
        cautionFeeKobo: nairaToKobo(h.caution),
        status: h.open ? ('opened' as const) : ('closed' as const),
        createdBy: ict.customId,
      })),
    );
    const ids = new Map(created.map((h) => [h.name, h.id]));
    const rooms = await insertRoomsIfAbsent(
      tx,
      HOSTELS.flatMap((h) =>
        h.rooms.map((r) => ({
          hostelId: ids.get(h.name)!,
          roomNumber: r.number,
          status: r.closed ? ('closed' as const) : ('opened' as const),
          createdBy: ict.customId,
        })),
      ),
    );
    const roomId = (hostelId: number, number: string) =>
      rooms.find((r) => r.hostelId === hostelId && r.roomNumber === number)!.id;
    const beds = await insertBedsIfAbsent(
      tx,
      HOSTELS.flatMap((h) =>
        h.rooms.flatMap((r) =>
          Array.from({ length: r.beds }, (_, k) => ({
            hostelId: ids.get(h.name)!,
            roomId: roomId(ids.get(h.name)!, r.number),
            bedNumber: String(k + 1),
            status: r.closedBed === String(k + 1) ? ('closed' as const) : ('opened' as const),
            createdBy: ict.customId,
          })),
        ),
      ),
    );
    await recordAudit(tx, {
      actorId: null,
      action: 'seed.demo-hostels',
      entity: 'seed',
      details: { hostels: created.length, rooms: rooms.length, beds: beds.length },
    });
    return ids;
  });
}

/** Opens accommodation for the demo's open period (the porter's toggle), once. */
async function openAccommodation(db: Database, porter: UserRow, openPeriod: string): Promise<void> {
  await db.transaction(async (tx) => {
    const period = await lockPeriod(tx, openPeriod);
    if (!period || period.accommodationStatus === 'opened') return;
    await setPeriodStatus(tx, openPeriod, 'accommodationStatus', 'opened');
    await recordAudit(tx, {
      actorId: porter.customId,
      action: 'period.open-accommodation',
      entity: 'period',
      entityId: openPeriod,
      details: { field: 'accommodation', from: period.accommodationStatus, to: 'opened', by: 'seed' },
    });
  });
}

export async function seedDemoHostels(db: Database, domain: string): Promise<void> {
  const [ict, bursar, porter] = await Promise.all([
    findUserByUsername(db, `ict@${domain}`),
    findUserByUsername(db, `bursar@${domain}`),
    findUserByUsername(db, `porter@${domain}`),
  ]);
  const openPeriod = DEMO_OPEN_PERIOD;
  if (!ict || !bursar || !porter || !(await findPeriod(db, openPeriod))) return;
  const hostelIds = await seedStructure(db, ict);
  const completed = await listRegistrationsOfPeriod(db, { periodId: openPeriod, statuses: ['completed'] });
  if (completed.length === 0) return;
  await openAccommodation(db, porter, openPeriod);

  const deps = seedServiceDeps(db);
  // In-person students with a completed registration, by Student ID; the first is left without an
  // application (the demo login for a completed registration can apply from the start).
  const students: UserRow[] = [];
  for (const r of [...completed].sort((a, b) => a.studentId.localeCompare(b.studentId))) {
    if (students.length > STAGES.length) break;
    const user = await findUserByUsername(db, r.studentId);
    if (user && user.modeOfStudy !== 'virtual') students.push(user);
  }
  const residents = students.slice(1);
  let allocated = 0;
  for (const [index, plan] of STAGES.entries()) {
    const student = residents[index];
    if (!student) break;
    if (await findHostelApplication(db, openPeriod, student.customId)) continue;
    await applyForHostel(deps, student, { period_id: openPeriod, previous_stay: plan.stay });
    if (plan.stage === 'awaiting bursar') continue;
    const wallet = await findWallet(db, student.customId, 'accommodation');
    await updateHostelBalance(deps, bursar, openPeriod, student.customId, {
      balance: plan.balance,
      expected_balance_kobo: wallet?.balanceKobo ?? 0,
    });
    if (plan.stage === 'balance updated') continue;
    const hostelId = hostelIds.get(plan.hostel);
    if (hostelId === undefined) continue;
    await chooseHostel(deps, student, openPeriod, hostelId);
    if (plan.stage === 'awaiting porter') continue;
    if (plan.stage === 'rejected') {
      await rejectHostelApplication(
        deps,
        porter,
        openPeriod,
        student.customId,
        'Bingham is full for returning students: please choose another hostel.',
      );
      continue;
    }
    const [bed] = await listAllocatableBeds(db, hostelId, openPeriod);
    if (!bed) continue;
    await allocateBed(deps, porter, openPeriod, student.customId, { room_id: bed.roomId, bed_id: bed.bedId });
    allocated++;
    if (allocated % 2 === 1) await recordHostelPrint(deps, porter, openPeriod, student.customId);
    if (allocated % 3 === 0) await recordHostelPrint(deps, bursar, openPeriod, student.customId);
  }
  await deps.background.settle();
}
