import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  captureReceiptResponseSchema,
  captureReceiptSchema,
  ledgerLookupQuerySchema,
  ledgerLookupResponseSchema,
  queryReceiptResponseSchema,
  queryReceiptSchema,
  reconciliationQuerySchema,
  reconciliationResponseSchema,
} from '@portal/domain';
import { sendCsv } from '../../lib/csv-rows.js';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { captureReceipt, lookupLedger, queryReceipt } from './receipts.service.js';
import { reconciliationCsvRows, reconciliationReport } from './reconciliation.service.js';

const tags = ['receipts desk'];

/** The receipts desk's Capture Receipt and Query Receipt, and the reconciliation report (issue 11). */
export async function receiptRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;

  app.get(
    '/receipts/ledger',
    {
      config: { access: access.offices('receiptsDesk'), rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Capture Receipt: the student by ledger number, both wallets, and whether a receipt may be captured',
        querystring: ledgerLookupQuerySchema,
        response: { 200: envelopeSchema(ledgerLookupResponseSchema) },
      },
    },
    async (request) => ok(await lookupLedger(deps, request.auth!.user, request.query.ledger_number)),
  );

  app.post(
    '/receipts',
    {
      config: { access: access.offices('captureReceipts') },
      schema: {
        tags,
        summary: 'Capture a receipt: one ledger entry of kind receipt; the receipt number is unique in any letter case',
        body: captureReceiptSchema,
        response: { 200: envelopeSchema(captureReceiptResponseSchema) },
      },
    },
    async (request) => ok(await captureReceipt(deps, request.auth!.user, request.body)),
  );

  app.get(
    '/receipts/query',
    {
      config: { access: access.offices('receiptsDesk'), rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Query Receipt: the receipt, its student, the officer and time, and the ledger entry it produced',
        querystring: queryReceiptSchema,
        response: { 200: envelopeSchema(queryReceiptResponseSchema) },
      },
    },
    async (request) => ok(await queryReceipt(deps, request.query.receipt_number)),
  );

  app.get(
    '/reconciliation',
    {
      config: { access: access.offices('viewReconciliation') },
      schema: {
        tags,
        summary: 'Reconciliation of a range of days: payments, receipts, debits, adjustments and wallet totals',
        querystring: reconciliationQuerySchema,
        response: { 200: envelopeSchema(reconciliationResponseSchema) },
      },
    },
    async (request) => ok(await reconciliationReport(deps, request.query)),
  );

  app.get(
    '/reconciliation.csv',
    {
      config: { access: access.offices('viewReconciliation') },
      schema: {
        tags,
        summary: 'The reconciliation report as CSV (exceptions first)',
        querystring: reconciliationQuerySchema,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `reconciliation-${request.query.from}-to-${request.query.to}.csv`,
        await reconciliationCsvRows(deps, request.query),
      ),
  );
}
