import { describe, expect, it } from 'vitest';
import { creditPaymentSchema, topUpSchema } from './schemas/payment.js';
import { setBalanceSchema } from './schemas/wallet.js';
import {
  classifyProviderStatus,
  creditableAmount,
  decideStudentCredit,
  balanceAdjustmentKobo,
  deskCreditableAmount,
  reversibleAmount,
  recheckDelayMs,
  RECHECK_MAX_DELAY_MS,
  topUpState,
  WALLET_MESSAGES,
  type PaymentAttempt,
  type ProviderVerification,
} from './wallets.js';

const attempt: PaymentAttempt = {
  reference: 'TOPUP-1',
  ownerCustomId: 'STUDENT1',
  ownerStudentId: '64004',
  amountKobo: 500_000,
  credited: false,
};
const good: ProviderVerification = {
  found: true,
  status: 'success',
  currency: 'NGN',
  amountKobo: 500_000,
  reference: 'TOPUP-1',
  studentId: '64004',
  message: 'Verification successful',
  paidAt: '2026-11-21T10:00:00Z',
  customer: { firstName: 'David', lastName: 'JOHNSON', phone: '08030000000', email: 'david.64004@jets.edu.ng' },
};

describe('deciding whether a student verification credits the wallet', () => {
  it('credits in the one right case only, across every combination', () => {
    const statuses = ['success', 'failed', 'abandoned', 'pending', 'reversed'];
    const currencies = ['NGN', 'USD', 'GHS'];
    const amounts = [500_000, 499_999, 500_001, 50_000_000, 5_000];
    const owners = ['STUDENT1', 'STUDENT2'];
    const studentIds = ['64004', '64005', null];
    const found = [true, false];
    const credited = [false, true];
    let credits = 0;
    let cases = 0;
    for (const status of statuses)
      for (const currency of currencies)
        for (const amountKobo of amounts)
          for (const viewer of owners)
            for (const studentId of studentIds)
              for (const isFound of found)
                for (const wasCredited of credited) {
                  cases++;
                  const d = decideStudentCredit({ ...attempt, credited: wasCredited }, viewer, {
                    ...good,
                    status,
                    currency,
                    amountKobo,
                    studentId,
                    found: isFound,
                  });
                  const right =
                    status === 'success' &&
                    currency === 'NGN' &&
                    amountKobo === 500_000 &&
                    viewer === 'STUDENT1' &&
                    studentId !== '64005' &&
                    isFound &&
                    !wasCredited;
                  expect(
                    d.credit,
                    JSON.stringify({ status, currency, amountKobo, viewer, studentId, isFound, wasCredited }),
                  ).toBe(right);
                  if (d.credit) credits++;
                }
    expect(cases).toBe(5 * 3 * 5 * 2 * 3 * 2 * 2);
    expect(credits).toBe(2); // studentId '64004' or absent from the provider's metadata
  });

  it('answers with the spec’s words', () => {
    expect(decideStudentCredit(null, 'STUDENT1', good)).toEqual({
      credit: false,
      message: WALLET_MESSAGES.notFound,
      outcome: 'not-found',
    });
    expect(decideStudentCredit(attempt, 'OTHER', good)).toMatchObject({
      message: 'Transaction not associaed with your account',
    });
    expect(decideStudentCredit({ ...attempt, credited: true }, 'STUDENT1', good)).toMatchObject({
      message: 'This Transaction was already processed successfully',
    });
    expect(decideStudentCredit(attempt, 'STUDENT1', { ...good, status: 'failed' })).toMatchObject({
      message: 'Verification Failed. Try Again or Contact the ICT.',
    });
    expect(decideStudentCredit(attempt, 'STUDENT1', { ...good, reference: 'OTHER' }).credit).toBe(false);
  });
});

describe('wallet request schemas', () => {
  it('takes top-up amounts as digits only, in whole naira', () => {
    expect(topUpSchema.parse({ amount: '5000' })).toEqual({ amount: 5000 });
    for (const amount of ['50', '5,000', '5000.50', '-100', 'abc', '', '5000001']) {
      expect(topUpSchema.safeParse({ amount }).success, amount).toBe(false);
    }
  });

  it('needs an amount, the balance seen and a reason to set a balance', () => {
    expect(
      setBalanceSchema.safeParse({ amount: '', expected_balance_kobo: 0, reason: 'Bursary ledger' }).error?.issues[0]
        ?.message,
    ).toBe('Please fill out required field');
    expect(
      setBalanceSchema.parse({ amount: '-2500', expected_balance_kobo: 10, reason: 'Debt from 2024' }).amount,
    ).toBe(-2500);
  });

  it('reads "Student Id, Amount"', () => {
    expect(creditPaymentSchema.parse({ reference: 'T-1', student_amount: ' 64004 , 5000 ' }).student_amount).toEqual({
      studentId: '64004',
      amountNaira: 5000,
    });
    expect(creditPaymentSchema.safeParse({ reference: 'T-1', student_amount: '64004 5000' }).success).toBe(false);
  });
});

