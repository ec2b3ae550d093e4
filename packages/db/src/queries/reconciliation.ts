import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.js';
import { periods } from '../schema/academics.js';
import { bankTransfers } from '../schema/bank-transfers.js';
import { payments, walletEntries } from '../schema/ledger.js';
import { receipts } from '../schema/receipts.js';
import { registrations } from '../schema/registrations.js';
import { users } from '../schema/users.js';
import { wallets } from '../schema/wallets.js';

/**
 * The reconciliation report's figures (issue 11, decision 0013): a handful of aggregate
 * queries over the ledger, payments, receipts and registrations, never a load of rows. Run
 * them inside one read-only repeatable-read transaction so that they see one snapshot.
 */

export interface ReportWindow {
  start: Date;
  end: Date;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const within = (column: AnyPgColumn, w: ReportWindow): SQL =>
  sql`(${column} >= ${ts(w.start)} and ${column} < ${ts(w.end)})`;
const kobo = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);
const int = (expr: SQL) => sql<number>`(${expr})::int`;

/** The database's clock (the snapshot's moment inside a transaction). */
export async function readDatabaseNow(db: Executor): Promise<Date> {
  const result = await db.execute(sql`select floor(extract(epoch from now()) * 1000)::bigint as ms`);
  const rows = (result as unknown as { rows: Array<{ ms: unknown }> }).rows;
  return new Date(Number(rows[0]!.ms));
}

/** Top-ups the portal started with a provider in the window, by status. */
export async function sumPaymentsByStatus(db: Executor, w: ReportWindow) {
  return db
    .select({ status: payments.status, count: int(sql`count(*)`), amountKobo: kobo(sql`sum(${payments.amountKobo})`) })
    .from(payments)
    .where(within(payments.createdAt, w))
    .groupBy(payments.status);
}

/** Top-up credits in the window: for a payment the portal started, or credited by the desk for one it did not. */
export async function sumTopUpCredits(db: Executor, w: ReportWindow) {
  const rows = await db
    .select({
      viaPayment: sql<boolean>`(${payments.id} is not null)`,
      count: int(sql`count(*)`),
      amountKobo: kobo(sql`sum(${walletEntries.amountKobo})`),
    })
    .from(walletEntries)
    .leftJoin(payments, eq(payments.reference, walletEntries.providerReference))
    .where(and(eq(walletEntries.kind, 'top-up'), within(walletEntries.createdAt, w)))
    .groupBy(sql`(${payments.id} is not null)`);
  const pick = (via: boolean) => rows.find((r) => r.viaPayment === via) ?? { count: 0, amountKobo: 0 };
  return {
    viaPayment: { count: pick(true).count, amountKobo: pick(true).amountKobo },
    viaDesk: { count: pick(false).count, amountKobo: pick(false).amountKobo },
  };
}

const officers = alias(users, 'officer');

/** Receipts captured in the window, by officer and description. */
export async function sumReceiptsByOfficer(db: Executor, w: ReportWindow) {
  return db
    .select({
      officerId: receipts.capturedBy,
      title: officers.title,
      surname: officers.surname,
      firstName: officers.firstName,
      position: officers.adminPosition,
      description: receipts.description,
      count: int(sql`count(*)`),
      amountKobo: kobo(sql`sum(${receipts.amountKobo})`),
    })
    .from(receipts)
    .innerJoin(officers, eq(officers.customId, receipts.capturedBy))
    .where(within(receipts.createdAt, w))
    .groupBy(
      receipts.capturedBy,
      officers.title,
      officers.surname,
      officers.firstName,
      officers.adminPosition,
      receipts.description,
    )
    .orderBy(asc(officers.surname), asc(officers.firstName), asc(receipts.capturedBy), asc(receipts.description));
}

/** Registration debits in the window, by the period of the registration they completed. */
export async function sumRegistrationDebits(db: Executor, w: ReportWindow) {
  return db
    .select({
      periodId: registrations.periodId,
      semester: periods.semester,
      session: periods.session,
      count: int(sql`count(*)`),
      amountKobo: kobo(sql`sum(${walletEntries.amountKobo})`),
    })
    .from(walletEntries)
    .leftJoin(registrations, eq(registrations.debitEntryId, walletEntries.id))
    .leftJoin(periods, eq(periods.periodId, registrations.periodId))
    .where(and(eq(walletEntries.kind, 'registration'), within(walletEntries.createdAt, w)))
    .groupBy(registrations.periodId, periods.semester, periods.session)
    .orderBy(asc(registrations.periodId));
}

