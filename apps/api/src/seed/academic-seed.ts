import {
  findUserByUsername,
  insertAssignmentIfAbsent,
  insertCourseFeesIfAbsent,
  insertCoursesIfAbsent,
  insertDepartmentalChargesIfAbsent,
  insertPeriodIfAbsent,
  insertSeminaryChargesIfAbsent,
  recordAudit,
  type Database,
  type NewCourseRow,
  type NewSeminaryChargeRow,
  type Transaction,
} from '@portal/db';
import {
  CHARGE_LEVELS,
  chargeDepartmentsFor,
  chargeItemsFor,
  nairaToKobo,
  periodId,
  STUDENT_TYPES,
  type ChargeLevel,
  type Semester,
} from '@portal/domain';

/** Demo periods: registration is open in the first semester of 2025/2026. */
export const DEMO_PERIODS: Array<{ semester: Semester; session: string; registration: 'opened' | 'closed' }> = [
  { semester: '1st', session: '2025/2026', registration: 'opened' },
  { semester: '2nd', session: '2025/2026', registration: 'closed' },
];

/** Demo catalogue across years 1 to 7 (1-4 undergraduate, 5 PGDT, 6-7 masters). */
export const DEMO_COURSES: Array<Omit<NewCourseRow, 'createdBy'>> = [
  { code: 'BIB 101', title: 'Introduction to the Bible', hours: '3', year: 1, audience: 'both' },
  { code: 'ENG 102', title: 'English Composition', hours: '2', year: 1, audience: 'both' },
  { code: 'SPF 100', title: 'Spiritual Formation and Chapel', hours: 'P/F', year: 1, audience: 'in_person' },
  { code: 'THE 201', title: 'Systematic Theology I', hours: '3', year: 2, audience: 'both' },
  { code: 'CED 202', title: 'Foundations of Christian Education', hours: '2', year: 2, audience: 'both' },
  { code: 'MIS 301', title: 'Introduction to Missions', hours: '3', year: 3, audience: 'both' },
  { code: 'ONL 301', title: 'Online Learning and Research Skills', hours: '1', year: 3, audience: 'virtual' },
  { code: 'PAS 401', title: 'Pastoral Counselling', hours: '3', year: 4, audience: 'in_person' },
  { code: 'HRM 501', title: 'Biblical Hermeneutics', hours: '3', year: 5, audience: 'both' },
  { code: 'OTS 611', title: 'Old Testament Survey', hours: '3', year: 6, audience: 'both' },
  { code: 'NTS 612', title: 'New Testament Survey', hours: '3', year: 6, audience: 'both' },
  { code: 'FED 613', title: 'Supervised Field Education', hours: 'P/F', year: 6, audience: 'in_person' },
  { code: 'RES 701', title: 'Research Methods', hours: '3', year: 7, audience: 'both' },
  { code: 'CHA 702', title: 'Church History in Africa', hours: '2', year: 7, audience: 'virtual' },
];

/**
 * Seminary charges in naira per item, by level; `new` only items are not charged to returning
 * students. (Amounts after the [API] default schedule, original-system §2.4; the departmental
 * item comes from the departmental charges.)
 */
const IN_PERSON_AMOUNTS: Record<string, { undergraduate: number; postgraduate: number; newOnly?: boolean }> = {
  SUG: { undergraduate: 3000, postgraduate: 3000 },
  'Health Insurance': { undergraduate: 7000, postgraduate: 7000 },
  'Examination/Stationery': { undergraduate: 2000, postgraduate: 3000 },
  'Administrative Services': { undergraduate: 5000, postgraduate: 6000 },
  'Campus Development': { undergraduate: 7500, postgraduate: 7500 },
  'ECWA Education Dept Levy': { undergraduate: 1000, postgraduate: 1000 },
  Library: { undergraduate: 2000, postgraduate: 2500 },
  'New Student Matriculation': { undergraduate: 4000, postgraduate: 6000, newOnly: true },
  'ICT Dev and Internet': { undergraduate: 5000, postgraduate: 5000 },
  'ID Card': { undergraduate: 2000, postgraduate: 2000, newOnly: true },
  'Academic Catalogue': { undergraduate: 1000, postgraduate: 1000, newOnly: true },
  'ACTEA Accreditation': { undergraduate: 1500, postgraduate: 2000 },
};
const VIRTUAL_AMOUNTS: Record<string, { undergraduate: number; postgraduate: number; newOnly?: boolean }> = {
  'ECWA Education Dept Levy': { undergraduate: 1000, postgraduate: 1000 },
  'Development for Online Capacity': { undergraduate: 10000, postgraduate: 12000 },
  'Internet and Portal Access': { undergraduate: 5000, postgraduate: 5000 },
};

