import {
  findDedicatedAccount,
  insertDedicatedAccountIfAbsent,
  listStudentAccountStates,
  recordAudit,
  requeueDedicatedAccountIfUnchanged,
} from '@portal/db';
import { requestQueuedAccount, type AccountDeps } from './dedicated-accounts.service.js';

/*
 * `npm run bank-accounts` (issue 29 §1): ict asks the provider for the own bank account of every
 * student who completed the profile before accounts existed, or whose account failed or was
 * deactivated. Each student is queued as Complete Profile queues one (a pending row, audited),
 * then asked through the background job's own step, under the same per-student lease: the
 * command may run while the portal runs, and never asks twice for one student.
 */

/** What the command found and did. */
export interface BulkAccountsReport {
  /** Students who completed the profile. */
  students: number;
  /** Of them, the ones with an active account before the run. */
  alreadyHad: number;
  /** Already asked; the provider assigns the account later (its event finishes it). */
  beingAssigned: number;
  /** No account, a failed or deactivated one, or one queued and not yet asked: asked in this run. */
  toRequest: number;
  /** Given an account now. */
  requested: number;
  /** Refused by the provider (or it was down): marked failed; ict sees why in the error log. */
  refused: number;
  /** Left pending: the provider assigns it later, or another request was on its way. */
  finishLater: number;
  /** Given an account (or queued) by another request between the run's first read and its turn: left as it is. */
  changedMeanwhile: number;
}

/** The provider refused the portal's own key: asking for the other students would fail alike. */
export class ProviderKeyRefusedStop extends Error {
  constructor(readonly report: BulkAccountsReport) {
    super(
      'The payment provider refused the portal’s secret key: check PAYSTACK_SECRET_KEY. Stopped; the students not yet asked keep their state.',
    );
    this.name = 'ProviderKeyRefusedStop';
  }
}

/** Progress is printed every PROGRESS_EVERY students, and after the last. */
const PROGRESS_EVERY = 10;

type StudentState = Awaited<ReturnType<typeof listStudentAccountStates>>[number];

const needsRequest = (s: StudentState) =>
  s.status === null ||
  s.status === 'failed' ||
  s.status === 'deactivated' ||
  (s.status === 'pending' && s.customerCode === null);

/**
 * Queues one student's request as Complete Profile does (a pending row without a customer code,
 * audited), only if the row is still as the run's first read saw it: the run reaches a student
 * minutes after that read, and a click (or another instance) that gave the student an account
 * meanwhile must be neither reset nor asked again. False when it changed meanwhile.
 */
async function queueRequest(deps: AccountDeps, student: StudentState): Promise<boolean> {
  if (student.status === 'pending') return true; // queued at Complete Profile and not yet asked
  return deps.db.transaction(async (tx) => {
    const queued =
      student.status === null
        ? (await insertDedicatedAccountIfAbsent(tx, { userId: student.userId, provider: deps.payments.name })) !==
          undefined
        : await requeueDedicatedAccountIfUnchanged(tx, student.userId, {
            status: student.status,
            customerCode: student.customerCode,
          });
    if (!queued) return false;
    await recordAudit(tx, {
      actorId: null,
      action: 'dedicated-account.queue',
      entity: 'dedicated-account',
      entityId: student.userId,
      details: { ownerId: student.userId, from: student.status ?? 'none', via: 'npm run bank-accounts' },
    });
    return true;
  });
}

/**
 * Asks for every missing account (or only counts them with `dryRun`), saying its progress through
 * `say`. Throws ProviderKeyRefusedStop at the first refusal of the portal's key.
 */
export async function requestAccountsInBulk(
  deps: AccountDeps,
  options: { dryRun: boolean; say: (line: string) => void },
): Promise<BulkAccountsReport> {
  const states = await listStudentAccountStates(deps.db);
  const candidates = states.filter(needsRequest);
  const report: BulkAccountsReport = {
    students: states.length,
    alreadyHad: states.filter((s) => s.status === 'active').length,
    beingAssigned: states.filter((s) => s.status === 'pending' && s.customerCode !== null).length,
    toRequest: candidates.length,
    requested: 0,
    refused: 0,
    finishLater: 0,
    changedMeanwhile: 0,
  };
  if (options.dryRun) return report;
  for (const [index, student] of candidates.entries()) {
    const queued = await queueRequest(deps, student);
    const asked = queued ? await requestQueuedAccount(deps, student.userId) : null;
    if (!queued) report.changedMeanwhile++;
    else {
      const status = asked?.row.status ?? (await findDedicatedAccount(deps.db, student.userId))?.status;
      if (status === 'active') report.requested++;
      else if (status === 'failed' || status === 'deactivated') report.refused++;
      else report.finishLater++;
    }
    const done = index + 1;
    const stop = asked?.keyRefused ?? false;
    if (done % PROGRESS_EVERY === 0 || done === candidates.length || stop) {
      options.say(`${done} of ${candidates.length} requested…`);
    }
    if (stop) throw new ProviderKeyRefusedStop(report);
  }
  return report;
}

/** The command's closing lines. */
export function describeBulkReport(report: BulkAccountsReport, dryRun: boolean): string[] {
  const found = `${report.students} students completed the profile: ${report.alreadyHad} already have an account, ${report.beingAssigned} are being assigned by the provider, ${report.toRequest} have none (or a failed or deactivated one).`;
  if (dryRun) return [found, 'Dry run: nothing was asked or changed.'];
  return [
    found,
    `Requested: ${report.requested}. Already had one: ${report.alreadyHad}. Refused: ${report.refused} (see the error log). Will finish later: ${report.finishLater + report.beingAssigned}.` +
      (report.changedMeanwhile > 0
        ? ` Changed meanwhile by another request, left as they are: ${report.changedMeanwhile}.`
        : ''),
  ];
}
