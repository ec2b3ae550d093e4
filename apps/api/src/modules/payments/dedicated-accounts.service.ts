import {
  bumpRateCounter,
  deleteRateCounter,
  findDedicatedAccount,
  findUserById,
  listAccountsToRequest,
  insertDedicatedAccountIfAbsent,
  recordAudit,
  updateDedicatedAccount,
  type DedicatedAccountRow,
  type UserRow,
} from '@portal/db';
import { ownAccountText, studentEmail, type OwnAccount } from '@portal/domain';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { ProviderKeyRefusedError } from '../../integrations/payments/index.js';

/*
 * A student's own bank account number at the payment provider (issue 29 §1): asked for when the
 * profile is completed (in the background) or from the Portal Wallet page. A refusal or an outage
 * never fails the student's step: the account is marked failed, ict is told in the error log,
 * and the page shows the general accounts.
 */

export type AccountDeps = Pick<ServiceDeps, 'db' | 'payments' | 'config' | 'log'>;

/**
 * One request to the provider per student at a time, across instances and double clicks: a lease
 * in the shared counters table (rate_counters), taken by the one atomic bump that answers 1, and
 * given back when the answer is kept. A lease whose holder died ends by itself.
 */
const REQUEST_LEASE_MS = 2 * 60_000;
export const leaseKey = (userId: string) => `dedicated-account-request:${userId}`;

async function withRequestLease<T>(deps: AccountDeps, userId: string, work: () => Promise<T>): Promise<T | null> {
  if ((await bumpRateCounter(deps.db, leaseKey(userId), new Date(), REQUEST_LEASE_MS)) !== 1) return null;
  try {
    return await work();
  } finally {
    await deleteRateCounter(deps.db, leaseKey(userId));
  }
}

export function describeOwnAccount(row: DedicatedAccountRow | undefined): OwnAccount {
  const active = row?.status === 'active' && row.bank && row.accountNumber && row.accountName;
  return {
    status: row?.status ?? 'none',
    bank: row?.bank ?? null,
    account_number: row?.accountNumber ?? null,
    account_name: row?.accountName ?? null,
    text: active
      ? ownAccountText({ bank: row.bank!, accountNumber: row.accountNumber!, accountName: row.accountName! })
      : null,
  };
}

export async function getOwnAccount(deps: Pick<ServiceDeps, 'db'>, student: UserRow): Promise<OwnAccount> {
  return describeOwnAccount(await findDedicatedAccount(deps.db, student.customId));
}

/**
 * What the provider's answer (or refusal) makes of the student's account row, and whether the
 * provider refused the portal's own key (a configuration fault: `npm run bank-accounts` stops).
 */
async function askProvider(
  deps: AccountDeps,
  student: UserRow,
): Promise<{ changes: AccountChanges; keyRefused: boolean }> {
  try {
    const answer = await deps.payments.requestDedicatedAccount({
      email: studentEmail(student.firstName, student.username, student.modeOfStudy ?? 'in_person', {
        domain: deps.config.INSTITUTION_DOMAIN,
      }),
      firstName: student.firstName,
      lastName: student.surname,
      phone: student.phoneNumber,
    });
    if (answer.status === 'pending') {
      return { changes: { customerCode: answer.customerCode, status: 'pending' }, keyRefused: false };
    }
    const changes: AccountChanges = {
      customerCode: answer.customerCode,
      status: answer.account.active ? 'active' : 'deactivated',
      bank: answer.account.bank,
      accountNumber: answer.account.accountNumber,
      accountName: answer.account.accountName,
      failureReason: null,
    };
    return { changes, keyRefused: false };
  } catch (err) {
    // ict is told through the error log; the student sees the general accounts meanwhile.
    deps.log.error({ err, userId: student.customId }, 'the payment provider did not give a bank account');
    const reason = err instanceof Error ? err.message : String(err);
    return {
      changes: { status: 'failed', failureReason: reason.slice(0, 500) },
      keyRefused: err instanceof ProviderKeyRefusedError,
    };
  }
}

type AccountChanges = Parameters<typeof updateDedicatedAccount>[2];

/** Keeps the provider's answer on the student's row (created when absent), with one audit record. */
async function keepAnswer(deps: AccountDeps, student: UserRow, changes: AccountChanges, actorId: string | null) {
  return deps.db.transaction(async (tx) => {
    await insertDedicatedAccountIfAbsent(tx, { userId: student.customId, provider: deps.payments.name });
    const row = await updateDedicatedAccount(tx, student.customId, changes);
    await recordAudit(tx, {
      actorId,
      action: 'dedicated-account.request',
      entity: 'dedicated-account',
      entityId: student.customId,
      details: { ownerId: student.customId, status: row.status, accountNumber: row.accountNumber },
    });
    return row;
  });
}

/** Active, or being assigned by the provider: asking again would only make a second account. */
function alreadyAsked(row: DedicatedAccountRow | undefined): row is DedicatedAccountRow {
  return !!row && (row.status === 'active' || (row.status === 'pending' && !!row.customerCode));
}

/**
 * "Get my account number": asks the provider for the student's account unless one is active or
 * being assigned; a failed or deactivated one is asked again. Never fails for the provider's
 * faults (the account is then `failed` and the page shows the general accounts).
 */
export async function requestOwnAccount(deps: AccountDeps, student: UserRow): Promise<OwnAccount> {
  const existing = await findDedicatedAccount(deps.db, student.customId);
  if (alreadyAsked(existing)) return describeOwnAccount(existing);
  const kept = await withRequestLease(deps, student.customId, async () => {
    // Read again under the lease: a request that finished between the read above and the lease
    // (the background job, another instance) must not be asked a second time.
    const current = await findDedicatedAccount(deps.db, student.customId);
    if (alreadyAsked(current)) return current;
    return keepAnswer(deps, student, (await askProvider(deps, student)).changes, student.customId);
  });
  // Another request for this student is on its way (a second click, another instance): its state.
  return describeOwnAccount(kept ?? (await findDedicatedAccount(deps.db, student.customId)));
}

/**
 * Asks the provider for one queued account (a pending row without a customer code), under the
 * student's lease; answers the row as it then stands, or null when there was nothing to ask (no
 * such student, already asked) or another request holds the lease. The background job and
 * `npm run bank-accounts` both go through it.
 */
export async function requestQueuedAccount(
  deps: AccountDeps,
  userId: string,
): Promise<{ row: DedicatedAccountRow; keyRefused: boolean } | null> {
  const student = await findUserById(deps.db, userId);
  if (!student) return null;
  return withRequestLease(deps, userId, async () => {
    // Asked meanwhile (a click on the Portal Wallet page, another instance): nothing to do.
    const current = await findDedicatedAccount(deps.db, userId);
    if (current?.status !== 'pending' || current.customerCode) return null;
    const { changes, keyRefused } = await askProvider(deps, student);
    return { row: await keepAnswer(deps, student, changes, null), keyRefused };
  });
}

/**
 * Background job: asks the provider for the accounts requested at Complete Profile (a pending
 * row without a customer code), so completing the profile never waits for, or fails with, the
 * provider. A refusal or an outage marks the account failed; the student may ask again from the
 * Portal Wallet page.
 */
export async function requestPendingAccounts(deps: AccountDeps, limit = 50): Promise<{ asked: number }> {
  const pending = await listAccountsToRequest(deps.db, limit);
  for (const userId of pending) {
    try {
      await requestQueuedAccount(deps, userId);
    } catch (err) {
      deps.log.error({ err, userId }, 'requesting a bank account failed');
    }
  }
  return { asked: pending.length };
}
