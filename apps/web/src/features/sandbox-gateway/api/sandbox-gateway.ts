import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Kobo } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';

/** GET /api/sandbox-gateway/transactions/:reference. */
export interface SandboxTransaction {
  reference: string;
  amount_kobo: Kobo;
  email: string;
  /** 'pending' until the payer chooses; then success, failed or abandoned. */
  status: string;
  merchant: string;
}

export type SandboxOutcome = 'success' | 'failed' | 'abandoned';

export function sandboxTransactionQueryOptions(reference: string) {
  return queryOptions({
    queryKey: ['sandbox-gateway', reference] as const,
    queryFn: ({ signal }) => api.get<SandboxTransaction>(apiPaths.sandboxGateway.transaction(reference), { signal }),
    staleTime: 0,
  });
}

export function useSandboxTransaction(reference: string) {
  return useQuery(sandboxTransactionQueryOptions(reference));
}

/** POST …/complete {outcome}: answers where the gateway sends the payer back to (a same-origin path). */
export function completeSandboxTransaction(reference: string, outcome: SandboxOutcome) {
  return api.post<{ redirect_url: string }>(apiPaths.sandboxGateway.complete(reference), { outcome });
}

export function useCompleteSandboxTransaction(reference: string) {
  return useMutation({ mutationFn: (outcome: SandboxOutcome) => completeSandboxTransaction(reference, outcome) });
}
