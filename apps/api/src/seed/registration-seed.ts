import type { FastifyBaseLogger } from 'fastify';
import {
  findRegistration,
  findUserByUsername,
  findWallet,
  insertEntry,
  insertSpecialRate,
  insertStudent,
  insertStudentWallets,
  insertUser,
  listOfferedCourses,
  recordAudit,
  setStaffCategoryVerification,
  type Database,
  type UserRow,
} from '@portal/db';
import {
  affiliationOptions,
  levelsOf,
  matriculationNumber,
  nairaToKobo,
  periodId,
  programmesOf,
  studentEmail,
  yearsForLevel,
  type ProgrammeCategory,
} from '@portal/domain';
import { OutboxSmsSender } from '../integrations/sms/outbox-sms-sender.js';
import { BackgroundTasks } from '../lib/background-tasks.js';
import { newCustomId } from '../lib/tokens.js';
import {
  decideRegistration,
  enterLedgerBalance,
  grantUndertaking,
  recordRegistrationPrint,
} from '../modules/registrations/registration-desk.service.js';
import { submitRegistration } from '../modules/registrations/registration-submit.service.js';
import { forwardRegistration, pickCourse, startRegistration } from '../modules/registrations/registrations.service.js';
import { DEMO_PERIODS } from './academic-seed.js';

/**
 * Demo registrations that look like a seminary's first week of semester: sixty students across
 * the five programme categories, both modes of study and both denominations, at every
 * registration status, driven through the same services the screens use (so every figure is
 * what the server would compute, and every step is in the audit log and the SMS outbox).
 */

const SURNAMES = [
  'ADEYEMI',
  'BALA',
  'CHUKWU',
  'DAVOU',
  'EMMANUEL',
  'FAGBEMI',
  'GARBA',
  'HASSAN',
  'ISHAYA',
  'JATAU',
  'KURE',
  'LAWAL',
  'MADAKI',
  'NUHU',
  'OGUNDIPE',
  'PAM',
  'RIMAM',
  'SALLAU',
  'TANKO',
  'USMAN',
  'VERR',
  'WAZIRI',
  'YOHANNA',
  'ZAKKA',
  'AYUBA',
  'BULUS',
  'DAUDA',
  'GOTOM',
  'KWASU',
  'MAIKANO',
];
const FIRST_NAMES = [
  ['Abigail', 'Female'],
  ['Benjamin', 'Male'],
  ['Comfort', 'Female'],
  ['Daniel', 'Male'],
  ['Esther', 'Female'],
  ['Felix', 'Male'],
  ['Grace', 'Female'],
  ['Habila', 'Male'],
  ['Ijeoma', 'Female'],
  ['Jonah', 'Male'],
  ['Kezia', 'Female'],
  ['Luka', 'Male'],
  ['Mercy', 'Female'],
  ['Nathaniel', 'Male'],
  ['Olivia', 'Female'],
  ['Paul', 'Male'],
  ['Rhoda', 'Female'],
  ['Stephen', 'Male'],
  ['Tabitha', 'Female'],
  ['Victor', 'Male'],
] as const;

type Stage = 'none' | 'started' | 'awaiting dean' | 'disapproved' | 'awaiting bursar' | 'incomplete' | 'completed';

const CATEGORIES: Array<{ category: ProgrammeCategory; count: number; departments: string[] }> = [
  { category: 'Master of Divinity Programme', count: 10, departments: ['Pastoral Studies'] },
  {
    category: 'Masters Programme',
    count: 15,
    departments: ['Old Testament', 'New Testament', 'Systematic Theology', 'Christian Education', 'Youth Ministry'],
  },
  {
    category: 'PGDT Programme',
    count: 8,
    departments: ['Systematic Theology', 'Church History and Historical Theology'],
  },
  {
    category: 'Bachelor of Arts Programme',
    count: 17,
    departments: ['Pastoral Studies', 'Christian Education', 'Missions and Intercultural Studies', 'Youth Ministry'],
  },
  { category: 'Diploma Programme', count: 10, departments: ['Pastoral Studies', 'Missions and Intercultural Studies'] },
];

/** The order of stages as students are handed out within each category (every status appears in each). */
const STAGES: Stage[] = [
  'completed',
  'awaiting dean',
  'incomplete',
  'started',
  'awaiting bursar',
  'completed',
  'disapproved',
  'none',
  'completed',
  'awaiting dean',
  'incomplete',
  'completed',
  'started',
  'awaiting bursar',
  'completed',
  'awaiting dean',
  'completed',
];

