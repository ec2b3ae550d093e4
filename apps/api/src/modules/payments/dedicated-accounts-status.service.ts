import { countDedicatedAccountsByStatus, findLatestAccountFailure } from '@portal/db';
import type { DedicatedAccountsStatus } from '@portal/domain';
import type { ServiceDeps } from '../../lib/service-deps.js';

/**
 * Students' own bank accounts by state and the provider's latest refusal, for the ict dashboard
 * (decision 0030): a refusal used to reach ict only through the server's error log. A read: no
 * audit record.
 */
export async function dedicatedAccountsStatus(deps: Pick<ServiceDeps, 'db'>): Promise<DedicatedAccountsStatus> {
  const [counts, latest] = await Promise.all([
    countDedicatedAccountsByStatus(deps.db),
    findLatestAccountFailure(deps.db),
  ]);
  return {
    counts,
    latest_failure: latest ? { at: latest.at.toISOString(), reason: latest.reason, students: latest.students } : null,
  };
}
