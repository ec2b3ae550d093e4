import { recordAudit, updatePayment, type PaymentRow } from '@portal/db';
import { recheckDelayMs, type ProviderVerification } from '@portal/domain';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import {
  ProviderAnswerError,
  ProviderKeyRefusedError,
  ProviderUnavailableError,
} from '../../integrations/payments/index.js';

/**
 * Why the provider gave no usable answer (decision 0017):
 * - `key-refused`: it refused the portal's own key (401/403): the portal is misconfigured;
 * - `unavailable`: it could not be reached, timed out, or answered a server error;
 * - `malformed`: it answered out of its documented shape.
 * Each is logged at error level for the ICT office; the payment stays pending.
 */
export type ProviderFault = 'key-refused' | 'unavailable' | 'malformed';

export type ProviderCheck = { ok: true; verification: ProviderVerification } | { ok: false; fault: ProviderFault };

/** Asks the provider about a reference; a fault is logged (error level) and returned, never thrown. */
export async function askProvider(
  deps: Pick<ServiceDeps, 'payments' | 'log'>,
  reference: string,
): Promise<ProviderCheck> {
  const provider = deps.payments.name;
  try {
    return { ok: true, verification: await deps.payments.verify(reference) };
  } catch (err) {
    if (err instanceof ProviderKeyRefusedError) {
      deps.log.error(
        { provider, reference, httpStatus: err.httpStatus, reason: err.message },
        'the payment provider refused the portal’s secret key: check PAYSTACK_SECRET_KEY',
      );
      return { ok: false, fault: 'key-refused' };
    }
    if (err instanceof ProviderAnswerError) {
      deps.log.error(
        { provider, reference, reason: err.message, answer: err.answer },
        'the payment provider answered out of its documented shape; nothing was credited',
      );
      return { ok: false, fault: 'malformed' };
    }
    if (err instanceof ProviderUnavailableError) {
      deps.log.error({ provider, reference, err }, 'the payment provider is unavailable');
      return { ok: false, fault: 'unavailable' };
    }
    throw err;
  }
}

/**
 * Records a check that got no usable answer: the payment stays pending and is asked again
 * after the usual backoff (audited).
 */
export async function recordProviderFault(
  deps: DbDeps,
  payment: PaymentRow,
  fault: ProviderFault,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await updatePayment(tx, payment.reference, {
      checked: true,
      nextCheckAt: new Date(now.getTime() + recheckDelayMs(payment.checkCount + 1)),
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'payment.check',
      entity: 'payment',
      entityId: payment.reference,
      details: { fault, final: false },
    });
  });
}