const STAGE_NOTES: Record<Stage, string> = {
  none: 'no registration yet: start one',
  started: 'registration started',
  'awaiting dean': "registration awaiting the DPAA's office",
  disapproved: 'registration disapproved',
  'awaiting bursar': 'registration awaiting the Bursary',
  incomplete: 'registration ready to submit and print',
  completed: 'registration completed: print it',
};

const FACULTY_OF: Record<string, string> = {
  'Old Testament': 'Faculty of Biblical Studies',
  'New Testament': 'Faculty of Biblical Studies',
  'Systematic Theology': 'Faculty of Theological Studies',
  'Church History and Historical Theology': 'Faculty of Theological Studies',
  'Pastoral Studies': 'Faculty of Practical Theology',
  'Missions and Intercultural Studies': 'Faculty of Practical Theology',
  'Youth Ministry': 'Faculty of Practical Theology',
  'Christian Education': 'Faculty of Education',
};

export interface DemoRegistrant {
  username: string;
  stage: Stage;
  note: string;
}

function silentLogger(): FastifyBaseLogger {
  const noop = () => undefined;
  const logger = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, level: 'silent' };
  return { ...logger, child: () => logger } as unknown as FastifyBaseLogger;
}

async function fundWallet(db: Database, customId: string, naira: number): Promise<void> {
  const wallet = await findWallet(db, customId, 'portal');
  if (!wallet || naira === 0) return;
  await insertEntry(db, {
    walletId: wallet.id,
    kind: 'receipt',
    amountKobo: nairaToKobo(naira),
    reference: `DEMO-RCPT-${customId}`,
    actorId: null,
    reason: 'Demo: tuition paid at the Bursary',
  });
}

/**
 * Seeds the demo registrants (each once: an existing username is left alone). Staff actors are
 * the demo dean and bursar; `passwordHash` is the demo password's hash.
 */
