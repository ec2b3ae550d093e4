import {
  findBankTransferByTypedReference,
  findReceiptByNumber,
  findRegistration,
  findStudentByLedgerNumber,
  findWalletBalances,
  insertEntry,
  insertReceipt,
  isReceiptNumberTaken,
  listPeriods,
  listReceiptsOfStudent,
  lockWallet,
  recordAudit,
  type Executor,
  type PeriodRow,
  type UserRow,
} from '@portal/db';
import {
  currentPeriodOf,
  isReceiptCaptureAllowed,
  nairaToKobo,
  officeCan,
  QUERY_TRANSFER_STATUS_LABELS,
  RECEIPT_DESCRIPTION_LABELS,
  RECEIPT_MESSAGES,
  receiptEntryReason,
  SMS_NOTICES,
  REGISTRATION_STATUS_LABELS,
  walletCreditedBy,
  type CaptureReceiptResponse,
  type CaptureReceiptValues,
  type LedgerLookupResponse,
  type QueryReceiptResponse,
  type ReceiptView,
  type TransferFound,
  type RegistrationStatus,
  PAYMENT_MESSAGES,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, forbidden } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import { fullNameOf } from '../registrations/index.js';
import { notifyStudent, type NotifyDeps } from '../sms/index.js';

/**
 * The receipts desk (issue 11): Capture Receipt and Query Receipt. A receipt is stored with the
 * one ledger entry it produced, in one transaction; its number is unique whatever its letter
 * case (decision 0013).
 */

type CaptureDeps = Pick<ServiceDeps, 'db' | 'now'> & NotifyDeps;

/** How many of a student's receipts the lookup shows. */
export const RECENT_RECEIPTS = 10;

function officerName(o: { title: string | null; firstName: string; surname: string }): string {
  return [o.title, o.firstName, o.surname].filter(Boolean).join(' ');
}

function officerLabel(o: { title: string | null; firstName: string; surname: string; adminPosition: string | null }) {
  return o.adminPosition ? `${officerName(o)} (${o.adminPosition})` : officerName(o);
}

type ReceiptRecord = Awaited<ReturnType<typeof listReceiptsOfStudent>>[number];

function receiptView(r: ReceiptRecord): ReceiptView {
  return {
    id: r.id,
    receipt_number: r.receiptNumber,
    description: r.description,
    description_label: RECEIPT_DESCRIPTION_LABELS[r.description],
    wallet_kind: r.walletKind,
    amount_kobo: r.amountKobo,
    period_id: r.periodId,
    captured_at: r.createdAt.toISOString(),
    captured_by: officerLabel({
      title: r.officerTitle,
      firstName: r.officerFirstName,
      surname: r.officerSurname,
      adminPosition: r.officerPosition,
    }),
  };
}

type Student = NonNullable<Awaited<ReturnType<typeof findStudentByLedgerNumber>>>;

async function requireStudent(deps: DbDeps, ledgerNumber: string): Promise<Student> {
  const student = await findStudentByLedgerNumber(deps.db, ledgerNumber);
  if (!student) throw new AppError('NOT_FOUND', RECEIPT_MESSAGES.ledgerNotFound);
  return student;
}

const studentView = (s: Student) => ({
  custom_id: s.customId,
  student_id: s.studentId,
  full_name: fullNameOf(s),
  programme: s.programme,
  ledger_number: s.ledgerNumber,
});

/** The current period and the status of the student's registration in it (admin-faculty-side §4). */
async function qualification(
  db: Executor,
  customId: string,
): Promise<{ period: PeriodRow | null; status: RegistrationStatus | null; notice: string | null }> {
  const period = currentPeriodOf(await listPeriods(db));
  if (!period) return { period: null, status: null, notice: RECEIPT_MESSAGES.noCurrentPeriod };
  const status = (await findRegistration(db, period.periodId, customId))?.status ?? null;
  return { period, status, notice: isReceiptCaptureAllowed(status) ? null : RECEIPT_MESSAGES.ledgerBalanceNotEntered };
}

/**
 * Capture Receipt, first step: the student by ledger number, both wallet balances, and whether
 * a receipt may be captured (registration of the current period completed or incomplete, and an
 * office that captures), in one request.
 */
export async function lookupLedger(
  deps: DbDeps,
  officer: UserRow,
  ledgerNumber: string,
): Promise<LedgerLookupResponse> {
  const student = await requireStudent(deps, ledgerNumber);
  const [balances, q, recent] = await Promise.all([
    findWalletBalances(deps.db, student.customId),
    qualification(deps.db, student.customId),
    listReceiptsOfStudent(deps.db, student.customId, RECENT_RECEIPTS),
  ]);
  return {
    student: studentView(student),
    wallets: { portal_kobo: balances.portal, accommodation_kobo: balances.accommodation },
    period: q.period ? { period_id: q.period.periodId, semester: q.period.semester, session: q.period.session } : null,
    registration_status: q.status,
    registration_status_label: q.status ? REGISTRATION_STATUS_LABELS[q.status] : null,
    can_capture: q.notice === null && officeCan(officer.adminPosition, 'captureReceipts'),
    notice: q.notice,
    recent_receipts: recent.map(receiptView),
  };
}

const duplicate = (receiptNumber: string) => new AppError('CONFLICT', RECEIPT_MESSAGES.duplicate(receiptNumber));

/**
 * Capture Receipt: credits the accommodation wallet for an accommodation receipt and the portal
 * wallet otherwise, as one ledger entry of kind receipt carrying the receipt number and the
 * officer, in the same transaction as the receipt row (whose number is unique in any letter
 * case); audited; the student is told by SMS.
 */
