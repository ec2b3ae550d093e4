import {
  captureReceiptResponseSchema,
  captureReceiptSchema,
  ledgerLookupQuerySchema,
  ledgerLookupResponseSchema,
  queryReceiptResponseSchema,
  queryReceiptSchema,
  reconciliationQuerySchema,
  reconciliationResponseSchema,
  RECEIPT_MESSAGES,
} from '@portal/domain';
import { sendCsv } from '../../lib/csv-rows.js';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { captureReceipt, lookupLedger, queryReceipt } from './receipts.service.js';
import { reconciliationCsvRows, reconciliationReport } from './reconciliation.service.js';

/** The desk's look-ups: 120 a minute per address. */
const LOOKUP_RATE = { max: 120, timeWindow: '1 minute' };

/** The receipts desk's Capture Receipt and Query Receipt, and the reconciliation report (issue 11). */
export const receiptRoutes = routeModule({ tags: ['receipts desk'] }, (route, deps) => {
  const desk = access.offices('receiptsDesk');
  const reconcilers = access.offices('viewReconciliation');

  route.get(
    '/receipts/ledger',
    {
      access: desk,
      rateLimit: LOOKUP_RATE,
      operationId: 'getLedgerForReceipt',
      summary: 'Capture Receipt: the student by ledger number, both wallets, and whether a receipt may be captured',
      query: ledgerLookupQuerySchema,
      response: ledgerLookupResponseSchema,
      errors: { NOT_FOUND: [RECEIPT_MESSAGES.ledgerNotFound] },
    },
    (request) => lookupLedger(deps, request.auth!.user, request.query.ledger_number),
  );

  route.post(
    '/receipts',
    {
      access: access.offices('captureReceipts'),
      operationId: 'captureReceipt',
      summary: 'Capture a receipt: one ledger entry of kind receipt; the receipt number is unique in any letter case',
      body: captureReceiptSchema,
      response: captureReceiptResponseSchema,
      errors: {
        NOT_FOUND: [RECEIPT_MESSAGES.ledgerNotFound],
        CONFLICT: [RECEIPT_MESSAGES.duplicate('004512'), RECEIPT_MESSAGES.noCurrentPeriod],
      },
    },
    (request) => captureReceipt(deps, request.auth!.user, request.body),
  );

  route.get(
    '/receipts/query',
    {
      access: desk,
      rateLimit: LOOKUP_RATE,
      operationId: 'getReceipt',
      summary: 'Query Receipt: the receipt, its student, the officer and time, and the ledger entry it produced',
      query: queryReceiptSchema,
      response: queryReceiptResponseSchema,
      errors: { NOT_FOUND: [RECEIPT_MESSAGES.notFound('004512')] },
    },
    (request) => queryReceipt(deps, request.query.receipt_number),
  );

  route.get(
    '/reconciliation',
    {
      access: reconcilers,
      operationId: 'getReconciliation',
      summary: 'Reconciliation of a range of days: payments, receipts, debits, adjustments and wallet totals',
      query: reconciliationQuerySchema,
      response: reconciliationResponseSchema,
    },
    (request) => reconciliationReport(deps, request.query),
  );

  route.file(
    '/reconciliation.csv',
    {
      access: reconcilers,
      operationId: 'exportReconciliationCsv',
      summary: 'The reconciliation report as CSV (exceptions first)',
      query: reconciliationQuerySchema,
    },
    async ({ query }, reply) =>
      sendCsv(reply, `reconciliation-${query.from}-to-${query.to}.csv`, await reconciliationCsvRows(deps, query)),
  );
});
