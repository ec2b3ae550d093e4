import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BalanceChangeResponse,
  BankAccount,
  CreditedResponse,
  ListWalletsQuery,
  MyWallets,
  OwnAccount,
  SetBalanceInput as SetBalanceBody,
  StaffStatement,
  StaffWalletView,
  StartedTopUp,
  TopUpView,
  WalletEntryView,
  WalletKind,
  WalletList,
  WalletOwnerParams,
  WalletStatement,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { getQueryOptions } from '../../../lib/api-query';
import { apiPaths } from '../../../config/api-paths';
import { defineScreenLoaders, listParams, one, prefetch } from '../../../lib/screen-loaders';

/** Shapes of the wallet endpoints, declared once in the domain package (schemas/wallet.ts, payment.ts). */
export type { BankAccount, MyWallets, StaffStatement, StartedTopUp, WalletStatement };
/** One immutable ledger entry of a wallet (amounts in integer kobo; debits are negative). */
export type WalletEntry = WalletEntryView;
export type CreditedAnswer = CreditedResponse;
export type StaffWalletRow = StaffWalletView;
/** One card/bank top-up the student started, with its state (issue 9 §4). */
export type TopUp = TopUpView;
export type StaffWalletPage = WalletList;

export const myWalletsQueryKey = ['wallets', 'me'] as const;

/** GET /api/students/me/wallets: both wallets in one answer (null until the profile is complete). */
export const myWalletsQueryOptions = getQueryOptions<MyWallets>(myWalletsQueryKey, apiPaths.wallets.mine);

export function useMyWallets() {
  return useQuery(myWalletsQueryOptions);
}

// ---- the student's own account number (issue 29) -------------------------------------------

/** The student's own bank account number for transfers (issue 29). */
export const ownAccountQueryKey = ['wallets', 'me', 'own-account'] as const;
export const ownAccountQueryOptions = getQueryOptions<OwnAccount>(ownAccountQueryKey, apiPaths.wallets.ownAccount);

export function useOwnAccount() {
  return useQuery(ownAccountQueryOptions);
}

/** POST /api/students/me/dedicated-account: "Get my account number". */
export function useRequestOwnAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OwnAccount>(apiPaths.wallets.ownAccount, {}),
    onSuccess: (account) => queryClient.setQueryData(ownAccountQueryKey, account),
  });
}

// ---- student top-ups ---------------------------------------------------------------------

/** POST /api/students/me/top-ups {amount: whole naira as digits}. */
export function startTopUp(amount: string): Promise<StartedTopUp> {
  return api.post<StartedTopUp>(apiPaths.wallets.topUps, { amount });
}

export function useStartTopUp() {
  return useMutation({ mutationFn: startTopUp });
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
    // A check that did not credit may still change a top-up's state (processing, failed…).
    // As after a credit, a wallet read that started before the check must not land after it.
    onError: async () => {
      await queryClient.cancelQueries({ queryKey: myWalletsQueryKey });
      await queryClient.invalidateQueries({ queryKey: myWalletsQueryKey });
    },
  });
}

// ---- staff -------------------------------------------------------------------------------

/** The list state of a staff wallet screen: the kind, and the query of GET /api/wallets/:kind. */
export type StaffWalletParams = ListWalletsQuery & Pick<WalletOwnerParams, 'kind'>;

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

/** GET /api/wallets/:kind/:customId/entries. */
export function useStaffStatement(kind: WalletKind, customId: string) {
  return useQuery({
    ...getQueryOptions<StaffStatement>(
      [...staffWalletsQueryKey(kind), 'entries', customId],
      apiPaths.wallets.entries(kind, customId),
    ),
    staleTime: 0,
  });
}

/**
 * PUT /api/wallets/:kind/:customId/balance: the new balance in whole naira as typed (may start
 * with '-'), and the balance the officer saw (refused if it moved since).
 */
export type SetBalanceInput = WalletOwnerParams & SetBalanceBody;

export function setWalletBalance({ kind, customId, ...body }: SetBalanceInput): Promise<BalanceChangeResponse> {
  return api.put<BalanceChangeResponse>(apiPaths.wallets.balance(kind, customId), body);
}

export function useSetWalletBalance() {
  return useMutation({ mutationFn: setWalletBalance });
}

export const screenLoaders = defineScreenLoaders({
  myWallets: one(myWalletsQueryOptions),
  portalWallets: (queryClient, { request }) => {
    const { page, q } = listParams(request);
    void prefetch(queryClient, staffWalletsQueryOptions({ kind: 'portal', page, q }));
  },
  accommodationWallets: (queryClient, { request }) => {
    const { page, q } = listParams(request);
    void prefetch(queryClient, staffWalletsQueryOptions({ kind: 'accommodation', page, q }));
  },
});
