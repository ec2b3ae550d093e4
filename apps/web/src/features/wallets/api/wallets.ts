import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntryKind, Kobo, WalletKind } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';

/** One immutable ledger entry of a wallet (amounts in integer kobo; debits are negative). */
export interface WalletEntry {
  id: number;
  kind: EntryKind | string;
  amount_kobo: Kobo;
  balance_after_kobo: Kobo;
  reference: string | null;
  reason: string;
  /** Who made the entry: the student, an office, or the payment provider. */
  by: string;
  created_at: string;
}

export interface WalletStatement {
  balance_kobo: Kobo;
  entries: WalletEntry[];
}

export interface BankAccount {
  label: 'Undergraduate' | 'Postgraduate' | string;
  details: string;
}

/** GET /api/students/me/wallets: both wallets in one answer (null until the profile is complete). */
export interface MyWallets {
  portal: WalletStatement | null;
  accommodation: WalletStatement | null;
  provider: 'sandbox' | 'paystack' | string;
  bank_accounts: BankAccount[];
}

export const myWalletsQueryKey = ['wallets', 'me'] as const;

export const myWalletsQueryOptions = queryOptions({
  queryKey: myWalletsQueryKey,
  queryFn: ({ signal }) => api.get<MyWallets>(apiPaths.wallets.mine, { signal }),
});

export function useMyWallets() {
  return useQuery(myWalletsQueryOptions);
}

// ---- student top-ups ---------------------------------------------------------------------

export interface StartedTopUp {
  reference: string;
  authorization_url: string;
}

/** POST /api/students/me/top-ups {amount: whole naira as digits}. */
export function startTopUp(amount: string): Promise<StartedTopUp> {
  return api.post<StartedTopUp>(apiPaths.wallets.topUps, { amount });
}

export function useStartTopUp() {
  return useMutation({ mutationFn: startTopUp });
}

export interface CreditedAnswer {
  message: string;
  balance_kobo: Kobo;
}

/** POST /api/students/me/top-ups/verify {reference}: credits the wallet once. */
export function verifyTopUp(reference: string): Promise<CreditedAnswer> {
  return api.post<CreditedAnswer>(apiPaths.wallets.verifyTopUp, { reference });
}

export function useVerifyTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTopUp,
    onSuccess: async (answer) => {
      // A wallet read that started before the credit must not land after it: cancel it, show
      // the balance the server answered at once, then fetch the statement again.
      await queryClient.cancelQueries({ queryKey: myWalletsQueryKey });
      queryClient.setQueryData<MyWallets>(myWalletsQueryKey, (old) =>
        old?.portal ? { ...old, portal: { ...old.portal, balance_kobo: answer.balance_kobo } } : old,
      );
      await queryClient.invalidateQueries({ queryKey: myWalletsQueryKey });
    },
  });
}

// ---- staff -------------------------------------------------------------------------------

export interface StaffWalletRow {
  number: number;
  custom_id: string;
  student_id: string;
  full_name: string;
  ledger_number: string | null;
  balance_kobo: Kobo;
}

export interface StaffWalletPage {
  items: StaffWalletRow[];
  total: number;
  page: number;
  page_size: number;
}

export interface StaffWalletParams {
  kind: WalletKind;
  page: number;
  q: string;
}

export const staffWalletsQueryKey = (kind: WalletKind) => ['wallets', 'staff', kind] as const;

export function staffWalletsQueryOptions({ kind, page, q }: StaffWalletParams) {
  const search = new URLSearchParams({ page: String(page), q });
  return queryOptions({
    queryKey: [...staffWalletsQueryKey(kind), { page, q }] as const,
    queryFn: ({ signal }) =>
      api.get<StaffWalletPage>(`${apiPaths.wallets.list(kind)}?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/wallets/:kind?page=&q=: one page of wallets, searched by the server. */
export function useStaffWallets(params: StaffWalletParams) {
  return useQuery(staffWalletsQueryOptions(params));
}

export interface StaffStatement extends WalletStatement {
  student_id: string;
  full_name: string;
}

/** GET /api/wallets/:kind/:customId/entries. */
export function useStaffStatement(kind: WalletKind, customId: string) {
  return useQuery({
    queryKey: [...staffWalletsQueryKey(kind), 'entries', customId] as const,
    queryFn: ({ signal }) => api.get<StaffStatement>(apiPaths.wallets.entries(kind, customId), { signal }),
    staleTime: 0,
  });
}

export interface SetBalanceInput {
  kind: WalletKind;
  customId: string;
  /** Whole naira as typed (digits, may start with '-'). */
  amount: string;
  /** The balance the officer saw: the server refuses the change if it moved since. */
  expected_balance_kobo: Kobo;
  reason: string;
}

/** PUT /api/wallets/:kind/:customId/balance. */
export function setWalletBalance({ kind, customId, ...body }: SetBalanceInput): Promise<CreditedAnswer> {
  return api.put<CreditedAnswer>(apiPaths.wallets.balance(kind, customId), body);
}

export function useSetWalletBalance() {
  return useMutation({ mutationFn: setWalletBalance });
}
