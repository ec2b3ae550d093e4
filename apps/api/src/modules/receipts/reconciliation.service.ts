import {
  listReconciliationExceptions,
  readDatabaseNow,
  sumAdjustmentsByOfficer,
  sumBankTransfers,
  sumMovements,
  sumPaymentsByStatus,
  sumReceiptsByOfficer,
  sumRegistrationDebits,
  sumTopUpCredits,
  sumWalletBalances,
  type ReportWindow,
} from '@portal/db';
import {
  assembleReconciliation,
  RECEIPT_DESCRIPTION_LABELS,
  reconciliationCsv,
  reconciliationWindow,
  RECONCILIATION_EXCEPTION_KINDS,
  RECONCILIATION_EXCEPTION_LABELS,
  transferReportLines,
  type CsvRows,
  type Reconciliation,
  type ReconciliationException,
  type ReconciliationExceptionKind,
  type ReconciliationResponse,
  periodTitle,
} from '@portal/domain';
import type { DbDeps } from '../../lib/service-deps.js';
import { fullNameOf } from '../registrations/index.js';

/**
 * The reconciliation report (issue 11, decision 0013): the money the portal saw in a range of
 * days, side by side, from a few aggregate queries read in one snapshot.
 */

/** Exceptions listed at most (the count of each kind is in the list itself). */
export const MAX_EXCEPTIONS = 200;

const PAYMENT_LABELS = { credited: 'Credited', pending: 'Pending', failed: 'Failed' } as const;

function personName(p: { title?: string | null; firstName: string | null; surname: string | null }): string | null {
  if (!p.surname) return null;
  return [p.title, p.firstName, p.surname].filter(Boolean).join(' ');
}

function officerOf(r: {
  officerId: string | null;
  title: string | null;
  firstName: string | null;
  surname: string | null;
  position: string | null;
  role?: string | null;
}): string {
  if (!r.officerId) return 'System';
  const name = personName(r) ?? r.officerId;
  if (r.role === 'student') return `${name} (student)`;
  return r.position ? `${name} (${r.position})` : name;
}

