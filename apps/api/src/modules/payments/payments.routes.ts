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
  startedTopUpSchema,
  topUpSchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import {
  creditVerifiedPayment,
  handlePaystackWebhook,
  lookupTransaction,
  startTopUp,
  verifyForStudent,
} from './payments.service.js';
import { completeSandboxCheckout, describeSandboxCheckout } from './sandbox.service.js';

const credited = envelopeSchema(creditedResponseSchema);

export async function paymentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/students/me/top-ups',
    {
      config: { access: access.students(), rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Start a top-up of the portal wallet; answers the provider’s checkout address',
        body: topUpSchema,
        response: { 200: envelopeSchema(startedTopUpSchema) },
      },
    },
    async (request) => ok(await startTopUp(app.deps, request.auth!.user, request.body.amount)),
  );

  app.post(
    '/students/me/top-ups/verify',
    {
      config: { access: access.students(), rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Verify a transaction reference the student started and credit it once',
        body: referenceSchema,
        response: { 200: credited },
      },
    },
    async (request) => ok(await verifyForStudent(app.deps, request.auth!.user, request.body.reference)),
  );

  app.post(
    '/payments/lookup',
    {
      config: { access: access.offices('receiptsDesk'), rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Receipts desk: what the provider says about a transaction id',
        body: referenceSchema,
        response: { 200: envelopeSchema(paymentLookupSchema) },
      },
    },
    async (request) => ok(await lookupTransaction(app.deps, request.body.reference)),
  );

  app.post(
    '/payments/credit',
    {
      config: { access: access.offices('creditOnlinePayments') },
      schema: {
        tags: ['payments'],
        summary: 'Receipts desk: credit a verified, successful payment to its student, once',
        body: creditPaymentSchema,
        response: { 200: credited },
      },
    },
    async (request) =>
      ok(
        await creditVerifiedPayment(app.deps, request.auth!.user, {
          reference: request.body.reference,
          studentId: request.body.student_amount.studentId,
          amountNaira: request.body.student_amount.amountNaira,
        }),
      ),
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
        config: { access: access.public('called by Paystack; the body must carry a valid signature') },
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
        config: { access: access.public('the offline sandbox gateway’s own checkout page'), rateLimit: SANDBOX_RATE },
        schema: {
          tags: ['sandbox gateway'],
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
        config: { access: access.public('the offline sandbox gateway’s own checkout page'), rateLimit: SANDBOX_RATE },
        schema: {
          tags: ['sandbox gateway'],
          params: sandboxReferenceParamsSchema,
          body: completeSandboxSchema,
          response: { 200: envelopeSchema(sandboxCompletedSchema) },
        },
      },
      async (request) => ok(await completeSandboxCheckout(app.deps, request.params.reference, request.body.outcome)),
    );
  }
}