/** Staff adjustments in the window, by officer and reason, credits and debits apart. */
export async function sumAdjustmentsByOfficer(db: Executor, w: ReportWindow) {
  return db
    .select({
      officerId: walletEntries.actorId,
      title: officers.title,
      surname: officers.surname,
      firstName: officers.firstName,
      position: officers.adminPosition,
      role: officers.role,
      reason: walletEntries.reason,
      count: int(sql`count(*)`),
      creditsKobo: kobo(sql`sum(${walletEntries.amountKobo}) filter (where ${walletEntries.amountKobo} > 0)`),
      debitsKobo: kobo(sql`sum(${walletEntries.amountKobo}) filter (where ${walletEntries.amountKobo} < 0)`),
    })
    .from(walletEntries)
    .leftJoin(officers, eq(officers.customId, walletEntries.actorId))
    .where(and(eq(walletEntries.kind, 'adjustment'), within(walletEntries.createdAt, w)))
    .groupBy(
      walletEntries.actorId,
      officers.title,
      officers.surname,
      officers.firstName,
      officers.adminPosition,
      officers.role,
      walletEntries.reason,
    )
    .orderBy(asc(officers.surname), asc(officers.firstName), asc(walletEntries.actorId), asc(walletEntries.reason));
}

/** Per wallet kind and entry kind: the sum of entries before the window, and inside it. */
export async function sumMovements(db: Executor, w: ReportWindow) {
  return db
    .select({
      walletKind: wallets.kind,
      entryKind: walletEntries.kind,
      beforeKobo: kobo(
        sql`sum(${walletEntries.amountKobo}) filter (where ${walletEntries.createdAt} < ${ts(w.start)})`,
      ),
      duringKobo: kobo(sql`sum(${walletEntries.amountKobo}) filter (where ${within(walletEntries.createdAt, w)})`),
      count: int(sql`count(*) filter (where ${within(walletEntries.createdAt, w)})`),
    })
    .from(walletEntries)
    .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
    .where(sql`${walletEntries.createdAt} < ${ts(w.end)}`)
    .groupBy(wallets.kind, walletEntries.kind);
}

const creditEntries = alias(walletEntries, 'credit_entry');
const reversalEntries = alias(walletEntries, 'reversal_entry');

/**
 * Bank transfers received in the window (issue 29), by what became of them: the amounts the
 * provider reported, its fees, how many amounts did not parse, and what the ledger credited for
 * them and took back by reversals (their linked entries, not the transfer's own figure), so the
 * report can check one against the other.
 */
export async function sumBankTransfers(db: Executor, w: ReportWindow) {
  return db
    .select({
      status: bankTransfers.status,
      count: int(sql`count(*)`),
      amountKobo: kobo(sql`sum(${bankTransfers.amountKobo})`),
      feeKobo: kobo(sql`sum(${bankTransfers.feeKobo})`),
      unreadable: int(sql`count(*) filter (where ${bankTransfers.amountKobo} is null)`),
      creditedKobo: kobo(sql`sum(${creditEntries.amountKobo})`),
      takenBackKobo: kobo(sql`-sum(${reversalEntries.amountKobo})`),
    })
    .from(bankTransfers)
    .leftJoin(creditEntries, eq(creditEntries.id, bankTransfers.entryId))
    .leftJoin(reversalEntries, eq(reversalEntries.reversesEntryId, creditEntries.id))
    .where(within(bankTransfers.receivedAt, w))
    .groupBy(bankTransfers.status);
}

/** The wallets' balances now, per kind. */
export async function sumWalletBalances(db: Executor) {
  return db
    .select({
      walletKind: wallets.kind,
      wallets: int(sql`count(*)`),
      balanceKobo: kobo(sql`sum(${wallets.balanceKobo})`),
    })
    .from(wallets)
    .groupBy(wallets.kind);
}

export interface ReconciliationExceptionRecord {
  kind: string;
  reference: string | null;
  studentId: string | null;
  surname: string | null;
  firstName: string | null;
  otherNames: string | null;
  amountKobo: number;
  at: string | null;
  detail: string | null;
}

/**
 * Everything in the window that does not reconcile, in one query (at most `limit` rows):
 * payments the provider reported paid but not credited; payments marked credited without their
 * ledger entry; receipt credits without a captured receipt; registration debits without the
 * registration they completed; completed registrations without their debit (or with a debit of
 * another amount); online top-ups and bank transfers refunded or reversed at the provider after
 * they were credited (their reversing entries, issues 9 and 29); bank transfers marked credited
 * whose ledger entry is missing or of another amount (a transfer refunded to the sender before it
 * was credited has none, rightly), and transfers still waiting for the Bursary to assign them
 * (issue 29).
 */