/** Reads every figure of the window in one read-only snapshot. */
async function readFigures(deps: DbDeps, window: ReportWindow) {
  return deps.db.transaction(
    async (tx) => {
      const readAt = await readDatabaseNow(tx);
      const payments = await sumPaymentsByStatus(tx, window);
      const topUps = await sumTopUpCredits(tx, window);
      const receipts = await sumReceiptsByOfficer(tx, window);
      const registrationDebits = await sumRegistrationDebits(tx, window);
      const adjustments = await sumAdjustmentsByOfficer(tx, window);
      const movements = await sumMovements(tx, window);
      const balances = await sumWalletBalances(tx);
      const transfers = await sumBankTransfers(tx, window);
      const exceptions = await listReconciliationExceptions(tx, window, MAX_EXCEPTIONS);
      return {
        readAt,
        payments,
        topUps,
        receipts,
        registrationDebits,
        adjustments,
        movements,
        balances,
        transfers,
        exceptions,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function isExceptionKind(kind: string): kind is ReconciliationExceptionKind {
  return (RECONCILIATION_EXCEPTION_KINDS as readonly string[]).includes(kind);
}

async function buildReport(deps: DbDeps, from: string, to: string): Promise<Reconciliation> {
  const window = reconciliationWindow(from, to);
  const f = await readFigures(deps, window);
  const exceptions: ReconciliationException[] = f.exceptions
    .filter((e) => isExceptionKind(e.kind))
    .map((e) => ({
      kind: e.kind as ReconciliationExceptionKind,
      reference: e.reference,
      studentId: e.studentId,
      fullName: e.surname
        ? fullNameOf({ surname: e.surname, firstName: e.firstName ?? '', otherNames: e.otherNames })
        : null,
      amountKobo: e.amountKobo,
      at: e.at ? new Date(e.at) : null,
      detail: e.detail ?? '',
    }));
  return assembleReconciliation({
    window,
    readAt: f.readAt,
    payments: f.payments,
    topUps: f.topUps,
    receipts: f.receipts.map((r) => ({
      officerId: r.officerId,
      officer: officerOf({ ...r, officerId: r.officerId }),
      description: r.description,
      count: r.count,
      amountKobo: r.amountKobo,
    })),
    registrationDebits: f.registrationDebits.map((r) => ({
      periodId: r.periodId,
      period: r.semester && r.session ? periodTitle({ semester: r.semester, session: r.session }) : null,
      count: r.count,
      amountKobo: r.amountKobo,
    })),
    adjustments: f.adjustments.map((a) => ({
      officerId: a.officerId,
      officer: officerOf(a),
      reason: a.reason,
      count: a.count,
      creditsKobo: a.creditsKobo,
      debitsKobo: a.debitsKobo,
    })),
    movements: f.movements,
    balances: f.balances,
    transfers: f.transfers,
    exceptions,
  });
}

const amountCount = (a: { count: number; amountKobo: number }) => ({ count: a.count, amount_kobo: a.amountKobo });

function transfersResponse(t: Reconciliation['bankTransfers']): ReconciliationResponse['bank_transfers'] {
  return {
    received: amountCount(t.received),
    fees_kobo: t.feesKobo,
    credited: amountCount(t.credited),
    assigned: amountCount(t.assigned),
    reversed: { ...amountCount(t.reversed), taken_back_kobo: t.reversed.takenBackKobo },
    exceptions: { ...amountCount(t.exceptions), unreadable: t.exceptions.unreadable },
    difference_kobo: t.differenceKobo,
    balances: t.balances,
    lines: transferReportLines(t).map((l) => ({
      key: l.key,
      label: l.label,
      count: l.count,
      amount_kobo: l.amountKobo,
      detail: l.detail,
    })),
  };
}

function toResponse(report: Reconciliation, from: string, to: string, readAt: Date): ReconciliationResponse {
  return {
    from,
    to,
    start: report.window.start.toISOString(),
    end: report.window.end.toISOString(),
    read_at: readAt.toISOString(),
    reaches_now: report.reachesNow,
    exceptions: report.exceptions.map((e) => ({
      kind: e.kind,
      label: RECONCILIATION_EXCEPTION_LABELS[e.kind],
      reference: e.reference,
      student_id: e.studentId,
      full_name: e.fullName,
      amount_kobo: e.amountKobo,
      at: e.at?.toISOString() ?? null,
      detail: e.detail,
    })),
    payments: {
      by_status: report.payments.byStatus.map((p) => ({
        status: p.status,
        label: PAYMENT_LABELS[p.status],
        count: p.count,
        amount_kobo: p.amountKobo,
      })),
      top_ups_via_payment: amountCount(report.payments.topUps.viaPayment),
      top_ups_via_desk: amountCount(report.payments.topUps.viaDesk),
    },
    receipts: {
      rows: report.receipts.rows.map((r) => ({
        officer_id: r.officerId,
        officer: r.officer,
        description: r.description,
        description_label: RECEIPT_DESCRIPTION_LABELS[r.description],
        count: r.count,
        amount_kobo: r.amountKobo,
      })),
      count: report.receipts.count,
      total_kobo: report.receipts.totalKobo,
    },
    registration_debits: {
      rows: report.registrationDebits.rows.map((r) => ({
        period_id: r.periodId,
        period: r.period,
        count: r.count,
        amount_kobo: r.amountKobo,
      })),
      count: report.registrationDebits.count,
      total_kobo: report.registrationDebits.totalKobo,
    },
    adjustments: {
      rows: report.adjustments.rows.map((a) => ({
        officer_id: a.officerId,
        officer: a.officer,
        reason: a.reason,
        count: a.count,
        credits_kobo: a.creditsKobo,
        debits_kobo: a.debitsKobo,
      })),
      count: report.adjustments.count,
      net_kobo: report.adjustments.netKobo,
    },
    bank_transfers: transfersResponse(report.bankTransfers),
    wallets: report.wallets.map((w) => ({
      wallet_kind: w.walletKind,
      opening_kobo: w.openingKobo,
      movements: w.movements.map((m) => ({
        entry_kind: m.entryKind,
        label: m.label,
        count: m.count,
        amount_kobo: m.amountKobo,
      })),
      closing_kobo: w.closingKobo,
      wallets: w.wallets,
      balances_kobo: w.balancesKobo,
      agrees_with_balances: w.agreesWithBalances,
    })),
  };
}

/** The reconciliation report of a range of days (both included, West Africa Time). */
export async function reconciliationReport(
  deps: DbDeps,
  query: { from: string; to: string },
): Promise<ReconciliationResponse> {
  const report = await buildReport(deps, query.from, query.to);
  return toResponse(report, query.from, query.to, report.readAt);
}

/** The report as CSV (exceptions first). */
export async function reconciliationCsvRows(deps: DbDeps, query: { from: string; to: string }): Promise<CsvRows> {
  const report = await buildReport(deps, query.from, query.to);
  const heading =
    query.from === query.to ? `Reconciliation: ${query.from}` : `Reconciliation: ${query.from} to ${query.to}`;
  return reconciliationCsv(report, heading);
}
