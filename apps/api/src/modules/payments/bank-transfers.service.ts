import {
  findDedicatedAccountByCustomer,
  findDedicatedAccountByNumber,
  findUserById,
  insertBankTransferIfAbsent,
  listTransferExceptions,
  lockBankTransfer,
  recordAudit,
  updateBankTransfer,
  updateDedicatedAccount,
  type BankTransferRow,
  type Executor,
} from '@portal/db';
import {
  bankTransferLine,
  SMS_NOTICES,
  transferAmount,
  TRANSFER_EXCEPTION_REASONS,
  type PaystackWebhookOutcome,
  type TransferException,
  BANK_TRANSFER_MESSAGES,
  PAYMENT_MESSAGES,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { BankTransferEvent, ProviderEvent } from '../../integrations/payments/index.js';
import { notifyStudent } from '../sms/index.js';
import { findStudentByStudentId } from '../wallets/index.js';
import { creditPortalWallet } from './portal-credit.js';

/*
 * Bank transfers into students' dedicated accounts (issue 29, decision 0030): a transfer credits
 * its student's portal wallet once, through the ledger as a top-up does; one the portal cannot
 * credit by itself is an exception the bursar assigns after checking.
 */

export type TransferDeps = Pick<ServiceDeps, 'db' | 'log' | 'sms' | 'background' | 'now'>;

const inNaira = (event: BankTransferEvent) => !event.currency || event.currency === 'NGN';
/**
 * The transfer's amount in kobo, or null when it did not parse or is in another currency: the
 * provider's figure is then that currency's minor unit, not kobo, so the bursar gives the naira
 * amount from the bank statement (the raw event keeps what the provider sent).
 */
const nairaKobo = (event: BankTransferEvent) => (inNaira(event) ? event.amountKobo : null);

/** Why a reported transfer cannot be credited by itself, or null when it can (to its account's owner). */
export async function exceptionOf(deps: Pick<ServiceDeps, 'db'>, event: BankTransferEvent) {
  if (!inNaira(event)) return { reason: TRANSFER_EXCEPTION_REASONS.otherCurrency, ownerId: null };
  if (event.amountKobo === null) return { reason: TRANSFER_EXCEPTION_REASONS.badAmount, ownerId: null };
  const account = event.accountNumber ? await findDedicatedAccountByNumber(deps.db, event.accountNumber) : undefined;
  if (!account) return { reason: TRANSFER_EXCEPTION_REASONS.unknownAccount, ownerId: null };
  return { reason: null, ownerId: account.userId };
}

/** Puts a transfer's amount in the owner's portal wallet (ledger entry), linked to the transfer. */
async function creditTransfer(
  tx: Executor,
  transfer: BankTransferRow,
  args: { ownerId: string; amountKobo: number; actorId: string | null },
) {
  return creditPortalWallet(tx, args.ownerId, {
    kind: 'bank-transfer',
    amountKobo: args.amountKobo,
    reference: transfer.providerReference,
    providerReference: transfer.providerReference,
    actorId: args.actorId,
    reason: bankTransferLine(transfer.senderName, transfer.senderBank),
  });
}

type RecordedTransfer = { recorded: false } | { recorded: true; transfer: BankTransferRow; ownerId: string | null };

/**
 * Inside the caller's transaction: records the transfer once (undefined when its reference is
 * already recorded), then credits it to `check.ownerId` or lists it as an exception; audited.
 * The demo seed records its transfers through it too.
 */
export async function recordBankTransfer(
  tx: Executor,
  event: BankTransferEvent,
  check: { ownerId: string | null; reason: string | null },
): Promise<RecordedTransfer> {
  const amountKobo = nairaKobo(event);
  const transfer = await insertBankTransferIfAbsent(tx, {
    providerReference: event.reference,
    amountKobo,
    feeKobo: event.feeKobo,
    senderName: event.senderName,
    senderBank: event.senderBank,
    narration: event.narration,
    accountNumber: event.accountNumber,
    status: check.ownerId ? 'credited' : 'exception',
    exceptionReason: check.reason,
    rawEvent: event.raw ?? {},
  });
  // Another delivery of the same transfer recorded it first: nothing more to do.
  if (!transfer) return { recorded: false as const };
  if (!check.ownerId || amountKobo === null) {
    await recordAudit(tx, {
      actorId: null,
      action: 'bank-transfer.exception',
      entity: 'bank-transfer',
      entityId: transfer.providerReference,
      details: { reason: check.reason, accountNumber: event.accountNumber, amountKobo },
    });
    return { recorded: true as const, transfer, ownerId: null };
  }
  const entry = await creditTransfer(tx, transfer, {
    ownerId: check.ownerId,
    amountKobo,
    actorId: null,
  });
  const credited = await updateBankTransfer(tx, transfer.id, { creditedUserId: check.ownerId, entryId: entry.id });
  await recordAudit(tx, {
    actorId: null,
    action: 'bank-transfer.credit',
    entity: 'bank-transfer',
    entityId: transfer.providerReference,
    details: { ownerId: check.ownerId, amountKobo, feeKobo: event.feeKobo, entryId: entry.id },
  });
  return { recorded: true as const, transfer: credited, ownerId: check.ownerId };
}

/**
 * A signed transfer into a dedicated account: recorded once (the provider's reference is unique),
 * credited to the account's student with an SMS and an audit record, or listed as an exception
 * (logged at error level) when the account is unknown or the amount does not parse.
 */
export async function receiveBankTransfer(
  deps: TransferDeps,
  event: BankTransferEvent,
): Promise<PaystackWebhookOutcome> {
  const check = await exceptionOf(deps, event);
  let outcome: RecordedTransfer;
  try {
    outcome = await deps.db.transaction((tx) => recordBankTransfer(tx, event, check));
  } catch (err) {
    // The same reference already credited through another path (the ledger's own guard).
    if (uniqueViolationOf(err) === 'wallet_entries_provider_reference_unique') return 'not credited';
    throw err;
  }
  if (!outcome.recorded) return 'not credited';
  if (!outcome.ownerId) {
    deps.log.error(
      {
        reference: event.reference,
        reason: check.reason,
        accountNumber: event.accountNumber,
        amount: transferAmount(nairaKobo(event)),
        currency: event.currency,
        senderName: event.senderName,
        senderBank: event.senderBank,
      },
      'a bank transfer was not credited: listed for the Bursary as an exception',
    );
    return 'exception';
  }
  await tellStudent(deps, outcome.ownerId, outcome.transfer.amountKobo ?? 0);
  return 'credited';
}

async function tellStudent(deps: TransferDeps, ownerId: string, amountKobo: number) {
  const owner = await findUserById(deps.db, ownerId);
  if (owner) notifyStudent(deps, owner, SMS_NOTICES.bankTransferCredited(amountKobo), 'bank-transfer');
}

/**
 * The bursar assigns an exception to a student after checking (the bank statement, the
 * student's teller): credited to that student's portal wallet once, audited, the student told.
 * The amount is the recorded one; the bursar gives it only when the provider's did not parse.
 */
export async function assignBankTransfer(
  deps: TransferDeps,
  actorId: string,
  args: { transferId: number; ownerId: string; amountKobo: number | null },
): Promise<{ amountKobo: number; balanceKobo: number }> {
  const result = await deps.db.transaction(async (tx) => {
    const transfer = await lockBankTransfer(tx, args.transferId);
    if (!transfer) throw new AppError('NOT_FOUND', BANK_TRANSFER_MESSAGES.noTransfer);
    // Refunded to the sender while it waited (decision 0030): there is nothing to credit.
    if (transfer.status === 'returned') throw new AppError('CONFLICT', BANK_TRANSFER_MESSAGES.returned);
    if (transfer.status !== 'exception') throw new AppError('CONFLICT', BANK_TRANSFER_MESSAGES.alreadyCredited);
    const amountKobo = transfer.amountKobo ?? args.amountKobo;
    if (amountKobo === null || amountKobo <= 0) {
      throw new AppError('VALIDATION', BANK_TRANSFER_MESSAGES.amountNeeded);
    }
    const entry = await creditTransfer(tx, transfer, { ownerId: args.ownerId, amountKobo, actorId });
    await updateBankTransfer(tx, transfer.id, {
      status: 'assigned',
      creditedUserId: args.ownerId,
      entryId: entry.id,
      assignedBy: actorId,
      amountKobo,
    });
    await recordAudit(tx, {
      actorId,
      action: 'bank-transfer.assign',
      entity: 'bank-transfer',
      entityId: transfer.providerReference,
      details: { ownerId: args.ownerId, amountKobo, entryId: entry.id, reason: transfer.exceptionReason },
    });
    return { amountKobo, balanceKobo: entry.balanceAfterKobo };
  });
  await tellStudent(deps, args.ownerId, result.amountKobo);
  return result;
}

/** The bursar's form: the student as typed (their Student ID), then assignBankTransfer. */
export async function assignBankTransferToStudent(
  deps: TransferDeps,
  actorId: string,
  args: { transferId: number; studentId: string; amountKobo: number | null },
): Promise<{ amountKobo: number; balanceKobo: number }> {
  const student = await findStudentByStudentId(deps.db, args.studentId);
  if (!student) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noStudent(args.studentId));
  return assignBankTransfer(deps, actorId, {
    transferId: args.transferId,
    ownerId: student.customId,
    amountKobo: args.amountKobo,
  });
}

