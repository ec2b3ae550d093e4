import type { FastifyInstance } from 'fastify';
import {
  assignedTransferSchema,
  assignTransferSchema,
  nairaToKobo,
  ownAccountSchema,
  transferExceptionsSchema,
  transferIdParamsSchema,
  PAYMENT_MESSAGES,
  BANK_TRANSFER_MESSAGES,
} from '@portal/domain';
import { routeTable } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { assignBankTransferToStudent, listExceptions } from './bank-transfers.service.js';
import { getOwnAccount, requestOwnAccount } from './dedicated-accounts.service.js';

/** Issue 29: a student's own account number, and the Bursary's transfer exceptions. */
export async function bankTransferRoutes(root: FastifyInstance) {
  const route = routeTable(root, { tags: ['payments'] });
  const deps = root.deps;

  route.get(
    '/students/me/dedicated-account',
    {
      access: access.students(),
      operationId: 'getMyDedicatedAccount',
      summary: 'The student’s own bank account number for transfers, when there is one',
      response: ownAccountSchema,
    },
    (request) => getOwnAccount(deps, request.auth!.user),
  );

  route.post(
    '/students/me/dedicated-account',
    {
      access: access.students(),
      rateLimit: { max: 5, timeWindow: '1 minute' },
      operationId: 'requestMyDedicatedAccount',
      summary: 'Get my account number: ask the payment provider for the student’s own bank account',
      response: ownAccountSchema,
    },
    (request) => requestOwnAccount(deps, request.auth!.user),
  );

  route.get(
    '/bank-transfers/exceptions',
    {
      access: access.offices('receiptsDesk'),
      operationId: 'listBankTransferExceptions',
      summary: 'Bank transfers not credited by themselves, with everything the provider sent',
      response: transferExceptionsSchema,
    },
    () => listExceptions(deps),
  );

  route.post(
    '/bank-transfers/:id/assign',
    {
      access: access.offices('creditOnlinePayments'),
      operationId: 'assignBankTransfer',
      summary: 'Assign a bank transfer exception to a student after checking: credits once',
      params: transferIdParamsSchema,
      body: assignTransferSchema,
      response: assignedTransferSchema,
      errors: {
        VALIDATION: [BANK_TRANSFER_MESSAGES.amountNeeded],
        NOT_FOUND: [
          PAYMENT_MESSAGES.noStudent('64010'),
          BANK_TRANSFER_MESSAGES.noTransfer,
          PAYMENT_MESSAGES.noPortalWallet,
        ],
        CONFLICT: [BANK_TRANSFER_MESSAGES.alreadyCredited, BANK_TRANSFER_MESSAGES.returned],
      },
    },
    async (request) => {
      const amount = request.body.amount_naira;
      const result = await assignBankTransferToStudent(deps, request.auth!.user.customId, {
        transferId: request.params.id,
        studentId: request.body.student_id,
        amountKobo: amount === undefined ? null : nairaToKobo(amount),
      });
      return { amount_kobo: result.amountKobo, balance_kobo: result.balanceKobo };
    },
  );
}
