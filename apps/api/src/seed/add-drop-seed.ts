import type { FastifyBaseLogger } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import {
  findAddDrop,
  findPeriod,
  findRegistration,
  findUserByUsername,
  findWallet,
  insertEntry,
  insertStudent,
  insertStudentWallets,
  insertUser,
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
  nairaToKobo,
  periodId,
  programmesOf,
  seminaryDate,
  studentEmail,
  yearsForLevel,
  type AddDropStatus,
  type ProgrammeCategory,
} from '@portal/domain';
import { OutboxSmsSender } from '../integrations/sms/outbox-sms-sender.js';
import { BackgroundTasks } from '../lib/background-tasks.js';
import { newCustomId } from '../lib/tokens.js';
import { decideAddDrop, recordAddDropPrint } from '../modules/add-drop/add-drop-desk.service.js';
import {
  addCourse,
  dropCourse,
  forwardAddDrop,
  startAddDrop,
  submitAddDrop,
} from '../modules/add-drop/add-drop.service.js';
import { decideRegistration, enterLedgerBalance } from '../modules/registrations/registration-desk.service.js';
import { submitRegistration } from '../modules/registrations/registration-submit.service.js';
import { forwardRegistration, pickCourse, startRegistration } from '../modules/registrations/registrations.service.js';
import { DEMO_PERIODS } from './academic-seed.js';

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

function silentLogger(): FastifyBaseLogger {
  const noop = () => undefined;
  const logger = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, level: 'silent' };
  return { ...logger, child: () => logger } as unknown as FastifyBaseLogger;
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
  const dean = await findUserByUsername(db, `dean@${domain}`);
  const bursar = await findUserByUsername(db, `bursar@${domain}`);
  const registrar = await findUserByUsername(db, `registrar@${domain}`);
  if (!dean || !bursar || !registrar) return [];
  const log = silentLogger();
  const background = new BackgroundTasks(log);
  const deps = { db, now: () => new Date(), sms: new OutboxSmsSender(), log, background };
  const openPeriod = periodId(DEMO_PERIODS[0]!.semester, DEMO_PERIODS[0]!.session);
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
      await decideAddDrop(deps, dean!, openPeriod, student.customId, {
        decision: 'disapprove',
        comment: 'Please see your HOD before dropping this course.',
      });
      return;
    }
    await decideAddDrop(deps, dean!, openPeriod, student.customId, {
      decision: 'approve',
      comment: 'Add/Drop approved.',
    });
    if (stage === 'incomplete') return;
    await submitAddDrop(deps, student, openPeriod);
    if (n % 2 === 0) await recordAddDropPrint(deps, bursar!, openPeriod, student.customId);
    if (n % 3 === 0) await recordAddDropPrint(deps, registrar!, openPeriod, student.customId);
  }

  const printed: DemoAddDropStudent[] = [];
  for (const [i, s] of STUDENTS.entries()) {
    printed.push({ username: s.username, note: STAGE_NOTES[s.stage] });
    let user = await findUserByUsername(db, s.username);
    if (!user) {
      const programme = programmesOf(s.category)[i % programmesOf(s.category).length]!;
      user = await db.transaction(async (tx) => {
        const created: UserRow = await insertUser(tx, {
          customId: newCustomId(),
          username: s.username,
          role: 'student',
          status: 'complete',
          surname: s.surname,
          firstName: s.firstName,
          gender: s.gender,
          phoneNumber: `0807${String(6600000 + i * 311).padStart(7, '0')}`,
          modeOfStudy: 'in_person',
          passwordHash,
        });
        await insertStudent(tx, {
          customId: created.customId,
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
        });
        await insertStudentWallets(tx, created.customId);
        await recordAudit(tx, {
          actorId: null,
          action: 'seed.demo-student',
          entity: 'student',
          entityId: created.customId,
        });
        return created;
      });
      const wallet = await findWallet(db, user.customId, 'portal');
      if (wallet) {
        await insertEntry(db, {
          walletId: wallet.id,
          kind: 'receipt',
          amountKobo: nairaToKobo(300_000),
          reference: `DEMO-RCPT-${user.customId}`,
          actorId: null,
          reason: 'Demo: tuition paid at the Bursary',
        });
      }
    }
    if (!(await findRegistration(db, openPeriod, user.customId))) {
      await startRegistration(deps, user, {
        period_id: openPeriod,
        fresh_returning: 'returning',
        current_level: s.level,
        affiliation: 'no',
      });
      const offered = await listOfferedCourses(db, yearsForLevel(s.level), 'in_person');
      for (const course of [...offered].reverse().slice(0, 3)) await pickCourse(deps, user, openPeriod, course.code);
      await forwardRegistration(deps, user, openPeriod);
      await decideRegistration(deps, dean, openPeriod, user.customId, {
        decision: 'approve',
        comment: 'Courses approved.',
      });
      const wallet = await findWallet(db, user.customId, 'portal');
      await enterLedgerBalance(deps, bursar, openPeriod, user.customId, {
        balance: Math.trunc((wallet?.balanceKobo ?? 0) / 100),
        expected_balance_kobo: wallet?.balanceKobo ?? 0,
      });
      await submitRegistration(deps, user, openPeriod);
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
  await background.settle();
  return printed;
}