/** The provider finished (or refused) assigning a student's account: the row follows, audited. */
export async function recordAssignEvent(
  deps: Pick<ServiceDeps, 'db' | 'log'>,
  event: Extract<ProviderEvent, { kind: 'dedicated_account.assigned' | 'dedicated_account.assign_failed' }>,
): Promise<PaystackWebhookOutcome> {
  const account = await findDedicatedAccountByCustomer(deps.db, event.customerCode);
  if (!account) {
    deps.log.warn({ customerCode: event.customerCode, event: event.kind }, 'an assign event for an unknown customer');
    return 'ignored';
  }
  const changes =
    event.kind === 'dedicated_account.assigned'
      ? {
          status: event.account.active ? ('active' as const) : ('deactivated' as const),
          bank: event.account.bank,
          accountNumber: event.account.accountNumber,
          accountName: event.account.accountName,
          failureReason: null,
        }
      : { status: 'failed' as const, failureReason: `The provider could not assign an account (${event.reason}).` };
  await deps.db.transaction(async (tx) => {
    await updateDedicatedAccount(tx, account.userId, changes);
    await recordAudit(tx, {
      actorId: null,
      action: 'dedicated-account.update',
      entity: 'dedicated-account',
      entityId: account.userId,
      details: { ownerId: account.userId, ...changes },
    });
  });
  if (event.kind === 'dedicated_account.assign_failed') {
    // ict is told through the error log (the student sees the general accounts).
    deps.log.error({ userId: account.userId, reason: event.reason }, 'the provider could not assign a bank account');
  }
  return 'recorded';
}

/** The Bursary's exceptions list: transfers not credited by themselves, with everything the provider sent. */
export async function listExceptions(deps: Pick<ServiceDeps, 'db'>): Promise<{ items: TransferException[] }> {
  const rows = await listTransferExceptions(deps.db);
  return {
    items: rows.map((r) => ({
      id: r.id,
      reference: r.providerReference,
      amount_kobo: r.amountKobo,
      fee_kobo: r.feeKobo,
      sender_name: r.senderName,
      sender_bank: r.senderBank,
      narration: r.narration,
      account_number: r.accountNumber,
      status: r.status,
      reason: r.exceptionReason,
      received_at: r.receivedAt.toISOString(),
      raw_event: r.rawEvent,
    })),
  };
}
