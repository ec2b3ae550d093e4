import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setBalanceSchema, WALLET_KINDS } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { listWallets, setWalletBalance, staffStatement, studentWallets } from './wallets.service.js';

const entry = z.object({
  id: z.number(),
  kind: z.string(),
  amount_kobo: z.number(),
  balance_after_kobo: z.number(),
  reference: z.string().nullable(),
  reason: z.string(),
  by: z.string(),
  created_at: z.string(),
});
const statement = z.object({ balance_kobo: z.number(), entries: z.array(entry) });
const kindParam = z.object({ kind: z.enum(WALLET_KINDS) });

export async function walletRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/students/me/wallets',
    {
      config: { access: access.students() },
      schema: {
        tags: ['wallets'],
        summary: 'The student’s portal and accommodation wallets with their statements, and the bank accounts',
        response: {
          200: envelopeSchema(
            z.object({
              portal: statement.nullable(),
              accommodation: statement.nullable(),
              provider: z.string(),
              bank_accounts: z.array(z.object({ label: z.string(), details: z.string() })),
            }),
          ),
        },
      },
    },
    async (request) => ok(await studentWallets(root, request.auth!.user.customId)),
  );

  app.get(
    '/wallets/:kind',
    {
      config: { access: access.offices('viewWallets') },
      schema: {
        tags: ['wallets'],
        summary: 'All wallets of a kind, paginated and searchable by name, Student ID or ledger number',
        params: kindParam,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          q: z.string().max(100).default(''),
        }),
        response: {
          200: envelopeSchema(
            z.object({
              items: z.array(
                z.object({
                  number: z.number(),
                  custom_id: z.string(),
                  student_id: z.string(),
                  full_name: z.string(),
                  ledger_number: z.string().nullable(),
                  balance_kobo: z.number(),
                }),
              ),
              total: z.number(),
              page: z.number(),
              page_size: z.number(),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(await listWallets(root, { kind: request.params.kind, q: request.query.q, page: request.query.page })),
  );

  app.get(
    '/wallets/:kind/:customId/entries',
    {
      config: { access: access.offices('viewWallets') },
      schema: {
        tags: ['wallets'],
        summary: 'A student’s wallet statement, for staff',
        params: kindParam.extend({ customId: z.string().max(40) }),
        response: { 200: envelopeSchema(statement.extend({ student_id: z.string(), full_name: z.string() })) },
      },
    },
    async (request) => ok(await staffStatement(root, request.params.customId, request.params.kind)),
  );

  app.put(
    '/wallets/:kind/:customId/balance',
    {
      config: { access: access.offices('setWalletBalances') },
      schema: {
        tags: ['wallets'],
        summary: 'Set a wallet to a new balance (an adjustment entry of the difference)',
        params: kindParam.extend({ customId: z.string().max(40) }),
        body: setBalanceSchema,
        response: { 200: envelopeSchema(z.object({ message: z.string(), balance_kobo: z.number() })) },
      },
    },
    async (request) =>
      ok(
        await setWalletBalance(root, request.auth!.user, {
          customId: request.params.customId,
          kind: request.params.kind,
          amountNaira: request.body.amount,
          expectedBalanceKobo: request.body.expected_balance_kobo,
          reason: request.body.reason,
        }),
      ),
  );
}
