import type { FastifyBaseLogger } from 'fastify';
import {
  findUserByUsername,
  findWallet,
  insertEntry,
  insertStudent,
  insertStudentWallets,
  insertUser,
  listOfferedCourses,
  recordAudit,
  type Database,
  type NewStudentRow,
  type NewUserRow,
  type UserRow,
} from '@portal/db';
import { nairaToKobo, periodId, yearsForLevel } from '@portal/domain';
import { OutboxSmsSender } from '../integrations/sms/outbox-sms-sender.js';
import { BackgroundTasks } from '../lib/background-tasks.js';
import { newCustomId } from '../lib/tokens.js';
import { decideRegistration, enterLedgerBalance } from '../modules/registrations/registration-desk.service.js';
import { forwardRegistration, pickCourse, startRegistration } from '../modules/registrations/registrations.service.js';
import { submitRegistration } from '../modules/registrations/registration-submit.service.js';
import { DEMO_PERIODS } from './academic-seed.js';

/** What the demo seeds share: they drive the screens' own services, as the screens would. */

/** The demo's open period (the academic seed's first), where the demo forms are filed. */
export const DEMO_OPEN_PERIOD = periodId(DEMO_PERIODS[0]!.semester, DEMO_PERIODS[0]!.session);

function silentLogger(): FastifyBaseLogger {
  const noop = () => undefined;
  const logger = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, level: 'silent' };
  return { ...logger, child: () => logger } as unknown as FastifyBaseLogger;
}

/**
 * The services' dependencies for a seed: SMS kept in the outbox, nothing logged. A seed awaits
 * `background.settle()` before it returns, so its SMS are stored when it ends.
 */
export function seedServiceDeps(db: Database) {
  const log = silentLogger();
  return { db, now: () => new Date(), sms: new OutboxSmsSender(), log, background: new BackgroundTasks(log) };
}

/** The demo dean, bursar and registrar (the academic seed's staff), or null before they exist. */
export async function demoDeskStaff(db: Database, domain: string) {
  const dean = await findUserByUsername(db, `dean@${domain}`);
  const bursar = await findUserByUsername(db, `bursar@${domain}`);
  const registrar = await findUserByUsername(db, `registrar@${domain}`);
  return dean && bursar && registrar ? { dean, bursar, registrar } : null;
}

/** A complete demo student: the account, the student record and both wallets, audited once. */
export function insertDemoStudent(
  db: Database,
  user: Omit<NewUserRow, 'customId' | 'role' | 'status'>,
  student: Omit<NewStudentRow, 'customId'>,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const created = await insertUser(tx, { customId: newCustomId(), role: 'student', status: 'complete', ...user });
    await insertStudent(tx, { customId: created.customId, ...student });
    await insertStudentWallets(tx, created.customId);
    await recordAudit(tx, {
      actorId: null,
      action: 'seed.demo-student',
      entity: 'student',
      entityId: created.customId,
    });
    return created;
  });
}

/** A tuition payment at the Bursary, as a receipt entry on the portal wallet (nothing for 0). */
export async function fundWallet(db: Database, customId: string, naira: number): Promise<void> {
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

/** The bursar enters the student's ledger balance as the portal wallet holds it (whole naira). */
async function enterDemoLedgerBalance(
  deps: ReturnType<typeof seedServiceDeps>,
  bursar: UserRow,
  openPeriod: string,
  student: UserRow,
): Promise<void> {
  const wallet = await findWallet(deps.db, student.customId, 'portal');
  await enterLedgerBalance(deps, bursar, openPeriod, student.customId, {
    balance: Math.trunc((wallet?.balanceKobo ?? 0) / 100),
    expected_balance_kobo: wallet?.balanceKobo ?? 0,
  });
}

/** How far a demo registration goes: each stage is where a student stops on the way to completed. */
export type DemoRegistrationStage =
  'started' | 'awaiting dean' | 'disapproved' | 'awaiting bursar' | 'incomplete' | 'completed';

/**
 * Takes a student's registration in the demo's open period to a stage through the screens'
 * services: start, pick courses, forward, the dean's decision, the bursar's ledger balance
 * (from the portal wallet), submit.
 */
export async function registerDemoStudent(
  deps: ReturnType<typeof seedServiceDeps>,
  desk: { dean: UserRow; bursar: UserRow },
  student: UserRow,
  registration: {
    start: Omit<Parameters<typeof startRegistration>[2], 'period_id'>;
    mode: 'in_person' | 'virtual';
    /** How many of the offered courses to pick. */
    picks: number;
    stage: DemoRegistrationStage;
  },
): Promise<void> {
  const { stage } = registration;
  await startRegistration(deps, student, { period_id: DEMO_OPEN_PERIOD, ...registration.start });
  const offered = await listOfferedCourses(deps.db, yearsForLevel(registration.start.current_level), registration.mode);
  // The latest years first: a student takes the courses of their own year, plus one earlier.
  const picks = [...offered].reverse().slice(0, registration.picks);
  for (const course of picks) await pickCourse(deps, student, DEMO_OPEN_PERIOD, course.code);
  if (stage === 'started') return;
  await forwardRegistration(deps, student, DEMO_OPEN_PERIOD);
  if (stage === 'awaiting dean') return;
  if (stage === 'disapproved') {
    await decideRegistration(deps, desk.dean, DEMO_OPEN_PERIOD, student.customId, {
      decision: 'disapprove',
      comment: 'Please see the HOD: one course clashes with your level.',
    });
    return;
  }
  await decideRegistration(deps, desk.dean, DEMO_OPEN_PERIOD, student.customId, {
    decision: 'approve',
    comment: 'Courses approved.',
  });
  if (stage === 'awaiting bursar') return;
  await enterDemoLedgerBalance(deps, desk.bursar, DEMO_OPEN_PERIOD, student);
  if (stage === 'incomplete') return;
  await submitRegistration(deps, student, DEMO_OPEN_PERIOD);
}