export async function captureReceipt(
  deps: CaptureDeps,
  officer: UserRow,
  input: CaptureReceiptValues,
): Promise<CaptureReceiptResponse> {
  if (!officeCan(officer.adminPosition, 'captureReceipts')) throw forbidden(RECEIPT_MESSAGES.notAllowed);
  const student = await requireStudent(deps, input.ledger_number);
  if (await isReceiptNumberTaken(deps.db, input.receipt_number)) throw duplicate(input.receipt_number);
  const amountKobo = nairaToKobo(input.amount);
  const walletKind = walletCreditedBy(input.description);
  let result: { receipt: Awaited<ReturnType<typeof insertReceipt>>; balanceAfterKobo: number };
  try {
    result = await deps.db.transaction(async (tx) => {
      const q = await qualification(tx, student.customId);
      if (!q.period || q.notice) throw new AppError('CONFLICT', q.notice ?? RECEIPT_MESSAGES.noCurrentPeriod);
      const wallet = await lockWallet(tx, student.customId, walletKind);
      if (!wallet) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noWalletYet);
      const entry = await insertEntry(tx, {
        walletId: wallet.id,
        kind: 'receipt',
        amountKobo,
        reference: input.receipt_number,
        actorId: officer.customId,
        reason: receiptEntryReason({
          receiptNumber: input.receipt_number,
          description: input.description,
          officer: officerLabel(officer),
        }),
      });
      // The audit row keeps what the receipt row holds, but the period and the officer.
      const captured = {
        receiptNumber: input.receipt_number,
        studentId: student.customId,
        description: input.description,
        walletKind,
        amountKobo,
        entryId: entry.id,
      };
      const receipt = await insertReceipt(tx, {
        ...captured,
        periodId: q.period.periodId,
        capturedBy: officer.customId,
      });
      await recordAudit(tx, {
        actorId: officer.customId,
        action: 'receipt.capture',
        entity: 'receipt',
        entityId: String(receipt.id),
        details: captured,
      });
      return { receipt, balanceAfterKobo: entry.balanceAfterKobo };
    });
  } catch (err) {
    if (uniqueViolationOf(err) === 'receipts_number_unique') throw duplicate(input.receipt_number);
    throw err;
  }
  notifyStudent(
    deps,
    { customId: student.customId, phoneNumber: student.phoneNumber },
    SMS_NOTICES.receiptCredited({ receiptNumber: input.receipt_number, amountKobo, wallet: walletKind }),
    'receipt-captured',
    officer.customId,
  );
  const r = result.receipt;
  return {
    message: RECEIPT_MESSAGES.captured,
    receipt: receiptView({
      ...r,
      officerTitle: officer.title,
      officerFirstName: officer.firstName,
      officerSurname: officer.surname,
      officerPosition: officer.adminPosition,
    }),
    balance_after_kobo: result.balanceAfterKobo,
  };
}

type TransferRecord = NonNullable<Awaited<ReturnType<typeof findBankTransferByTypedReference>>>;

function transferFound(t: TransferRecord): TransferFound {
  return {
    bank_transfer: {
      reference: t.reference,
      status: t.status,
      status_label: QUERY_TRANSFER_STATUS_LABELS[t.status],
      student:
        t.studentCustomId && t.studentId && t.surname && t.firstName
          ? {
              custom_id: t.studentCustomId,
              student_id: t.studentId,
              full_name: fullNameOf({ surname: t.surname, firstName: t.firstName, otherNames: t.otherNames }),
              ledger_number: t.ledgerNumber,
            }
          : null,
      amount_kobo: t.amountKobo,
      fee_kobo: t.feeKobo,
      sender_name: t.senderName,
      sender_bank: t.senderBank,
      narration: t.narration,
      account_number: t.accountNumber,
      received_at: t.receivedAt.toISOString(),
      exception_reason: t.exceptionReason,
      assigned_by:
        t.officerSurname && t.officerFirstName
          ? officerLabel({
              title: t.officerTitle,
              firstName: t.officerFirstName,
              surname: t.officerSurname,
              adminPosition: t.officerPosition,
            })
          : null,
    },
  };
}

/**
 * Query Receipt: the receipt (any letter case), its student, the officer and time, and its
 * ledger entry; else a bank transfer into a student's own account by the provider's reference
 * (issue 29 §3); else the spec's "not found".
 */
export async function queryReceipt(deps: DbDeps, receiptNumber: string): Promise<QueryReceiptResponse> {
  const r = await findReceiptByNumber(deps.db, receiptNumber);
  if (!r) {
    const transfer = await findBankTransferByTypedReference(deps.db, receiptNumber);
    if (transfer) return transferFound(transfer);
    throw new AppError('NOT_FOUND', RECEIPT_MESSAGES.notFound(receiptNumber));
  }
  return {
    receipt: receiptView(r),
    student: {
      custom_id: r.studentCustomId,
      student_id: r.studentId,
      full_name: fullNameOf(r),
      programme: r.programme,
      ledger_number: r.ledgerNumber,
    },
    officer: {
      name: officerName({ title: r.officerTitle, firstName: r.officerFirstName, surname: r.officerSurname }),
      position: r.officerPosition,
    },
    entry: {
      id: r.entryId,
      kind: r.entryKind,
      wallet_kind: r.entryWalletKind,
      amount_kobo: r.entryAmountKobo,
      balance_after_kobo: r.entryBalanceAfterKobo,
      reference: r.entryReference,
      reason: r.entryReason,
      created_at: r.entryCreatedAt.toISOString(),
    },
  };
}
