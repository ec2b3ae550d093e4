import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, findWallet, insertEntry, listSmsMessages, receipts, walletEntries, type UserRow } from '@portal/db';
import {
  RECEIPT_MESSAGES,
  type CaptureReceiptResponse,
  type LedgerLookupResponse,
  type ReceiptFound,
} from '@portal/domain';
import { uniqueViolationOf } from '../../src/lib/db-errors.js';
import { body, createTestContext, type TestContext } from '../support/helpers.js';
import { createDesk, deskApi, POSITIONS, registrantAt, type Desk } from '../support/bursary-factories.js';
import { createRegistrant, naira, portalBalance, seedRegistrationSetup } from '../support/registration-factories.js';

let ctx: TestContext;
let desk: Desk;
let studentCookie: string;
const s: Record<string, UserRow> = {};

const ledgerOf = (u: UserRow) => `JETS/LED/${u.username}`;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistrationSetup(ctx);
  desk = await createDesk(ctx);
  s.completed = (await registrantAt(ctx, desk, 'completed', { walletNaira: 100_000 })).user;
  s.incomplete = (await registrantAt(ctx, desk, 'incomplete')).user;
  s.awaitingBursar = (await registrantAt(ctx, desk, 'awaiting bursar')).user;
  s.started = (await registrantAt(ctx, desk, 'started')).user;
  const none = await createRegistrant(ctx);
  s.none = none.user;
  studentCookie = none.cookie;
  for (const k of ['c1', 'c2', 'c3']) s[k] = (await registrantAt(ctx, desk, 'incomplete')).user;
});

afterAll(async () => {
  await ctx?.close();
});

const as = (position: (typeof POSITIONS)[number]) => deskApi(ctx, desk.staff[position].cookie);
const lookup = (ledger: string) => `/api/receipts/ledger?ledger_number=${encodeURIComponent(ledger)}`;
const query = (n: string) => `/api/receipts/query?receipt_number=${encodeURIComponent(n)}`;

async function capture(position: (typeof POSITIONS)[number], payload: Record<string, unknown>) {
  return as(position).post('/api/receipts', payload);
}

const entriesWithReference = async (reference: string) =>
  ctx.db
    .select()
    .from(walletEntries)
    .where(sql`lower(${walletEntries.reference}) = lower(${reference})`);

