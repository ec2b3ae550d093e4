import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaptureReceiptResponse,
  CaptureReceiptValues,
  LedgerLookupResponse,
  QueryReceiptResponse,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';

/** Shapes of the Capture Receipt and Query Receipt endpoints (schemas/bursary-desk.ts). */
export type { CaptureReceiptResponse, CaptureReceiptValues, LedgerLookupResponse, QueryReceiptResponse };
export type ReceiptView = LedgerLookupResponse['recent_receipts'][number];

export const receiptKeys = {
  all: ['receipts'] as const,
  ledger: (ledgerNumber: string) => [...receiptKeys.all, 'ledger', ledgerNumber] as const,
  query: (receiptNumber: string) => [...receiptKeys.all, 'query', receiptNumber] as const,
};

/**
 * GET /api/receipts/ledger?ledger_number=: the student, both wallets and whether a receipt may be
 * captured. Read afresh on every search (balances move).
 */
export function ledgerLookupQueryOptions(ledgerNumber: string) {
  return queryOptions({
    queryKey: receiptKeys.ledger(ledgerNumber),
    queryFn: ({ signal }) =>
      api.get<LedgerLookupResponse>(
        `${apiPaths.receipts.ledger}?${new URLSearchParams({ ledger_number: ledgerNumber })}`,
        {
          signal,
        },
      ),
    staleTime: 0,
  });
}

/** The lookup of the ledger number last searched (nothing until one is). */
export function useLedgerLookup(ledgerNumber: string | null) {
  return useQuery({ ...ledgerLookupQueryOptions(ledgerNumber ?? ''), enabled: ledgerNumber !== null });
}

/** POST /api/receipts: one receipt and one ledger entry; the student's lookup is read again. */
export function useCaptureReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CaptureReceiptValues) => api.post<CaptureReceiptResponse>(apiPaths.receipts.capture, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
  });
}

/** GET /api/receipts/query?receipt_number=: the receipt, its student, officer, time and ledger entry. */
export function receiptQueryOptions(receiptNumber: string) {
  return queryOptions({
    queryKey: receiptKeys.query(receiptNumber),
    queryFn: ({ signal }) =>
      api.get<QueryReceiptResponse>(
        `${apiPaths.receipts.query}?${new URLSearchParams({ receipt_number: receiptNumber })}`,
        {
          signal,
        },
      ),
    staleTime: 0,
  });
}

export function useReceiptQuery(receiptNumber: string | null) {
  return useQuery({ ...receiptQueryOptions(receiptNumber ?? ''), enabled: receiptNumber !== null });
}
