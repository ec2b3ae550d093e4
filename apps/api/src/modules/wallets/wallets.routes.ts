import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  balanceChangeResponseSchema,
  listWalletsQuerySchema,
  myWalletsResponseSchema,
  setBalanceSchema,
  staffStatementSchema,
  walletKindParamsSchema,
  walletListResponseSchema,
  walletOwnerParamsSchema,
  MESSAGES,
  WALLET_MESSAGES,
  PAYMENT_MESSAGES,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { listWallets, setWalletBalance, staffStatement, studentWallets } from './wallets.service.js';

export async function walletRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/students/me/wallets',
    {
      config: { access: access.students(), operationId: 'getMyWallets' },
      schema: {
        tags: ['wallets'],
        summary: 'The student’s portal and accommodation wallets with their statements, and the bank accounts',
        response: { 200: envelopeSchema(myWalletsResponseSchema) },
      },
    },
    async (request) => ok(await studentWallets(app.deps, request.auth!.user.customId)),
  );

  app.get(
    '/wallets/:kind',
    {
      config: { access: access.offices('viewWallets'), operationId: 'listWallets' },
      schema: {
        tags: ['wallets'],
        summary: 'All wallets of a kind, paginated and searchable by name, Student ID or ledger number',
        params: walletKindParamsSchema,
        querystring: listWalletsQuerySchema,
        response: { 200: envelopeSchema(walletListResponseSchema) },
      },
    },
    async (request) =>
      ok(await listWallets(app.deps, { kind: request.params.kind, q: request.query.q, page: request.query.page })),
  );

  app.get(
    '/wallets/:kind/:customId/entries',
    {
      config: {
        access: access.offices('viewWallets'),
        operationId: 'getWalletStatement',
        errors: { NOT_FOUND: [MESSAGES.notFound, PAYMENT_MESSAGES.noWallet] },
      },
      schema: {
        tags: ['wallets'],
        summary: 'A student’s wallet statement, for staff',
        params: walletOwnerParamsSchema,
        response: { 200: envelopeSchema(staffStatementSchema) },
      },
    },
    async (request) => ok(await staffStatement(app.deps, request.params.customId, request.params.kind)),
  );

  app.put(
    '/wallets/:kind/:customId/balance',
    {
      config: {
        access: access.offices('setWalletBalances'),
        operationId: 'setWalletBalance',
        errors: {
          VALIDATION: [WALLET_MESSAGES.negativeNeedsConfirmation],
          NOT_FOUND: [PAYMENT_MESSAGES.noWallet],
          CONFLICT: [WALLET_MESSAGES.balanceChanged],
        },
      },
      schema: {
        tags: ['wallets'],
        summary: 'Set a wallet to a new balance (an adjustment entry of the difference)',
        params: walletOwnerParamsSchema,
        body: setBalanceSchema,
        response: { 200: envelopeSchema(balanceChangeResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await setWalletBalance(app.deps, request.auth!.user, {
          customId: request.params.customId,
          kind: request.params.kind,
          amountNaira: request.body.amount,
          expectedBalanceKobo: request.body.expected_balance_kobo,
          reason: request.body.reason,
          confirmNegative: request.body.confirm_negative,
        }),
      ),
  );
}
