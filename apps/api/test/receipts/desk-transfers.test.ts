import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bankTransfers,
  insertBankTransferIfAbsent,
  insertDedicatedAccountIfAbsent,
  insertStudentWallets,
  updateDedicatedAccount,
  type UserRow,
} from '@portal/db';
import { TRANSFER_EXCEPTION_REASONS, watDay, type ReconciliationResponse, type TransferFound } from '@portal/domain';
import type { BankTransferEvent } from '../../src/integrations/payments/index.js';
import { assignBankTransfer, receiveBankTransfer } from '../../src/modules/payments/bank-transfers.service.js';
import { reverseRefundedPayment } from '../../src/modules/payments/reversals.service.js';
import { body, createStudent, createTestContext, type TestContext } from '../support/helpers.js';
import { createDesk, deskApi, POSITIONS, type Desk } from '../support/bursary-factories.js';

/**
 * Issue 29 §3: the desk sees bank transfers. Received today, West Africa Time:
 *   TRF-Credited-1   50,000 to A's own account, fee 500: credited by itself;
 *   TRF-REVERSED-2   20,000 to B's account, fee 200: credited, then 5,000 refunded;
 *   TRF-ASSIGN-3     15,000 to an unknown account: assigned to B by the bursar;
 *   TRF-WAIT-4       12,000 to an unknown account: still waiting;
 *   TRF-UNREAD-5     to A's account, an amount that did not parse: still waiting.
 * Received yesterday: TRF-OLD-6, 9,000 to A (its credit was made today).
 */
let ctx: TestContext;
let desk: Desk;
let a: UserRow;
let b: UserRow;
const today = watDay(new Date());
const yesterday = watDay(new Date(Date.now() - 86_400_000));
const NUMBER_A = '9911000001';
const NUMBER_B = '9911000002';

function transfer(reference: string, accountNumber: string, amountKobo: number | null, feeKobo = 0) {
  return {
    kind: 'transfer.received',
    reference,
    amountKobo,
    feeKobo,
    currency: 'NGN',
    accountNumber,
    customerCode: null,
    senderName: 'ADAMU J.',
    senderBank: 'GTBank',
    narration: `NIP/ADAMU J./${reference}`,
    paidAt: null,
    raw: { reference, channel: 'dedicated_nuban' },
  } satisfies BankTransferEvent;
}

async function holder(username: string, accountNumber: string) {
  const user = await createStudent(ctx, 'complete', { username });
  await insertStudentWallets(ctx.db, user.customId);
  await insertDedicatedAccountIfAbsent(ctx.db, { userId: user.customId, provider: 'sandbox' });
  await updateDedicatedAccount(ctx.db, user.customId, {
    status: 'active',
    bank: 'Wema Bank',
    accountNumber,
    accountName: `JETS/${user.surname}`,
  });
  return user;
}

const idOf = async (reference: string) =>
  (await ctx.db.select().from(bankTransfers).where(eq(bankTransfers.providerReference, reference)))[0]!.id;

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await createDesk(ctx);
  a = await holder('74001', NUMBER_A);
  b = await holder('74002', NUMBER_B);
  const receive = (event: BankTransferEvent) => receiveBankTransfer(ctx.app.deps, event);
  expect(await receive(transfer('TRF-Credited-1', NUMBER_A, 5_000_000, 50_000))).toBe('credited');
  expect(await receive(transfer('TRF-REVERSED-2', NUMBER_B, 2_000_000, 20_000))).toBe('credited');
  const refund = await reverseRefundedPayment(ctx.app.deps, {
    reference: 'TRF-REVERSED-2',
    amountKobo: 500_000,
    currency: 'NGN',
    refundReference: 'RF-2',
    via: 'a test',
  });
  expect(refund.reversed).toBe(true);
  expect(await receive(transfer('TRF-ASSIGN-3', '9911999999', 1_500_000))).toBe('exception');
  await assignBankTransfer(ctx.app.deps, desk.staff.bursar.user.customId, {
    transferId: await idOf('TRF-ASSIGN-3'),
    ownerId: b.customId,
    amountKobo: null,
  });
  expect(await receive(transfer('TRF-WAIT-4', '9911999998', 1_200_000))).toBe('exception');
  expect(await receive(transfer('TRF-UNREAD-5', NUMBER_A, null))).toBe('exception');
  expect(await receive(transfer('TRF-OLD-6', NUMBER_A, 900_000))).toBe('credited');
  await ctx.db
    .update(bankTransfers)
    .set({ receivedAt: new Date(Date.now() - 86_400_000) })
    .where(eq(bankTransfers.providerReference, 'TRF-OLD-6'));
  await ctx.app.backgroundTasks.settle();
});

afterAll(async () => {
  await ctx?.close();
});

const as = (position: (typeof POSITIONS)[number]) => deskApi(ctx, desk.staff[position].cookie);

