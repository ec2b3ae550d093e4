import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditPaymentSchema, referenceSchema, topUpSchema } from '@portal/domain';
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

const credited = envelopeSchema(z.object({ message: z.string(), balance_kobo: z.number() }));

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
        response: { 200: envelopeSchema(z.object({ reference: z.string(), authorization_url: z.string() })) },
      },
    },
    async (request) => ok(await startTopUp(root, request.auth!.user, request.body.amount)),
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
    async (request) => ok(await verifyForStudent(root, request.auth!.user, request.body.reference)),
  );

  app.post(
    '/payments/lookup',
    {
      config: { access: access.offices('receiptsDesk'), rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Receipts desk: what the provider says about a transaction id',
        body: referenceSchema,
        response: {
          200: envelopeSchema(
            z.object({
              status: z.string(),
              message: z.string(),
              amount_kobo: z.number(),
              currency: z.string(),
              customer_name: z.string().nullable(),
              phone: z.string().nullable(),
              reference: z.string(),
              student_id: z.string().nullable(),
              transaction_date: z.string().nullable(),
              credited: z.boolean(),
            }),
          ),
        },
      },
    },
    async (request) => ok(await lookupTransaction(root, request.body.reference)),
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
        await creditVerifiedPayment(root, request.auth!.user, {
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
        schema: { tags: ['payments'], summary: 'Paystack webhook (charge.success)', hide: false },
      },
      async (request) => {
        const signature = request.headers['x-paystack-signature'];
        const outcome = await handlePaystackWebhook(
          root,
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
        return ok(outcome);
      },
    );
  });

  if (root.payments.name === 'sandbox') {
    app.get(
      '/sandbox-gateway/transactions/:reference',
      {
        config: { access: access.public('the offline sandbox gateway’s own checkout page') },
        schema: {
          tags: ['sandbox gateway'],
          params: z.object({ reference: z.string().max(100) }),
          response: {
            200: envelopeSchema(
              z.object({
                reference: z.string(),
                amount_kobo: z.number(),
                email: z.string(),
                status: z.string(),
                merchant: z.string(),
              }),
            ),
          },
        },
      },
      async (request) => ok(await describeSandboxCheckout(root, request.params.reference)),
    );
    app.post(
      '/sandbox-gateway/transactions/:reference/complete',
      {
        config: { access: access.public('the offline sandbox gateway’s own checkout page') },
        schema: {
          tags: ['sandbox gateway'],
          params: z.object({ reference: z.string().max(100) }),
          body: z.object({ outcome: z.enum(['success', 'failed', 'abandoned']) }),
          response: { 200: envelopeSchema(z.object({ redirect_url: z.string() })) },
        },
      },
      async (request) => ok(await completeSandboxCheckout(root, request.params.reference, request.body.outcome)),
    );
  }
}