describe('issue 9: amounts with fees, statuses, backoff and top-up states', () => {
  it('credits what was asked, never more, with the fees the payer bore on top', () => {
    expect(creditableAmount(100_000, { amountKobo: 100_000 })).toEqual({
      amountKobo: 100_000,
      feeKobo: 0,
      chargedKobo: 100_000,
    });
    expect(creditableAmount(100_000, { amountKobo: 101_600, requestedAmountKobo: 100_000, feesKobo: 1_600 })).toEqual({
      amountKobo: 100_000,
      feeKobo: 1_600,
      chargedKobo: 101_600,
    });
    expect(creditableAmount(100_000, { amountKobo: 101_600, requestedAmountKobo: 100_000 })).not.toBeNull();
    // more on top than Paystack's fees, another requested amount, or less than asked: nothing
    expect(
      creditableAmount(100_000, { amountKobo: 900_000, requestedAmountKobo: 100_000, feesKobo: 1_600 }),
    ).toBeNull();
    expect(creditableAmount(100_000, { amountKobo: 150_000, requestedAmountKobo: 150_000 })).toBeNull();
    expect(creditableAmount(100_000, { amountKobo: 99_999, requestedAmountKobo: 100_000 })).toBeNull();
  });

  it('gives the receipts desk what the payer was asked for, under the same fee check (issue 24)', () => {
    expect(deskCreditableAmount({ amountKobo: 100_000 })).toEqual({
      amountKobo: 100_000,
      feeKobo: 0,
      chargedKobo: 100_000,
    });
    expect(deskCreditableAmount({ amountKobo: 101_600, requestedAmountKobo: 100_000, feesKobo: 1_600 })).toEqual({
      amountKobo: 100_000,
      feeKobo: 1_600,
      chargedKobo: 101_600,
    });
    // the provider names no fees, or no requested amount, or one above the charge: what was charged
    expect(deskCreditableAmount({ amountKobo: 101_600, requestedAmountKobo: 100_000 })?.amountKobo).toBe(100_000);
    expect(deskCreditableAmount({ amountKobo: 100_000, requestedAmountKobo: 0 })?.amountKobo).toBe(100_000);
    expect(deskCreditableAmount({ amountKobo: 99_000, requestedAmountKobo: 100_000 })?.amountKobo).toBe(99_000);
    // more on top than the provider's fees: nothing
    expect(deskCreditableAmount({ amountKobo: 900_000, requestedAmountKobo: 100_000, feesKobo: 1_600 })).toBeNull();
  });

  it('adjusts a wallet by the difference to its target, and reverses no more than was credited (issue 24)', () => {
    expect(balanceAdjustmentKobo(500_000, 200_000)).toBe(300_000);
    expect(balanceAdjustmentKobo(-100_000, 200_000)).toBe(-300_000);
    expect(balanceAdjustmentKobo(200_000, 200_000)).toBe(0);
    expect(reversibleAmount(null, 150_000)).toBe(150_000);
    expect(reversibleAmount(50_000, 150_000)).toBe(50_000);
    expect(reversibleAmount(900_000, 150_000)).toBe(150_000);
  });

  it('maps every documented Paystack status; an unknown one is still processing', () => {
    expect(
      ['success', 'pending', 'ongoing', 'processing', 'queued', 'abandoned', 'failed', 'reversed', 'weird'].map(
        classifyProviderStatus,
      ),
    ).toEqual([
      'paid',
      'processing',
      'processing',
      'processing',
      'processing',
      'abandoned',
      'failed',
      'reversed',
      'processing',
    ]);
  });

  it('waits 2 minutes, then doubles, at most 6 hours', () => {
    expect([1, 2, 3, 4].map(recheckDelayMs)).toEqual([120_000, 240_000, 480_000, 960_000]);
    expect(recheckDelayMs(50)).toBe(RECHECK_MAX_DELAY_MS);
  });

  it('names the state of each top-up', () => {
    const state = (
      status: 'pending' | 'credited' | 'failed',
      providerStatus: string | null,
      reversalEntryId = null as number | null,
    ) => topUpState({ status, providerStatus, reversalEntryId });
    expect(state('credited', 'success')).toBe('credited');
    expect(state('credited', 'reversed', 7)).toBe('refunded');
    expect(state('pending', null)).toBe('processing');
    expect(state('pending', 'queued')).toBe('processing');
    expect(state('pending', 'abandoned')).toBe('not-completed');
    expect(state('failed', 'abandoned')).toBe('not-completed');
    expect(state('failed', 'failed')).toBe('failed');
    expect(state('failed', 'reversed')).toBe('reversed');
    expect(state('failed', 'success')).toBe('review');
  });
});
