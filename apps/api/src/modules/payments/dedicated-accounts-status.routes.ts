import type { FastifyInstance } from 'fastify';
import { dedicatedAccountsStatusSchema } from '@portal/domain';
import { routeTable } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { dedicatedAccountsStatus } from './dedicated-accounts-status.service.js';

/** Issue 29 §1 "tell ict": the state of students' own bank accounts, for the ict dashboard. */
export async function dedicatedAccountsStatusRoutes(root: FastifyInstance) {
  const route = routeTable(root, { tags: ['payments'] });

  route.get(
    '/dedicated-accounts/status',
    {
      access: access.offices('watchBankAccounts'),
      operationId: 'getDedicatedAccountsStatus',
      summary: 'Students’ own bank accounts by state, and the provider’s latest refusal (the ict dashboard)',
      response: dedicatedAccountsStatusSchema,
    },
    () => dedicatedAccountsStatus(root.deps),
  );
}
