import {
  findWallet,
  insertCourseFeesIfAbsent,
  insertCoursesIfAbsent,
  insertDepartmentalChargesIfAbsent,
  insertEntry,
  insertSession,
  insertPeriodIfAbsent,
  insertSeminaryChargesIfAbsent,
  insertStudent,
  insertStudentWallets,
  type NewUserRow,
} from '@portal/db';
import { CHARGE_LEVELS, chargeDepartmentsFor, nairaToKobo, periodId, type Semester } from '@portal/domain';
import { DEMO_COURSES, demoSeminaryCharges } from '../../src/seed/academic-seed.js';
import { SESSION_LIFETIME_MS } from '@portal/domain';
import { newSessionToken } from '../../src/lib/tokens.js';
import { SESSION_COOKIE } from '../../src/plugins/auth.js';
import { createStudent, type TestContext } from './helpers.js';

/**
 * A session made the way sign-in makes one, without going through the sign-in route (whose
 * per-address limit a file creating many students would reach; sign-in has its own tests).
 */
export async function sessionFor(ctx: TestContext, user: { customId: string }): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await insertSession(ctx.db, {
    tokenHash,
    userId: user.customId,
    expiresAt: new Date(ctx.clock.now.getTime() + SESSION_LIFETIME_MS),
  });
  return `${SESSION_COOKIE}=${token}`;
}

export const naira = (n: number) => n * 100;

export const PERIOD = { semester: '1st' as Semester, session: '2025/2026' };
export const PERIOD_ID = periodId(PERIOD.semester, PERIOD.session);

/** Naira per credit hour (the demo schedule). */
export const RATES = {
  UG: { ECWA: 2500, 'Non-ECWA': 3000, 'ECWA-Online': 2000, 'Non-ECWA-Online': 2500 },
  PG: { ECWA: 3500, 'Non-ECWA': 4000, 'ECWA-Online': 3000, 'Non-ECWA-Online': 3500 },
} as const;

/** A period with registration open, the demo catalogue, charges (Pastoral Studies UG 3,000, PG 2,000, others 1,000) and course fees. */
export async function seedRegistrationSetup(ctx: TestContext, options: { registration?: 'opened' | 'closed' } = {}) {
  await insertPeriodIfAbsent(ctx.db, {
    periodId: PERIOD_ID,
    semester: PERIOD.semester,
    session: PERIOD.session,
    season: 'regular',
    registrationStatus: options.registration ?? 'opened',
    addDropStatus: 'closed',
    accommodationStatus: 'closed',
  });
  await insertCoursesIfAbsent(ctx.db, DEMO_COURSES);
  await insertSeminaryChargesIfAbsent(ctx.db, demoSeminaryCharges());
  await insertDepartmentalChargesIfAbsent(
    ctx.db,
    CHARGE_LEVELS.flatMap((level) =>
      chargeDepartmentsFor(level).map((department) => ({
        level,
        department,
        amountKobo: nairaToKobo(department === 'Pastoral Studies' ? (level === 'undergraduate' ? 3000 : 2000) : 1000),
      })),
    ),
  );
  await insertCourseFeesIfAbsent(
    ctx.db,
    (['UG', 'PG'] as const).flatMap((progCategory) =>
      Object.entries(RATES[progCategory]).map(([band, n]) => ({
        periodId: PERIOD_ID,
        progCategory,
        band: band as keyof (typeof RATES)['UG'],
        amountKobo: nairaToKobo(n),
      })),
    ),
  );
}

let seq = 0;

export interface StudentSpec {
  category?: string;
  programme?: string;
  department?: string | null;
  denomination?: 'ECWA' | 'Non-ECWA';
  mode?: 'in_person' | 'virtual';
  staff?: 'declared' | 'verified';
  walletNaira?: number;
  user?: Partial<NewUserRow>;
}

/** A student with a complete profile, a student record and both wallets (optionally funded). */
export async function createRegistrant(ctx: TestContext, spec: StudentSpec = {}) {
  seq++;
  const user = await createStudent(ctx, 'complete', {
    modeOfStudy: spec.mode ?? 'in_person',
    phoneNumber: `0803${String(1000000 + seq).slice(-7)}`,
    ...spec.user,
  });
  await insertStudent(ctx.db, {
    customId: user.customId,
    ledgerNumber: `JETS/LED/${user.username}`,
    dateOfBirth: '1990-01-01',
    email: `first.${user.username.toLowerCase()}@jets.edu.ng`,
    matriculationNumber: `JETS/PG/25/OT/${user.username}`,
    stateOfOrigin: 'Plateau',
    countryOfOrigin: 'Nigeria',
    denomination: spec.denomination ?? 'ECWA',
    localChurch: 'ECWA Church',
    nameOfPastor: 'Rev. A',
    workFulltime: 'no',
    ministry: 'Youth',
    yearOfAdmission: 2025,
    programmeCategory: spec.category ?? 'Masters Programme',
    programme: spec.programme ?? 'MA in Old Testament',
    faculty: 'Faculty of Biblical Studies',
    department: spec.department === undefined ? 'Old Testament' : spec.department,
    affiliationStatus: 'no',
    specialStudentCategory: spec.staff ? 'JETS Staff' : null,
    specialCategoryVerifiedBy: null,
  });
  await insertStudentWallets(ctx.db, user.customId);
  if (spec.walletNaira) await fund(ctx, user.customId, spec.walletNaira);
  if (spec.staff === 'verified') {
    const { setStaffCategoryVerification } = await import('@portal/db');
    await setStaffCategoryVerification(ctx.db, user.customId, user.customId);
  }
  const cookie = await sessionFor(ctx, user);
  return { user, cookie };
}

/** Credits a portal wallet through the ledger (an adjustment). */
export async function fund(ctx: TestContext, customId: string, amountNaira: number) {
  const wallet = await findWallet(ctx.db, customId, 'portal');
  await insertEntry(ctx.db, {
    walletId: wallet!.id,
    kind: 'adjustment',
    amountKobo: naira(amountNaira),
    actorId: null,
    reason: 'test funding',
  });
}

export async function portalBalance(ctx: TestContext, customId: string): Promise<number> {
  return (await findWallet(ctx.db, customId, 'portal'))!.balanceKobo;
}
