import { useMutation } from '@tanstack/react-query';
import type { Kobo } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';

/** POST /api/payments/lookup: what the payment provider says about a transaction id. */
export interface PaymentLookup {
  status: string;
  message: string;
  amount_kobo: Kobo;
  currency: string;
  customer_name: string | null;
  phone: string | null;
  reference: string;
  student_id: string | null;
  transaction_date: string | null;
  /** Whether the portal has already credited this payment to a wallet. */
  credited: boolean;
}

export function lookupPayment(reference: string): Promise<PaymentLookup> {
  return api.post<PaymentLookup>(apiPaths.payments.lookup, { reference });
}

export function useLookupPayment() {
  return useMutation({ mutationFn: lookupPayment });
}

export interface CreditPaymentInput {
  reference: string;
  /** 'Student Id, Amount' as typed, e.g. '64004, 5000'. */
  student_amount: string;
}

export interface CreditPaymentAnswer {
  message: string;
  balance_kobo: Kobo;
}

/** POST /api/payments/credit: credit a verified, successful payment to its student, once. */
export function creditPayment(input: CreditPaymentInput): Promise<CreditPaymentAnswer> {
  return api.post<CreditPaymentAnswer>(apiPaths.payments.credit, input);
}

export function useCreditPayment() {
  return useMutation({ mutationFn: creditPayment });
}