async function report(from: string, to: string) {
  const res = await as('bursar').get(`/api/reconciliation?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<ReconciliationResponse>(res).response;
}

describe('the reconciliation report’s bank transfers (issue 29 §3)', () => {
  it('totals what was received, the fees, what was credited, assigned, reversed and what waits, and balances', async () => {
    const r = await report(today, today);
    const t = r.bank_transfers;
    expect(t.received).toEqual({ count: 5, amount_kobo: 9_700_000 });
    expect(t.fees_kobo).toBe(70_000);
    expect(t.credited).toEqual({ count: 1, amount_kobo: 5_000_000 });
    expect(t.assigned).toEqual({ count: 1, amount_kobo: 1_500_000 });
    expect(t.reversed).toEqual({ count: 1, amount_kobo: 2_000_000, taken_back_kobo: 500_000 });
    expect(t.exceptions).toEqual({ count: 2, amount_kobo: 1_200_000, unreadable: 1 });
    expect([t.difference_kobo, t.balances]).toEqual([0, true]);
    expect(t.lines.at(-1)).toEqual({
      key: 'balance',
      label: 'Received = credited + assigned + reversed + exceptions + refunded to the sender',
      count: null,
      amount_kobo: 0,
      detail: 'Agrees',
    });

    // The waiting transfers and the reversal are listed among the exceptions, nothing else.
    expect(r.exceptions.map((e) => [e.kind, e.reference, e.student_id, e.amount_kobo])).toEqual([
      ['bank-transfer-unassigned', 'TRF-WAIT-4', null, 1_200_000],
      ['bank-transfer-unassigned', 'TRF-UNREAD-5', null, 0],
      ['payment-reversed', 'TRF-REVERSED-2', b.username, -500_000],
    ]);
    expect(r.exceptions[0]!.detail).toBe(`${TRANSFER_EXCEPTION_REASONS.unknownAccount} From ADAMU J., GTBank.`);
    expect(r.exceptions[1]!.detail).toBe(`${TRANSFER_EXCEPTION_REASONS.badAmount} From ADAMU J., GTBank.`);

    // The wallets' Bank transfer line counts the credits made today (TRF-OLD-6's too), and agrees.
    const portal = r.wallets.find((w) => w.wallet_kind === 'portal')!;
    expect(portal.movements.find((m) => m.entry_kind === 'bank-transfer')).toMatchObject({
      count: 4,
      amount_kobo: 5_000_000 + 2_000_000 + 1_500_000 + 900_000,
    });
    expect(portal.movements.find((m) => m.entry_kind === 'reversal')).toMatchObject({
      count: 1,
      amount_kobo: -500_000,
    });
    expect(portal.agrees_with_balances).toBe(true);
  });

  it('counts a transfer on the day it was received', async () => {
    const y = (await report(yesterday, yesterday)).bank_transfers;
    expect(y.received).toEqual({ count: 1, amount_kobo: 900_000 });
    expect(y.credited).toEqual({ count: 1, amount_kobo: 900_000 });
    expect(y.balances).toBe(true);
    expect((await report(yesterday, today)).bank_transfers.received).toEqual({ count: 6, amount_kobo: 10_600_000 });
  });

  it('exports the section in the CSV', async () => {
    const res = await as('auditor').get(`/api/reconciliation.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toContain('Bank transfers,Transfers received,,5,97000.00');
    expect(lines).toContain("Bank transfers,Provider fees (the seminary's cost),,,700.00");
    expect(lines).toContain('Bank transfers,"Credited, then reversed","₦5,000.00 taken back",1,20000.00');
    expect(lines).toContain('Bank transfers,Exceptions not yet assigned,1 with an unreadable amount,2,12000.00');
    expect(lines).toContain(
      'Bank transfers,Received = credited + assigned + reversed + exceptions + refunded to the sender,Agrees,,0.00',
    );
  });
});