export async function listReconciliationExceptions(
  db: Executor,
  w: ReportWindow,
  limit: number,
): Promise<ReconciliationExceptionRecord[]> {
  const start = ts(w.start);
  const end = ts(w.end);
  const result = await db.execute(sql`
    select * from (
      select 'payment-success-not-credited' as kind, p.reference, u.username as student_id, u.surname,
             u.first_name, u.other_names, p.amount_kobo::bigint as amount_kobo, p.created_at as at,
             'provider status ' || coalesce(p.provider_status, '') || ', portal status ' || p.status as detail
        from payments p join users u on u.custom_id = p.owner_id
       where p.created_at >= ${start} and p.created_at < ${end}
         and p.status <> 'credited' and p.provider_status = 'success'
      union all
      select 'payment-credited-without-entry', p.reference, u.username, u.surname, u.first_name, u.other_names,
             p.amount_kobo, p.created_at, 'no ledger entry carries this provider reference'
        from payments p join users u on u.custom_id = p.owner_id
       where p.created_at >= ${start} and p.created_at < ${end} and p.status = 'credited'
         and not exists (select 1 from wallet_entries e where e.provider_reference = p.reference)
      union all
      select 'receipt-entry-without-receipt', e.reference, u.username, u.surname, u.first_name, u.other_names,
             e.amount_kobo, e.created_at, e.reason
        from wallet_entries e join wallets w on w.id = e.wallet_id join users u on u.custom_id = w.owner_id
       where e.kind = 'receipt' and e.created_at >= ${start} and e.created_at < ${end}
         and not exists (select 1 from receipts r where r.entry_id = e.id)
      union all
      select 'registration-debit-without-registration', e.reference, u.username, u.surname, u.first_name,
             u.other_names, e.amount_kobo, e.created_at, e.reason
        from wallet_entries e join wallets w on w.id = e.wallet_id join users u on u.custom_id = w.owner_id
       where e.kind = 'registration' and e.created_at >= ${start} and e.created_at < ${end}
         and not exists (select 1 from registrations r where r.debit_entry_id = e.id)
      union all
      select 'completed-registration-without-debit', r.form_number, u.username, u.surname, u.first_name,
             u.other_names, -r.total_kobo, r.completed_at,
             case when e.id is null then 'no debit entry' else 'debit entry of ' || e.amount_kobo || ' kobo' end
        from registrations r join users u on u.custom_id = r.student_id
        left join wallet_entries e on e.id = r.debit_entry_id
       where r.status = 'completed' and r.completed_at >= ${start} and r.completed_at < ${end}
         and r.total_kobo > 0 and (e.id is null or e.amount_kobo <> -r.total_kobo)
      union all
      select 'payment-reversed', e.reference, u.username, u.surname, u.first_name, u.other_names,
             e.amount_kobo, e.created_at, e.reason
        from wallet_entries e join wallet_entries c on c.id = e.reverses_entry_id
        join wallets w on w.id = e.wallet_id join users u on u.custom_id = w.owner_id
       where e.kind = 'reversal' and c.kind in ('top-up', 'bank-transfer')
         and e.created_at >= ${start} and e.created_at < ${end}
      union all
      select 'bank-transfer-credit-differs', t.provider_reference, u.username, u.surname, u.first_name,
             u.other_names, coalesce(t.amount_kobo, 0), t.received_at,
             case when c.id is null then 'no ledger entry' else 'ledger entry of ' || c.amount_kobo || ' kobo' end
        from bank_transfers t left join users u on u.custom_id = t.credited_user_id
        left join wallet_entries c on c.id = t.entry_id
       where t.status not in ('exception', 'returned') and t.received_at >= ${start} and t.received_at < ${end}
         and (c.id is null or t.amount_kobo is null or c.amount_kobo <> t.amount_kobo)
      union all
      select 'bank-transfer-unassigned', t.provider_reference, null, null, null, null,
             coalesce(t.amount_kobo, 0), t.received_at,
             concat_ws(' ', t.exception_reason,
                       'From ' || nullif(concat_ws(', ', t.sender_name, t.sender_bank), '') || '.')
        from bank_transfers t
       where t.status = 'exception' and t.received_at >= ${start} and t.received_at < ${end}
    ) x
    order by at nulls last, reference
    limit ${limit}`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((r) => ({
    kind: String(r.kind),
    reference: r.reference == null ? null : String(r.reference),
    studentId: r.student_id == null ? null : String(r.student_id),
    surname: r.surname == null ? null : String(r.surname),
    firstName: r.first_name == null ? null : String(r.first_name),
    otherNames: r.other_names == null ? null : String(r.other_names),
    amountKobo: Number(r.amount_kobo),
    at: r.at == null ? null : r.at instanceof Date ? r.at.toISOString() : String(r.at),
    detail: r.detail == null ? null : String(r.detail),
  }));
}
