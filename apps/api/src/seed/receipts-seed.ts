import {
  findUserByUsername,
  insertReceiptsForLedgerCredits,
  isReceiptNumberTaken,
  listPeriods,
  listRegistrationLogPage,
  recordAudit,
  type Database,
} from '@portal/db';
import { currentPeriodOf, type ReceiptDescription } from '@portal/domain';
import { AppError } from '../lib/errors.js';
import { captureReceipt } from '../modules/receipts/index.js';
import { seedServiceDeps } from './seed-helpers.js';

/**
 * Demo receipts (issue 11), so that the receipts desk, the registry logs and the reconciliation
 * report show something on a fresh `npm start`:
 *
 * - the demo registrants' pre-semester payments at the Bursary (ledger credits of kind receipt
 *   made by the registration seed, references `DEMO-RCPT-…`) become receipts captured by the
 *   demo bursar, linked to those very entries (nothing is credited twice);
 * - a dozen receipts captured through the receipts desk's own service by the demo bursar and
 *   assistant bursar for registrants whose registration is completed or incomplete, every
 *   description represented (one accommodation receipt credits the accommodation wallet).
 *
 * Idempotent: an entry already receipted, or a receipt number already captured, is left alone.
 */

const DEMO_RECEIPT_PREFIX = 'DEMO-RCPT-';

const PLAN: Array<{ description: ReceiptDescription; naira: number; office: 'bursar' | 'assistant bursar' }> = [
  { description: 'tuition', naira: 50_000, office: 'bursar' },
  { description: 'work scholarship', naira: 25_000, office: 'bursar' },
  { description: 'tuition', naira: 75_000, office: 'assistant bursar' },
  { description: 'other scholarship', naira: 30_000, office: 'bursar' },
  { description: 'accommodation', naira: 45_000, office: 'bursar' },
  { description: 'ledger transfer', naira: 12_500, office: 'assistant bursar' },
  { description: 'tuition', naira: 40_000, office: 'bursar' },
  { description: 'accommodation', naira: 45_000, office: 'assistant bursar' },
  { description: 'tuition', naira: 20_000, office: 'bursar' },
  { description: 'work scholarship', naira: 15_000, office: 'bursar' },
  { description: 'tuition', naira: 60_000, office: 'assistant bursar' },
  { description: 'other scholarship', naira: 10_000, office: 'bursar' },
];

/** The demo receipt number of the n-th planned receipt: BR/2025/0001, … */
export function demoReceiptNumber(n: number): string {
  return `BR/2025/${String(n).padStart(4, '0')}`;
}

export async function seedDemoReceipts(db: Database, domain: string): Promise<void> {
  const bursar = await findUserByUsername(db, `bursar@${domain}`);
  const assistant = await findUserByUsername(db, `assistant.bursar@${domain}`);
  const period = currentPeriodOf(await listPeriods(db));
  if (!bursar || !assistant || !period) return;

  // The registration seed's bursary payments, as receipts of the demo bursar (one statement).
  await db.transaction(async (tx) => {
    const recorded = await insertReceiptsForLedgerCredits(tx, {
      referencePrefix: DEMO_RECEIPT_PREFIX,
      periodId: period.periodId,
      capturedBy: bursar.customId,
    });
    if (recorded > 0) {
      await recordAudit(tx, {
        actorId: null,
        action: 'seed.demo-receipts',
        entity: 'receipt',
        details: { recorded, referencePrefix: DEMO_RECEIPT_PREFIX },
      });
    }
  });

  // Receipts captured at the desk for registrants who may receive them (completed or incomplete).
  const eligible = [
    ...(await listRegistrationLogPage(db, { periodId: period.periodId, status: 'completed' })),
    ...(await listRegistrationLogPage(db, { periodId: period.periodId, status: 'incomplete' })),
  ].sort((a, b) => a.studentId.localeCompare(b.studentId));
  if (eligible.length === 0) return;
  const deps = seedServiceDeps(db);
  for (const [i, plan] of PLAN.entries()) {
    const receiptNumber = demoReceiptNumber(i + 1);
    if (await isReceiptNumberTaken(db, receiptNumber)) continue;
    const student = eligible[(i * 5) % eligible.length]!;
    try {
      await captureReceipt(deps, plan.office === 'bursar' ? bursar : assistant, {
        ledger_number: student.ledgerNumber,
        description: plan.description,
        amount: plan.naira,
        receipt_number: receiptNumber,
      });
    } catch (err) {
      // Captured meanwhile by another run of the seed: the number is taken, which is all we want.
      if (!(err instanceof AppError && err.code === 'CONFLICT' && (await isReceiptNumberTaken(db, receiptNumber)))) {
        throw err;
      }
    }
  }
  await deps.background.settle();
}