describe('Query Receipt by a bank transfer’s reference (issue 29 §3)', () => {
  const query = (reference: string, position: (typeof POSITIONS)[number] = 'bursar') =>
    as(position).get(`/api/receipts/query?receipt_number=${encodeURIComponent(reference)}`);
  const found = async (reference: string) => {
    const res = await query(reference);
    expect(res.statusCode, res.body).toBe(200);
    return body<TransferFound>(res).response.bank_transfer;
  };

  it('finds a credited transfer in any letter case, for the desk’s offices only', async () => {
    for (const position of POSITIONS) {
      const allowed = ['ict', 'bursar', 'auditor', 'assistant bursar'].includes(position);
      expect((await query('trf-credited-1', position)).statusCode, position).toBe(allowed ? 200 : 403);
    }
    expect(await found('trf-credited-1')).toEqual({
      reference: 'TRF-Credited-1',
      status: 'credited',
      status_label: 'Credited',
      student: {
        custom_id: a.customId,
        student_id: '74001',
        full_name: `${a.surname.toUpperCase()} ${a.firstName}${a.otherNames ? ` ${a.otherNames}` : ''}`,
        // createStudent makes the account alone, without a student record (no ledger number).
        ledger_number: null,
      },
      amount_kobo: 5_000_000,
      fee_kobo: 50_000,
      sender_name: 'ADAMU J.',
      sender_bank: 'GTBank',
      narration: 'NIP/ADAMU J./TRF-Credited-1',
      account_number: NUMBER_A,
      received_at: expect.any(String) as unknown as string,
      exception_reason: null,
      assigned_by: null,
    });
  });

  it('finds an exception not yet assigned, an assigned one with its officer, and a reversed one', async () => {
    expect(await found('TRF-WAIT-4')).toMatchObject({
      status: 'exception',
      status_label: 'Exception: not yet assigned',
      student: null,
      amount_kobo: 1_200_000,
      exception_reason: TRANSFER_EXCEPTION_REASONS.unknownAccount,
    });
    expect(await found('trf-unread-5')).toMatchObject({ status: 'exception', amount_kobo: null, student: null });
    const bursar = desk.staff.bursar.user;
    expect(await found('TRF-ASSIGN-3')).toMatchObject({
      status: 'assigned',
      status_label: 'Credited (assigned by the Bursary)',
      student: { custom_id: b.customId },
      amount_kobo: 1_500_000,
      assigned_by: `${bursar.firstName} ${bursar.surname} (bursar)`,
    });
    expect(await found('TRF-REVERSED-2')).toMatchObject({ status: 'reversed', status_label: 'Reversed' });
  });

  it('finds an exception refunded to the sender before it was credited', async () => {
    expect(await receiveBankTransfer(ctx.app.deps, transfer('TRF-RETURN-8', '9911999997', 700_000))).toBe('exception');
    const refund = await reverseRefundedPayment(ctx.app.deps, {
      reference: 'TRF-RETURN-8',
      amountKobo: 700_000,
      currency: 'NGN',
      refundReference: 'RF-8',
      via: 'a test',
    });
    expect(refund).toEqual({ reversed: false, reason: 'returned-uncredited' });
    // Out of the report's windows the other tests read.
    await ctx.db
      .update(bankTransfers)
      .set({ receivedAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(bankTransfers.providerReference, 'TRF-RETURN-8'));
    expect(await found('trf-return-8')).toMatchObject({
      status: 'returned',
      status_label: 'Refunded to the sender before it was credited',
      student: null,
      amount_kobo: 700_000,
    });
  });

  it('takes the exact spelling first when two references differ only by letter case', async () => {
    for (const reference of ['CaseRef-7', 'caseref-7']) {
      await insertBankTransferIfAbsent(ctx.db, {
        providerReference: reference,
        amountKobo: reference === 'CaseRef-7' ? 100_000 : 200_000,
        feeKobo: 0,
        senderName: null,
        senderBank: null,
        narration: null,
        accountNumber: null,
        status: 'exception',
        exceptionReason: TRANSFER_EXCEPTION_REASONS.unknownAccount,
        rawEvent: {},
      });
    }
    expect((await found('CaseRef-7')).amount_kobo).toBe(100_000);
    expect((await found('caseref-7')).amount_kobo).toBe(200_000);
    expect(['CaseRef-7', 'caseref-7']).toContain((await found('CASEREF-7')).reference);
  });

  it('answers the spec’s text for a reference that is neither a receipt nor a transfer', async () => {
    const res = await query('TRF-NONE-9');
    expect(res.statusCode).toBe(404);
    expect(body<string>(res).response).toBe('Not found! Receipt number: TRF-NONE-9 was not found.');
  });
});

describe('a transfer marked credited without its ledger credit (issue 29 §3)', () => {
  it('makes the section disagree and is listed, so the report never hides it', async () => {
    await insertBankTransferIfAbsent(ctx.db, {
      providerReference: 'TRF-BROKEN-8',
      amountKobo: 300_000,
      feeKobo: 0,
      senderName: 'GRACE O.',
      senderBank: 'First Bank',
      narration: null,
      accountNumber: NUMBER_A,
      status: 'credited',
      exceptionReason: null,
      rawEvent: {},
    });
    const r = await report(today, today);
    expect(r.bank_transfers).toMatchObject({ difference_kobo: 300_000, balances: false });
    expect(r.bank_transfers.lines.at(-1)!.detail).toBe('DISAGREES by ₦3,000.00');
    expect(r.exceptions.map((e) => [e.kind, e.reference, e.amount_kobo, e.detail])).toEqual(
      expect.arrayContaining([
        ['bank-transfers-disagree', 'bank transfers', 300_000, expect.stringContaining('Received ₦') as unknown],
        ['bank-transfer-credit-differs', 'TRF-BROKEN-8', 300_000, 'no ledger entry'],
      ]),
    );
    expect(r.exceptions[0]!.kind).toBe('bank-transfers-disagree');
  });
});
