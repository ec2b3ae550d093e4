import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignedTransfer,
  CreditedResponse,
  CreditPaymentInput,
  PaymentLookup,
  TransferException,
  TransferExceptions,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { getQueryOptions } from '../../../lib/api-query';

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

// ---- bank transfers the portal could not credit by itself (issue 29) -------------------------

export type { TransferException };
const transferExceptionsKey = ['bank-transfers', 'exceptions'] as const;

/** GET /api/bank-transfers/exceptions: with everything Paystack sent. */
export function useTransferExceptions() {
  return useQuery(getQueryOptions<TransferExceptions>(transferExceptionsKey, apiPaths.payments.transferExceptions));
}

/**
 * POST /api/bank-transfers/:id/assign {student_id, amount_naira?}: credits the student once; the
 * amount only for a transfer whose amount could not be read.
 */
export function useAssignTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, studentId, amountNaira }: { id: number; studentId: string; amountNaira?: number }) =>
      api.post<AssignedTransfer>(apiPaths.payments.assignTransfer(id), {
        student_id: studentId,
        ...(amountNaira === undefined ? {} : { amount_naira: amountNaira }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transferExceptionsKey }),
  });
}
