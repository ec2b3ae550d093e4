import {
  findRegistration,
  findUserByUsername,
  insertSpecialRate,
  setStaffCategoryVerification,
  type Database,
} from '@portal/db';
import {
  affiliationOptions,
  levelsOf,
  matriculationNumber,
  nairaToKobo,
  programmesOf,
  studentEmail,
  type ProgrammeCategory,
} from '@portal/domain';
import { grantUndertaking, recordRegistrationPrint } from '../modules/registrations/registration-desk.service.js';
import { pickCourse } from '../modules/registrations/registrations.service.js';
import {
  DEMO_OPEN_PERIOD,
  demoDeskStaff,
  fundWallet,
  insertDemoStudent,
  registerDemoStudent,
  seedServiceDeps,
  type DemoRegistrationStage,
} from './seed-helpers.js';

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

type Stage = 'none' | DemoRegistrationStage;

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

/**
 * The demo's agreed rate: ₦8,000 an hour for 3 hours of CED 202 (2 credit hours), on the form of
 * a student whose registration is only started, so its rows and totals show "2 CH, charged as 3"
 * (issue 27 §3).
 */
const SPECIAL_RATE = { student: '65004', course: 'CED 202' } as const;

export interface DemoRegistrant {
  username: string;
  stage: Stage;
  note: string;
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
  const desk = await demoDeskStaff(db, domain);
  if (!desk) return [];
  const { bursar, registrar } = desk;
  const deps = seedServiceDeps(db);
  const openPeriod = DEMO_OPEN_PERIOD;
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
        user = await insertDemoStudent(
          db,
          {
            username,
            surname,
            firstName,
            gender,
            phoneNumber: `0806${String(5000000 + n * 137).padStart(7, '0')}`,
            modeOfStudy: mode,
            passwordHash,
          },
          {
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
          },
        );
        if (staff === 'verified') await setStaffCategoryVerification(db, user.customId, bursar.customId);
        // Most students paid something at the Bursary before the semester; a few paid nothing yet.
        const funded = stage === 'completed' ? 250_000 : stage === 'none' ? 0 : i === 10 ? 10_000 : 180_000;
        await fundWallet(db, user.customId, funded);
      }
      if (stage === 'none') {
        continue;
      }
      await registerDemoStudent(deps, desk, user, {
        start: {
          fresh_returning: i % 3 === 0 ? 'new' : 'returning',
          current_level: level,
          affiliation: affiliationOptions(category).includes('yes') && n % 2 === 0 ? 'yes' : 'no',
        },
        mode,
        picks: 3 + (n % 3),
        stage,
      });
      // The agreed-rate student also picks the course of the rate (its form stays open for picks).
      if (username === SPECIAL_RATE.student) await pickCourse(deps, user, openPeriod, SPECIAL_RATE.course);
      // One short student was given an undertaking by the registrar.
      if (stage === 'incomplete' && i === 10) await grantUndertaking(deps, registrar, openPeriod, user.customId);
      if (stage !== 'completed') continue;
      if (n % 2 === 0) await recordRegistrationPrint(deps, bursar, openPeriod, user.customId);
      if (n % 3 === 0) await recordRegistrationPrint(deps, registrar, openPeriod, user.customId);
    }
  }
  // An agreed rate (the original's hard-coded list, as data).
  const rateStudent = await findUserByUsername(db, SPECIAL_RATE.student);
  if (rateStudent) {
    await insertSpecialRate(db, {
      studentId: rateStudent.customId,
      courseCode: SPECIAL_RATE.course,
      ratePerHourKobo: nairaToKobo(8000),
      hours: 3,
      note: 'Agreed rate (Bursary memo 2025/14)',
      createdBy: bursar.customId,
    });
  }
  await deps.background.settle();
  return printed;
}
