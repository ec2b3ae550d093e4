import { and, eq, like } from 'drizzle-orm';
import {
  findAddDrop,
  findPeriod,
  findRegistration,
  findUserByUsername,
  listAuditTrail,
  listOfferedCourses,
  listRegistrationCourses,
  recordAudit,
  registrations,
  setPeriodDates,
  setPeriodStatus,
  users,
  type Database,
  type UserRow,
} from '@portal/db';
import {
  matriculationNumber,
  programmesOf,
  seminaryDate,
  studentEmail,
  yearsForLevel,
  type AddDropStatus,
  type ProgrammeCategory,
} from '@portal/domain';
import {
  addCourse,
  decideAddDrop,
  dropCourse,
  forwardAddDrop,
  recordAddDropPrint,
  startAddDrop,
  submitAddDrop,
} from '../modules/add-drop/index.js';
import {
  DEMO_OPEN_PERIOD,
  demoDeskStaff,
  fundWallet,
  insertDemoStudent,
  registerDemoStudent,
  seedServiceDeps,
} from './seed-helpers.js';

/**
 * Demo add/drop (issue 12): the demo's open period gets add/drop opened with a start date five
 * days ago (so today falls in the free window) and a mid-semester date eight weeks later; six
 * students with a completed registration, one per add/drop step (logins printed), and a share of
 * the registration demo's completed students at every add/drop status, all driven through the
 * services the screens use. Four of the six are Diploma students: the registry log lists the
 * groups in order, 50 to a page, and its first page keeps a row of every group.
 */

type Stage = 'none' | AddDropStatus;

const STAGE_NOTES: Record<Stage, string> = {
  none: 'registered: start add/drop',
  started: 'add/drop started',
  'awaiting dean': "add/drop awaiting the DPAA's office",
  disapproved: 'add/drop disapproved',
  incomplete: 'add/drop approved: submit and print',
  completed: 'add/drop completed: print it',
};

const STUDENTS: Array<{
  username: string;
  stage: Stage;
  surname: string;
  firstName: string;
  gender: 'Female' | 'Male';
  category: ProgrammeCategory;
  level: string;
  department: string;
  faculty: string;
}> = [
  {
    username: '66001',
    stage: 'none',
    surname: 'ABUBAKAR',
    firstName: 'Ruth',
    gender: 'Female',
    category: 'Masters Programme',
    level: '6',
    department: 'Old Testament',
    faculty: 'Faculty of Biblical Studies',
  },
  {
    username: '66002',
    stage: 'started',
    surname: 'BITRUS',
    firstName: 'Samuel',
    gender: 'Male',
    category: 'Bachelor of Arts Programme',
    level: '2-BA',
    department: 'Pastoral Studies',
    faculty: 'Faculty of Practical Theology',
  },
  {
    username: '66003',
    stage: 'awaiting dean',
    surname: 'CHOJI',
    firstName: 'Deborah',
    gender: 'Female',
    category: 'Diploma Programme',
    level: '2-Diploma',
    department: 'Pastoral Studies',
    faculty: 'Faculty of Practical Theology',
  },
  {
    username: '66004',
    stage: 'disapproved',
    surname: 'DAMAR',
    firstName: 'Elijah',
    gender: 'Male',
    category: 'Diploma Programme',
    level: '3-Diploma',
    department: 'Missions and Intercultural Studies',
    faculty: 'Faculty of Practical Theology',
  },
  {
    username: '66005',
    stage: 'incomplete',
    surname: 'EKPE',
    firstName: 'Lydia',
    gender: 'Female',
    category: 'Diploma Programme',
    level: '1-Diploma',
    department: 'Pastoral Studies',
    faculty: 'Faculty of Practical Theology',
  },
  {
    username: '66006',
    stage: 'completed',
    surname: 'FWANGSHAK',
    firstName: 'Moses',
    gender: 'Male',
    category: 'Diploma Programme',
    level: '2-Diploma',
    department: 'Missions and Intercultural Studies',
    faculty: 'Faculty of Practical Theology',
  },
];

/** The stages given, in turn, to every other completed registration of the registration demo. */
const VOLUME_STAGES: AddDropStatus[] = ['completed', 'awaiting dean', 'incomplete', 'started', 'disapproved'];