export function demoSeminaryCharges(): NewSeminaryChargeRow[] {
  const rows: NewSeminaryChargeRow[] = [];
  for (const level of CHARGE_LEVELS) {
    for (const studentType of STUDENT_TYPES) {
      for (const [mode, amounts] of [
        ['in_person', IN_PERSON_AMOUNTS],
        ['virtual', VIRTUAL_AMOUNTS],
      ] as const) {
        for (const item of chargeItemsFor(mode)) {
          const amount = amounts[item];
          if (!amount || (amount.newOnly && studentType === 'returning')) continue;
          rows.push({ level, studentType, mode, item, amountKobo: nairaToKobo(amount[level]) });
        }
      }
    }
  }
  return rows;
}

/** Departmental charges (admin-faculty-side §9): Pastoral Studies UG 3000, PG 2000, others 1000. */
function departmentalAmount(level: ChargeLevel, department: string): number {
  if (department === 'Pastoral Studies') return level === 'undergraduate' ? 3000 : 2000;
  return 1000;
}

/** Naira per credit hour in the first demo period. */
const DEMO_COURSE_FEES = {
  UG: { ECWA: 2500, 'Non-ECWA': 3000, 'ECWA-Online': 2000, 'Non-ECWA-Online': 2500 },
  PG: { ECWA: 3500, 'Non-ECWA': 4000, 'ECWA-Online': 3000, 'Non-ECWA-Online': 3500 },
} as const;

/** Lecturer usernames (before the domain) and the course each teaches in the open period. */
const DEMO_ASSIGNMENTS = [
  { lecturer: 'john.bako', course: 'OTS 611' },
  { lecturer: 'grace.danjuma', course: 'HRM 501' },
];

/** One batch in a transaction, audited when it wrote anything. */
async function once(db: Database, action: string, write: (tx: Transaction) => Promise<number>) {
  await db.transaction(async (tx) => {
    const written = await write(tx);
    if (written > 0) await recordAudit(tx, { actorId: null, action, entity: 'seed', details: { rows: written } });
  });
}

/**
 * Periods, courses, charges, course fees and two course assignments for demo mode. Each row is
 * inserted only when absent, so running it again (or after staff changed things) changes nothing.
 */
export async function seedAcademicSetup(db: Database, domain: string): Promise<void> {
  const firstPeriod = periodId(DEMO_PERIODS[0]!.semester, DEMO_PERIODS[0]!.session);
  await once(db, 'seed.demo-periods', async (tx) => {
    let n = 0;
    for (const p of DEMO_PERIODS) {
      const inserted = await insertPeriodIfAbsent(tx, {
        periodId: periodId(p.semester, p.session),
        semester: p.semester,
        session: p.session,
        season: 'regular',
        registrationStatus: p.registration,
        addDropStatus: 'closed',
        accommodationStatus: 'closed',
        // The affiliation fee of the first semester (Bachelor of Arts students who answer yes).
        affiliationFeeKobo: p.semester === '1st' ? nairaToKobo(20_000) : 0,
      });
      if (inserted) n++;
    }
    return n;
  });
  await once(db, 'seed.demo-courses', (tx) => insertCoursesIfAbsent(tx, DEMO_COURSES));
  await once(db, 'seed.demo-seminary-charges', (tx) => insertSeminaryChargesIfAbsent(tx, demoSeminaryCharges()));
  await once(db, 'seed.demo-departmental-charges', (tx) =>
    insertDepartmentalChargesIfAbsent(
      tx,
      CHARGE_LEVELS.flatMap((level) =>
        chargeDepartmentsFor(level).map((department) => ({
          level,
          department,
          amountKobo: nairaToKobo(departmentalAmount(level, department)),
        })),
      ),
    ),
  );
  await once(db, 'seed.demo-course-fees', (tx) =>
    insertCourseFeesIfAbsent(
      tx,
      (['UG', 'PG'] as const).flatMap((progCategory) =>
        Object.entries(DEMO_COURSE_FEES[progCategory]).map(([band, naira]) => ({
          periodId: firstPeriod,
          progCategory,
          band: band as keyof (typeof DEMO_COURSE_FEES)['UG'],
          amountKobo: nairaToKobo(naira),
        })),
      ),
    ),
  );
  await once(db, 'seed.demo-course-assignments', async (tx) => {
    let n = 0;
    for (const a of DEMO_ASSIGNMENTS) {
      const lecturer = await findUserByUsername(tx, `${a.lecturer}@${domain}`.toLowerCase());
      if (!lecturer || lecturer.role !== 'faculty') continue;
      if (
        await insertAssignmentIfAbsent(tx, {
          periodId: firstPeriod,
          courseCode: a.course,
          facultyId: lecturer.customId,
        })
      )
        n++;
    }
    return n;
  });
}