describe('Capture Receipt: the ledger lookup', () => {
  it('is for ict, bursar, auditor and assistant bursar; the auditor views without capturing', async () => {
    for (const position of POSITIONS) {
      const res = await as(position).get(lookup(ledgerOf(s.completed!)));
      const allowed = ['ict', 'bursar', 'auditor', 'assistant bursar'].includes(position);
      expect(res.statusCode, position).toBe(allowed ? 200 : 403);
      if (allowed) {
        expect(body<LedgerLookupResponse>(res).response.can_capture, position).toBe(position !== 'auditor');
      }
    }
    expect((await deskApi(ctx, desk.lecturerCookie).get(lookup(ledgerOf(s.completed!)))).statusCode).toBe(403);
    expect((await deskApi(ctx, studentCookie).get(lookup(ledgerOf(s.completed!)))).statusCode).toBe(403);
  });

  it('shows the student, both wallet balances and whether capture is allowed', async () => {
    const res = await as('bursar').get(lookup(` ${ledgerOf(s.completed!).toLowerCase()} `));
    expect(res.statusCode, res.body).toBe(200);
    const r = body<LedgerLookupResponse>(res).response;
    expect(r).toMatchObject({
      student: {
        custom_id: s.completed!.customId,
        student_id: s.completed!.username,
        full_name: `${s.completed!.surname} ${s.completed!.firstName}`,
        programme: 'MA in Old Testament',
        ledger_number: ledgerOf(s.completed!),
      },
      // 100,000 funded, 59,000 debited at completion (38,000 charges + 2 × 3 hours × 3,500).
      wallets: { portal_kobo: naira(41_000), accommodation_kobo: 0 },
      period: { period_id: '120252026', semester: '1st', session: '2025/2026' },
      registration_status: 'completed',
      registration_status_label: 'Completed',
      can_capture: true,
      notice: null,
      recent_receipts: [],
    });
    const incomplete = body<LedgerLookupResponse>(await as('ict').get(lookup(ledgerOf(s.incomplete!)))).response;
    expect(incomplete).toMatchObject({ registration_status: 'incomplete', can_capture: true, notice: null });
  });

  it('gives the notice when the ledger balance has not been entered', async () => {
    for (const key of ['awaitingBursar', 'started', 'none']) {
      const r = body<LedgerLookupResponse>(await as('bursar').get(lookup(ledgerOf(s[key]!)))).response;
      expect(r.can_capture, key).toBe(false);
      expect(r.notice, key).toBe(RECEIPT_MESSAGES.ledgerBalanceNotEntered);
    }
  });

  it('answers *Invalid under 7 characters and the spec’s text for an unknown ledger number', async () => {
    const short = await as('bursar').get(lookup('JETS/1'));
    expect(short.statusCode).toBe(400);
    expect(body<string>(short).response).toContain('*Invalid');
    const unknown = await as('bursar').get(lookup('JETS/LED/NOPE'));
    expect(unknown.statusCode).toBe(404);
    expect(body<string>(unknown).response).toBe('Not Found - Inputed Ledger Number was not found.');
  });

  it('answers 400, never 500, for a ledger or receipt number with a control character', async () => {
    for (const c of ['\u0000', '\u0001']) {
      for (const res of [
        await as('bursar').get(lookup(`JETS/LED${c}X`)),
        await as('bursar').get(query(`BR${c}001`)),
        await capture('bursar', {
          ledger_number: `JETS/LED${c}X`,
          description: 'tuition',
          amount: '10',
          receipt_number: 'CTRL-1',
        }),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        // NUL is refused by the app's input guard before any schema; others by the desk's schemas.
        if (c !== '\u0000') expect(body<string>(res).response).toContain('*Invalid');
      }
    }
  });
});

describe('Capture Receipt', () => {
  it('credits the portal wallet with one receipt entry carrying the number and the officer; audited; SMS', async () => {
    const before = await portalBalance(ctx, s.completed!.customId);
    const res = await capture('bursar', {
      ledger_number: ledgerOf(s.completed!),
      description: 'tuition',
      amount: '50,000',
      receipt_number: 'BR/2026/0001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = body<CaptureReceiptResponse>(res).response;
    expect(r.message).toBe('Action was carried out successfully!');
    expect(r.receipt).toMatchObject({
      receipt_number: 'BR/2026/0001',
      description: 'tuition',
      description_label: 'Tuition',
      wallet_kind: 'portal',
      amount_kobo: naira(50_000),
      period_id: '120252026',
    });
    expect(r.receipt.captured_by).toContain('(bursar)');
    expect(r.balance_after_kobo).toBe(before + naira(50_000));
    expect(await portalBalance(ctx, s.completed!.customId)).toBe(before + naira(50_000));

    const entries = await entriesWithReference('BR/2026/0001');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'receipt',
      amountKobo: naira(50_000),
      actorId: desk.staff.bursar.user.customId,
      reference: 'BR/2026/0001',
    });
    expect(entries[0]!.reason).toContain('BR/2026/0001');
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'receipt.capture'));
    expect(audit.map((a) => a.entityId)).toEqual([String(r.receipt.id)]);

    await ctx.app.backgroundTasks.settle();
    const sms = (await listSmsMessages(ctx.db, { page: 1, pageSize: 50, terms: [] })).items.filter(
      (m) => m.purpose === 'receipt-captured',
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('BR/2026/0001');
    expect(sms[0]!.body.length).toBeLessThanOrEqual(100);
  });

  it('credits the accommodation wallet for an accommodation receipt', async () => {
    const res = await capture('assistant bursar', {
      ledger_number: ledgerOf(s.incomplete!),
      description: 'accommodation',
      amount: 15000,
      receipt_number: 'ACC-77',
    });
    expect(res.statusCode, res.body).toBe(200);
    const wallet = await findWallet(ctx.db, s.incomplete!.customId, 'accommodation');
    expect(wallet!.balanceKobo).toBe(naira(15_000));
    expect(await portalBalance(ctx, s.incomplete!.customId)).toBe(0);
    expect(body<CaptureReceiptResponse>(res).response.receipt.wallet_kind).toBe('accommodation');
  });

  it('refuses a registration that is not completed or incomplete, and writes nothing', async () => {
    for (const key of ['awaitingBursar', 'started', 'none']) {
      const res = await capture('ict', {
        ledger_number: ledgerOf(s[key]!),
        description: 'tuition',
        amount: '1000',
        receipt_number: `NOPE-${key}`,
      });
      expect(res.statusCode, key).toBe(409);
      expect(body<string>(res).response).toBe(RECEIPT_MESSAGES.ledgerBalanceNotEntered);
      expect(await entriesWithReference(`NOPE-${key}`)).toHaveLength(0);
    }
  });

  it('is refused to the auditor and to offices without the desk', async () => {
    for (const position of ['auditor', 'registrar', 'dean', 'porter'] as const) {
      const res = await capture(position, {
        ledger_number: ledgerOf(s.completed!),
        description: 'tuition',
        amount: '1000',
        receipt_number: `X-${position}`,
      });
      expect(res.statusCode, position).toBe(403);
    }
    expect(
      (
        await deskApi(ctx, studentCookie).post('/api/receipts', {
          ledger_number: ledgerOf(s.none!),
          description: 'tuition',
          amount: '1000',
          receipt_number: 'X-student',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      await ctx.db
        .select()
        .from(receipts)
        .where(sql`${receipts.receiptNumber} like 'X-%'`),
    ).toHaveLength(0);
  });

  it('refuses a receipt number captured before, in any letter case', async () => {
    const res = await capture('ict', {
      ledger_number: ledgerOf(s.incomplete!),
      description: 'other scholarship',
      amount: '10',
      receipt_number: 'br/2026/0001',
    });
    expect(res.statusCode).toBe(409);
    expect(body<string>(res).response).toBe(
      'Duplicate! br/2026/0001 has been captured before now. Please confirm and try again.',
    );
    expect(await entriesWithReference('BR/2026/0001')).toHaveLength(1);
  });

  it('stores exactly one receipt and one ledger entry for 50 concurrent captures of one number', async () => {
    const students = [s.incomplete!, s.c1!, s.c2!, s.c3!, s.completed!];
    const before = await Promise.all(students.map((u) => portalBalance(ctx, u.customId)));
    const cases = ['RACE-500', 'race-500', 'Race-500', 'rACE-500', 'RaCe-500'];
    const officers = ['bursar', 'ict', 'assistant bursar'] as const;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        capture(officers[i % 3]!, {
          ledger_number: ledgerOf(students[i % students.length]!),
          description: 'work scholarship',
          amount: '2500',
          receipt_number: cases[i % cases.length]!,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(body<string>(r).response).toMatch(/^Duplicate! race-500 has been captured before now\./i);
    }
    const rows = await ctx.db
      .select()
      .from(receipts)
      .where(sql`lower(${receipts.receiptNumber}) = 'race-500'`);
    expect(rows).toHaveLength(1);
    const entries = await entriesWithReference('race-500');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.id).toBe(rows[0]!.entryId);
    const after = await Promise.all(students.map((u) => portalBalance(ctx, u.customId)));
    const moved = after.map((a, i) => a - before[i]!);
    expect(moved.filter((m) => m !== 0)).toEqual([naira(2500)]);
  });
});

describe('Query Receipt', () => {
  it('finds a receipt in any letter case with its student, officer, time and ledger entry', async () => {
    for (const position of POSITIONS) {
      const res = await as(position).get(query('bR/2026/0001'));
      const allowed = ['ict', 'bursar', 'auditor', 'assistant bursar'].includes(position);
      expect(res.statusCode, position).toBe(allowed ? 200 : 403);
    }
    const r = body<ReceiptFound>(await as('auditor').get(query('bR/2026/0001'))).response;
    expect(r.receipt).toMatchObject({
      receipt_number: 'BR/2026/0001',
      amount_kobo: naira(50_000),
      description: 'tuition',
    });
    expect(r.student).toMatchObject({ custom_id: s.completed!.customId, ledger_number: ledgerOf(s.completed!) });
    expect(r.officer).toEqual({
      name: `${desk.staff.bursar.user.firstName} ${desk.staff.bursar.user.surname}`,
      position: 'bursar',
    });
    expect(r.entry).toMatchObject({
      kind: 'receipt',
      wallet_kind: 'portal',
      amount_kobo: naira(50_000),
      reference: 'BR/2026/0001',
    });
    expect(r.entry.balance_after_kobo).toBe(naira(41_000 + 50_000));
    expect(new Date(r.receipt.captured_at).getTime()).toBe(new Date(r.entry.created_at).getTime());

    const lookupAfter = body<LedgerLookupResponse>(await as('bursar').get(lookup(ledgerOf(s.completed!)))).response;
    expect(lookupAfter.recent_receipts.map((x) => x.receipt_number)).toContain('BR/2026/0001');
  });

  it('answers the spec’s text for an unknown number', async () => {
    const res = await as('bursar').get(query('ZZ-404'));
    expect(res.statusCode).toBe(404);
    expect(body<string>(res).response).toBe('Not found! Receipt number: ZZ-404 was not found.');
    expect((await as('bursar').get(query('=1+1'))).statusCode).toBe(400);
  });
});

describe('the database keeps receipts honest', () => {
  it('refuses to change or delete a receipt', async () => {
    await expect(
      ctx.db.update(receipts).set({ amountKobo: 1 }).where(eq(receipts.receiptNumber, 'ACC-77')),
    ).rejects.toThrow();
    await expect(ctx.db.delete(receipts).where(eq(receipts.receiptNumber, 'ACC-77'))).rejects.toThrow();
  });

  it('refuses a second receipt of a number in another letter case (unique index)', async () => {
    const wallet = (await findWallet(ctx.db, s.c2!.customId, 'portal'))!;
    const failure = await ctx.db
      .transaction(async (tx) => {
        const entry = await insertEntry(tx, {
          walletId: wallet.id,
          kind: 'receipt',
          amountKobo: naira(100),
          reference: 'Race-500',
          actorId: desk.staff.bursar.user.customId,
          reason: 'test',
        });
        await tx.insert(receipts).values({
          receiptNumber: 'Race-500',
          studentId: s.c2!.customId,
          description: 'tuition',
          walletKind: 'portal',
          amountKobo: naira(100),
          entryId: entry.id,
          periodId: '120252026',
          capturedBy: desk.staff.bursar.user.customId,
        });
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(uniqueViolationOf(failure)).toBe('receipts_number_unique');
    expect(await entriesWithReference('race-500')).toHaveLength(1);
  });

  it('refuses a receipt that does not match its ledger entry', async () => {
    const wallet = (await findWallet(ctx.db, s.c1!.customId, 'portal'))!;
    await expect(
      ctx.db.transaction(async (tx) => {
        const entry = await insertEntry(tx, {
          walletId: wallet.id,
          kind: 'receipt',
          amountKobo: naira(100),
          reference: 'MISMATCH-1',
          actorId: desk.staff.bursar.user.customId,
          reason: 'test',
        });
        await tx.insert(receipts).values({
          receiptNumber: 'MISMATCH-1',
          studentId: s.c1!.customId,
          description: 'tuition',
          walletKind: 'portal',
          amountKobo: naira(200),
          entryId: entry.id,
          periodId: '120252026',
          capturedBy: desk.staff.bursar.user.customId,
        });
      }),
    ).rejects.toThrow();
    expect(await entriesWithReference('MISMATCH-1')).toHaveLength(0);
  });
});