export interface DemoAddDropStudent {
  username: string;
  note: string;
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Opens add/drop on the open period with dates around today, once (staff changes are kept). */
async function openAddDropWindow(db: Database, openPeriod: string, now: Date): Promise<void> {
  const period = await findPeriod(db, openPeriod);
  if (!period) return;
  const trail = await listAuditTrail(db, 'period', openPeriod);
  if (trail.some((t) => t.action === 'seed.demo-add-drop-window')) return;
  const startDate = addDays(seminaryDate(now), -5);
  const midSemesterDate = addDays(startDate, 56);
  await db.transaction(async (tx) => {
    await setPeriodDates(tx, openPeriod, { startDate, midSemesterDate });
    await setPeriodStatus(tx, openPeriod, 'addDropStatus', 'opened');
    await recordAudit(tx, {
      actorId: null,
      action: 'seed.demo-add-drop-window',
      entity: 'period',
      entityId: openPeriod,
      details: { start_date: startDate, mid_semester_date: midSemesterDate, add_drop_status: 'opened' },
    });
  });
}

/**
 * Seeds the demo add/drops (each once: a student with an add/drop is left alone). Returns the
 * logins to print, one per add/drop step.
 */
export async function seedDemoAddDrops(
  db: Database,
  domain: string,
  passwordHash: string,
): Promise<DemoAddDropStudent[]> {
  const desk = await demoDeskStaff(db, domain);
  if (!desk) return [];
  const { dean, bursar, registrar } = desk;
  const deps = seedServiceDeps(db);
  const openPeriod = DEMO_OPEN_PERIOD;
  await openAddDropWindow(db, openPeriod, deps.now());
  const period = await findPeriod(db, openPeriod);
  if (!period || period.addDropStatus !== 'opened') return [];

  /** Takes a registered student's add/drop to a stage: drop the last pick, add a course not taken. */
  async function driveAddDrop(student: UserRow, level: string, stage: Stage, n: number) {
    const registration = await findRegistration(db, openPeriod, student.customId);
    if (!registration || registration.status !== 'completed' || stage === 'none') return;
    if (await findAddDrop(db, registration.id)) return;
    await startAddDrop(deps, student, { period_id: openPeriod });
    const picked = await listRegistrationCourses(db, registration.id);
    const mode = student.modeOfStudy === 'virtual' ? 'virtual' : 'in_person';
    const offered = await listOfferedCourses(db, yearsForLevel(level), mode);
    const toAdd = offered.find((c) => !picked.some((p) => p.code === c.code));
    const toDrop = picked.length > 1 ? picked[picked.length - 1] : undefined;
    if (toDrop) await dropCourse(deps, student, openPeriod, toDrop.code);
    if (toAdd && (n % 2 === 0 || !toDrop)) await addCourse(deps, student, openPeriod, toAdd.code);
    if (stage === 'started') return;
    await forwardAddDrop(deps, student, openPeriod);
    if (stage === 'awaiting dean') return;
    if (stage === 'disapproved') {
      await decideAddDrop(deps, dean, openPeriod, student.customId, {
        decision: 'disapprove',
        // Longer than one SMS leaves room for: the demo outbox shows it end at a word with
        // 'See the portal for details.' while the form shows it whole (issue 27 §2).
        comment:
          'Please see your HOD before dropping this course: it is required for your level, and the course you added clashes with another on Tuesday mornings.',
      });
      return;
    }
    await decideAddDrop(deps, dean, openPeriod, student.customId, {
      decision: 'approve',
      comment: 'Add/Drop approved.',
    });
    if (stage === 'incomplete') return;
    await submitAddDrop(deps, student, openPeriod);
    if (n % 2 === 0) await recordAddDropPrint(deps, bursar, openPeriod, student.customId);
    if (n % 3 === 0) await recordAddDropPrint(deps, registrar, openPeriod, student.customId);
  }

  const printed: DemoAddDropStudent[] = [];
  for (const [i, s] of STUDENTS.entries()) {
    printed.push({ username: s.username, note: STAGE_NOTES[s.stage] });
    let user = await findUserByUsername(db, s.username);
    if (!user) {
      const programme = programmesOf(s.category)[i % programmesOf(s.category).length]!;
      user = await insertDemoStudent(
        db,
        {
          username: s.username,
          surname: s.surname,
          firstName: s.firstName,
          gender: s.gender,
          phoneNumber: `0807${String(6600000 + i * 311).padStart(7, '0')}`,
          modeOfStudy: 'in_person',
          passwordHash,
        },
        {
          ledgerNumber: `JETS/L/2025/${String(600 + i).padStart(4, '0')}`,
          dateOfBirth: `199${i}-0${1 + i}-1${i}`,
          email: studentEmail(s.firstName, s.username, 'in_person', { domain }),
          matriculationNumber: matriculationNumber({
            category: s.category,
            programme,
            yearOfAdmission: 2024,
            studentId: s.username,
          }),
          stateOfOrigin: ['Plateau', 'Kaduna', 'Gombe', 'Taraba', 'Benue', 'Kogi'][i]!,
          countryOfOrigin: 'Nigeria',
          denomination: i % 2 === 0 ? 'ECWA' : 'Non-ECWA',
          localChurch: i % 2 === 0 ? 'ECWA Church Jos' : 'COCIN Church Jos',
          nameOfPastor: 'Rev. Gideon Pam',
          workFulltime: 'no',
          ministry: 'Pastoral care',
          yearOfAdmission: 2024,
          programmeCategory: s.category,
          programme,
          faculty: s.faculty,
          department: s.department,
          affiliationStatus: 'no',
          specialStudentCategory: null,
        },
      );
      await fundWallet(db, user.customId, 300_000);
    }
    if (!(await findRegistration(db, openPeriod, user.customId))) {
      await registerDemoStudent(deps, desk, user, {
        start: { fresh_returning: 'returning', current_level: s.level, affiliation: 'no' },
        mode: 'in_person',
        picks: 3,
        stage: 'completed',
      });
    }
    await driveAddDrop(user, s.level, s.stage, i);
  }

  // Volume for the log and the queue: every other completed registration of the registration demo.
  const completed = await db
    .select({ user: users, level: registrations.currentLevel })
    .from(registrations)
    .innerJoin(users, eq(users.customId, registrations.studentId))
    .where(
      and(eq(registrations.periodId, openPeriod), eq(registrations.status, 'completed'), like(users.username, '65%')),
    )
    .orderBy(users.username);
  for (const [i, row] of completed.entries()) {
    if (i % 2 === 1) continue;
    await driveAddDrop(row.user, row.level, VOLUME_STAGES[(i / 2) % VOLUME_STAGES.length]!, i);
  }
  await deps.background.settle();
  return printed;
}
