import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SandboxCompleted,
  SandboxOutcome,
  SandboxTransaction,
  SandboxTransferInput,
  SandboxTransferSent,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { getQueryOptions } from '../../../lib/api-query';
import { apiPaths } from '../../../config/api-paths';

/** Shapes of the sandbox gateway's endpoints, declared once in the domain package (schemas/payment.ts). */
export type { SandboxOutcome, SandboxTransaction };

/** GET /api/sandbox-gateway/transactions/:reference. */
export function sandboxTransactionQueryOptions(reference: string) {
  return {
    ...getQueryOptions<SandboxTransaction>(
      ['sandbox-gateway', reference],
      apiPaths.sandboxGateway.transaction(reference),
    ),
    staleTime: 0,
  };
}

export function useSandboxTransaction(reference: string) {
  return useQuery(sandboxTransactionQueryOptions(reference));
}

/** POST …/complete {outcome}: answers where the gateway sends the payer back to (a same-origin path). */
export function completeSandboxTransaction(reference: string, outcome: SandboxOutcome) {
  return api.post<SandboxCompleted>(apiPaths.sandboxGateway.complete(reference), { outcome });
}

export function useCompleteSandboxTransaction(reference: string) {
  return useMutation({ mutationFn: (outcome: SandboxOutcome) => completeSandboxTransaction(reference, outcome) });
}

/** POST /api/sandbox-gateway/transfers: "sends" a transfer to a demo account number (issue 29 §4). */
export function useSendSandboxTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SandboxTransferInput) =>
      api.post<SandboxTransferSent>(apiPaths.sandboxGateway.transfers, input),
    // The credit is already in the ledger: the wallet pages read it afresh (every ['wallets', …] query).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wallets'] }),
  });
}
