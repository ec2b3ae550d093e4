import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completeSandboxSchema,
  creditedResponseSchema,
  creditPaymentSchema,
  paymentLookupSchema,
  paystackWebhookResponseSchema,
  referenceSchema,
  sandboxCompletedSchema,
  sandboxReferenceParamsSchema,
  sandboxTransactionSchema,
  sandboxTransferSchema,
  sandboxTransferSentSchema,
  nairaToKobo,
  startedTopUpSchema,
  topUpSchema,
  WALLET_MESSAGES,
  TOP_UP_MESSAGES,
  PAYMENT_MESSAGES,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { routeTable } from '../../lib/route-table.js';
import { creditVerifiedPayment, lookupTransaction } from './receipts-desk.service.js';
import { handlePaystackWebhook } from './settlement.service.js';
import { startTopUp, verifyForStudent } from './top-up.service.js';
import {
  completeSandboxCheckout,
  describeSandboxCheckout,
  sendSandboxTransfer,
  webhookAddresses,
} from './sandbox.service.js';
import { bankTransferRoutes } from './bank-transfers.routes.js';
import { dedicatedAccountsStatusRoutes } from './dedicated-accounts-status.routes.js';

export async function paymentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const route = routeTable(root, { tags: ['payments'] });
  await bankTransferRoutes(root);
  await dedicatedAccountsStatusRoutes(root);

  route.post(
    '/students/me/top-ups',
    {
      access: access.students(),
      rateLimit: { max: 10, timeWindow: '1 minute' },
      operationId: 'startMyTopUp',
      summary: 'Start a top-up of the portal wallet; answers the provider’s checkout address',
      body: topUpSchema,
      response: startedTopUpSchema,
      errors: { BAD_GATEWAY: [TOP_UP_MESSAGES.startRefused, TOP_UP_MESSAGES.startFailed] },
    },
    (request) => startTopUp(app.deps, request.auth!.user, request.body.amount),
  );

  route.post(
    '/students/me/top-ups/verify',
    {
      access: access.students(),
      rateLimit: { max: 20, timeWindow: '1 minute' },
      operationId: 'verifyMyTopUp',
      summary: 'Verify a transaction reference the student started and credit it once',
      body: referenceSchema,
      response: creditedResponseSchema,
      errors: {
        VALIDATION: [WALLET_MESSAGES.failed],
        NOT_FOUND: [WALLET_MESSAGES.notFound],
        CONFLICT: [TOP_UP_MESSAGES.refunded, WALLET_MESSAGES.alreadyProcessed, WALLET_MESSAGES.referenceUsed],
        BAD_GATEWAY: [WALLET_MESSAGES.failed, WALLET_MESSAGES.networkError],
      },
    },
    (request) => verifyForStudent(app.deps, request.auth!.user, request.body.reference),
  );

  route.post(
    '/payments/lookup',
    {
      access: access.offices('receiptsDesk'),
      rateLimit: { max: 60, timeWindow: '1 minute' },
      operationId: 'lookUpPayment',
      summary: 'Receipts desk: what the provider says about a transaction id',
      body: referenceSchema,
      response: paymentLookupSchema,
      errors: {
        NOT_FOUND: [WALLET_MESSAGES.staffNotFound('T1234567')],
        BAD_GATEWAY: [
          WALLET_MESSAGES.networkError,
          PAYMENT_MESSAGES.providerKeyRefused,
          PAYMENT_MESSAGES.providerAnswerUnreadable,
        ],
      },
    },
    (request) => lookupTransaction(app.deps, request.body.reference),
  );

  route.post(
    '/payments/credit',
    {
      access: access.offices('creditOnlinePayments'),
      operationId: 'creditPayment',
      summary: 'Receipts desk: credit a verified, successful payment to its student, once',
      body: creditPaymentSchema,
      response: creditedResponseSchema,
      errors: {
        VALIDATION: [
          WALLET_MESSAGES.staffAboveFees,
          PAYMENT_MESSAGES.notSuccessful('failed'),
          PAYMENT_MESSAGES.notTheirs('64010'),
          PAYMENT_MESSAGES.amountNotPaid(500_000),
        ],
        NOT_FOUND: [
          WALLET_MESSAGES.staffVerifyFirst('T1234567'),
          PAYMENT_MESSAGES.noStudent('64010'),
          PAYMENT_MESSAGES.noPortalWallet,
        ],
        CONFLICT: [WALLET_MESSAGES.alreadyProcessed, PAYMENT_MESSAGES.reversedAfterCredit],
        BAD_GATEWAY: [
          WALLET_MESSAGES.networkError,
          PAYMENT_MESSAGES.providerKeyRefused,
          PAYMENT_MESSAGES.providerAnswerUnreadable,
        ],
      },
    },
    (request) =>
      creditVerifiedPayment(app.deps, request.auth!.user, {
        reference: request.body.reference,
        studentId: request.body.student_amount.studentId,
        amountNaira: request.body.student_amount.amountNaira,
      }),
  );

  // Paystack signs the raw body; it must reach the handler byte for byte.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/payments/paystack/webhook',
      {
        config: {
          access: access.public('called by Paystack; the body must carry a valid signature'),
          operationId: 'handlePaystackWebhook',
          errors: {
            VALIDATION: [PAYMENT_MESSAGES.invalidBody],
            UNAUTHENTICATED: [PAYMENT_MESSAGES.invalidSignature],
            NOT_FOUND: [PAYMENT_MESSAGES.noPortalWallet],
            BUSY: [PAYMENT_MESSAGES.deliverAgain],
          },
        },
        schema: {
          tags: ['payments'],
          summary:
            'Paystack webhook (charge.success credits; refund.processed reverses; 503 asks Paystack to deliver again)',
          hide: false,
          response: { 200: envelopeSchema(paystackWebhookResponseSchema) },
        },
      },
      async (request) => {
        const signature = request.headers['x-paystack-signature'];
        const outcome = await handlePaystackWebhook(
          app.deps,
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
        return ok(outcome);
      },
    );
  });

  const SANDBOX_RATE = { max: 60, timeWindow: '1 minute' };
  if (app.deps.payments.name === 'sandbox') {
    app.get(
      '/sandbox-gateway/transactions/:reference',
      {
        // Anonymous: 60 requests a minute per address, so nobody can flood it (issue 9 §8).
        config: {
          access: access.public('the offline sandbox gateway’s own checkout page'),
          operationId: 'getSandboxCheckout',
          rateLimit: SANDBOX_RATE,
          errors: { NOT_FOUND: [PAYMENT_MESSAGES.sandboxPaymentMissing] },
        },
        schema: {
          tags: ['sandbox gateway'],
          summary: 'Sandbox gateway (demo only): a checkout started by a top-up, for its payment page',
          params: sandboxReferenceParamsSchema,
          response: { 200: envelopeSchema(sandboxTransactionSchema) },
        },
      },
      async (request) => ok(await describeSandboxCheckout(app.deps, request.params.reference)),
    );
    app.post(
      '/sandbox-gateway/transactions/:reference/complete',
      {
        // Anonymous: 60 requests a minute per address, so nobody can flood it (issue 9 §8).
        config: {
          access: access.public('the offline sandbox gateway’s own checkout page'),
          operationId: 'completeSandboxCheckout',
          rateLimit: SANDBOX_RATE,
          errors: {
            NOT_FOUND: [PAYMENT_MESSAGES.sandboxPaymentMissing],
            CONFLICT: [PAYMENT_MESSAGES.sandboxPaymentCompleted],
          },
        },
        schema: {
          tags: ['sandbox gateway'],
          summary: 'Sandbox gateway (demo only): pay or fail a checkout, as a card payment would',
          params: sandboxReferenceParamsSchema,
          body: completeSandboxSchema,
          response: { 200: envelopeSchema(sandboxCompletedSchema) },
        },
      },
      async (request) => ok(await completeSandboxCheckout(app.deps, request.params.reference, request.body.outcome)),
    );
    app.post(
      '/sandbox-gateway/transfers',
      {
        // Anonymous, as a bank's app is: the demo's stand-in for a transfer to a student's own account.
        config: {
          access: access.public('the offline sandbox gateway’s send-a-transfer page'),
          operationId: 'sendSandboxTransfer',
          rateLimit: SANDBOX_RATE,
          errors: {
            NOT_FOUND: [PAYMENT_MESSAGES.sandboxNotInUse],
            BAD_GATEWAY: [
              PAYMENT_MESSAGES.sandboxWebhookUnreachable('http://localhost:3000 or http://127.0.0.1:3000'),
              PAYMENT_MESSAGES.sandboxWebhookAnswered('http://localhost:3000', 500, 'Internal Server Error'),
            ],
          },
        },
        schema: {
          tags: ['sandbox gateway'],
          summary: 'Sandbox gateway (demo only): send a bank transfer to a student’s dedicated account',
          body: sandboxTransferSchema,
          response: { 200: envelopeSchema(sandboxTransferSentSchema) },
        },
      },
      async (request) =>
        ok(
          await sendSandboxTransfer(
            app.deps,
            {
              accountNumber: request.body.account_number,
              amountKobo: nairaToKobo(request.body.amount),
              senderName: request.body.sender_name,
              senderBank: request.body.sender_bank,
            },
            // Delivered by HTTP to the portal's own webhook, as Paystack delivers (decision 0030).
            webhookAddresses(app.deps.config.APP_URL, app.server.address()),
          ),
        ),
    );
  }
}
