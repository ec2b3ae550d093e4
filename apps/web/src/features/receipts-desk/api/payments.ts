import { useMutation } from '@tanstack/react-query';
import type { CreditedResponse, CreditPaymentInput, PaymentLookup } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';

/** Shapes of the receipts desk endpoints, declared once in the domain package (schemas/payment.ts). */
export type { CreditPaymentInput, PaymentLookup };
export type CreditPaymentAnswer = CreditedResponse;

/** POST /api/payments/lookup: what the payment provider says about a transaction id. */
export function lookupPayment(reference: string): Promise<PaymentLookup> {
  return api.post<PaymentLookup>(apiPaths.payments.lookup, { reference });
}

export function useLookupPayment() {
  return useMutation({ mutationFn: lookupPayment });
}

/** POST /api/payments/credit: credit a verified, successful payment to its student, once. */
export function creditPayment(input: CreditPaymentInput): Promise<CreditPaymentAnswer> {
  return api.post<CreditPaymentAnswer>(apiPaths.payments.credit, input);
}

export function useCreditPayment() {
  return useMutation({ mutationFn: creditPayment });
}