export async function seedDemoRegistrations(
  db: Database,
  domain: string,
  passwordHash: string,
): Promise<DemoRegistrant[]> {
  const dean = await findUserByUsername(db, `dean@${domain}`);
  const bursar = await findUserByUsername(db, `bursar@${domain}`);
  const registrar = await findUserByUsername(db, `registrar@${domain}`);
  if (!dean || !bursar || !registrar) return [];
  const log = silentLogger();
  const background = new BackgroundTasks(log);
  const deps = { db, now: () => new Date(), sms: new OutboxSmsSender(), log, background };
  const openPeriod = periodId(DEMO_PERIODS[0]!.semester, DEMO_PERIODS[0]!.session);
  const printed: DemoRegistrant[] = [];
  let n = 0;
  for (const { category, count, departments } of CATEGORIES) {
    for (let i = 0; i < count; i++) {
      n++;
      const username = String(65000 + n);
      const stage = STAGES[i % STAGES.length]!;
      const [firstName, gender] = FIRST_NAMES[(n * 7) % FIRST_NAMES.length]!;
      const surname = SURNAMES[(n * 11) % SURNAMES.length]!;
      const mode = n % 4 === 0 ? 'virtual' : 'in_person';
      const denomination = n % 3 === 0 ? 'Non-ECWA' : 'ECWA';
      const department = departments[i % departments.length]!;
      const levels = levelsOf(category);
      const level = levels[i % levels.length]!;
      const programmes = programmesOf(category);
      const programme = programmes[i % programmes.length]!;
      const staff = n === 3 || n === 20 ? 'verified' : n === 27 ? 'declared' : null;

      let user = await findUserByUsername(db, username);
      if (!printed.some((p) => p.stage === stage)) printed.push({ username, stage, note: STAGE_NOTES[stage] });
      if (user && (await findRegistration(db, openPeriod, user.customId))) continue;
      if (!user) {
        user = await db.transaction(async (tx) => {
          const created: UserRow = await insertUser(tx, {
            customId: newCustomId(),
            username,
            role: 'student',
            status: 'complete',
            surname,
            firstName,
            gender,
            phoneNumber: `0806${String(5000000 + n * 137).padStart(7, '0')}`,
            modeOfStudy: mode,
            passwordHash,
          });
          await insertStudent(tx, {
            customId: created.customId,
            ledgerNumber: `JETS/L/2025/${String(100 + n).padStart(4, '0')}`,
            dateOfBirth: `19${80 + (n % 19)}-0${1 + (n % 9)}-1${n % 9}`,
            email: studentEmail(firstName, username, mode, { domain }),
            matriculationNumber: matriculationNumber({
              category,
              programme,
              yearOfAdmission: 2025 - (i % 3),
              studentId: username,
            }),
            stateOfOrigin: ['Plateau', 'Kaduna', 'Bauchi', 'Nasarawa', 'Benue'][n % 5]!,
            countryOfOrigin: n % 13 === 0 ? 'Ghana' : 'Nigeria',
            denomination,
            localChurch:
              denomination === 'ECWA'
                ? `ECWA Church ${['Jos', 'Bukuru', 'Kagoro', 'Zaria'][n % 4]}`
                : 'COCIN Church Jos',
            nameOfPastor: `Rev. ${SURNAMES[(n * 5) % SURNAMES.length]}`,
            workFulltime: n % 2 === 0 ? 'yes' : 'no',
            ministry: ['Youth ministry', 'Pastoral care', 'Missions', 'Teaching'][n % 4]!,
            yearOfAdmission: 2025 - (i % 3),
            programmeCategory: category,
            programme,
            faculty: FACULTY_OF[department] ?? 'Faculty of Practical Theology',
            department,
            affiliationStatus: affiliationOptions(category).includes('yes') && n % 2 === 0 ? 'yes' : 'no',
            specialStudentCategory: staff ? 'JETS Staff' : null,
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
        if (staff === 'verified') await setStaffCategoryVerification(db, user.customId, bursar.customId);
        // Most students paid something at the Bursary before the semester; a few paid nothing yet.
        const funded = stage === 'completed' ? 250_000 : stage === 'none' ? 0 : i === 10 ? 10_000 : 180_000;
        await fundWallet(db, user.customId, funded);
      }
      if (stage === 'none') {
        continue;
      }
      await startRegistration(deps, user, {
        period_id: openPeriod,
        fresh_returning: i % 3 === 0 ? 'new' : 'returning',
        current_level: level,
        affiliation: affiliationOptions(category).includes('yes') && n % 2 === 0 ? 'yes' : 'no',
      });
      const offered = await listOfferedCourses(db, yearsForLevel(level), mode);
      // The latest years first: a student takes the courses of their own year, plus one earlier.
      const picks = [...offered].reverse().slice(0, 3 + (n % 3));
      for (const course of picks) await pickCourse(deps, user, openPeriod, course.code);
      if (stage === 'started') {
        continue;
      }
      await forwardRegistration(deps, user, openPeriod);
      if (stage === 'awaiting dean') {
        continue;
      }
      if (stage === 'disapproved') {
        await decideRegistration(deps, dean, openPeriod, user.customId, {
          decision: 'disapprove',
          comment: 'Please see the HOD: one course clashes with your level.',
        });
        continue;
      }
      await decideRegistration(deps, dean, openPeriod, user.customId, {
        decision: 'approve',
        comment: 'Courses approved.',
      });
      if (stage === 'awaiting bursar') {
        continue;
      }
      const wallet = await findWallet(db, user.customId, 'portal');
      await enterLedgerBalance(deps, bursar, openPeriod, user.customId, {
        balance: Math.trunc((wallet?.balanceKobo ?? 0) / 100),
        expected_balance_kobo: wallet?.balanceKobo ?? 0,
      });
      if (stage === 'incomplete') {
        // One short student was given an undertaking by the registrar.
        if (i === 10) await grantUndertaking(deps, registrar, openPeriod, user.customId);
        continue;
      }
      await submitRegistration(deps, user, openPeriod);
      if (n % 2 === 0) await recordRegistrationPrint(deps, bursar, openPeriod, user.customId);
      if (n % 3 === 0) await recordRegistrationPrint(deps, registrar, openPeriod, user.customId);
    }
  }
  // A few agreed rates (the original's hard-coded list, as data).
  const rateStudent = await findUserByUsername(db, '65012');
  if (rateStudent) {
    await insertSpecialRate(db, {
      studentId: rateStudent.customId,
      courseCode: 'CED 202',
      ratePerHourKobo: nairaToKobo(8000),
      hours: 3,
      note: 'Agreed rate (Bursary memo 2025/14)',
      createdBy: bursar.customId,
    });
  }
  await background.settle();
  return printed;
}
