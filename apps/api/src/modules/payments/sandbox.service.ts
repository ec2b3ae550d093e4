import { findSandboxTransaction, settleSandboxTransaction } from '@portal/db';
import type { SandboxCompleted, SandboxOutcome, SandboxTransaction } from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import type { DbDeps } from '../../lib/service-deps.js';

/** What the sandbox checkout page shows. */
export async function describeSandboxCheckout(deps: DbDeps, reference: string): Promise<SandboxTransaction> {
  const tx = await findSandboxTransaction(deps.db, reference);
  if (!tx) throw new AppError('NOT_FOUND', 'This payment does not exist.');
  return {
    reference: tx.reference,
    amount_kobo: tx.amountKobo,
    email: tx.email,
    status: tx.status,
    merchant: 'ECWA Theological Seminary, Jos',
  };
}

/** The payer's choice on the sandbox page; then back to the portal like a real provider. */
export async function completeSandboxCheckout(
  deps: DbDeps,
  reference: string,
  outcome: SandboxOutcome,
): Promise<SandboxCompleted> {
  const tx = await findSandboxTransaction(deps.db, reference);
  if (!tx) throw new AppError('NOT_FOUND', 'This payment does not exist.');
  const settled = await settleSandboxTransaction(deps.db, reference, outcome);
  if (!settled) throw new AppError('CONFLICT', 'This payment has already been completed.');
  const url = new URL(tx.callbackUrl);
  url.searchParams.set('reference', reference);
  url.searchParams.set('trxref', reference);
  // Only the path and query go back to the browser: the page stays on this origin.
  return { redirect_url: `${url.pathname}${url.search}` };
}
