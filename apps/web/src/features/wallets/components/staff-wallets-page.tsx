import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira, MESSAGES, officeCan, setBalanceSchema, type WalletKind } from '@portal/domain';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Dialog } from '../../../components/dialog';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/get-current-user';
import {
  staffWalletsQueryKey,
  useSetWalletBalance,
  useStaffStatement,
  useStaffWallets,
  type StaffWalletRow,
} from '../api/wallets';
import { WalletBalance, WalletStatementTable } from './wallet-statement';

type BalanceValues = z.input<typeof setBalanceSchema>;
type BalanceOutput = z.output<typeof setBalanceSchema>;

/** Delay between the last keystroke in the search box and the search. */
export const SEARCH_DEBOUNCE_MS = 400;
export const DEFAULT_REASON = 'Ledger balance update';

const COPY: Record<WalletKind, { title: string; instruction: string; noun: string }> = {
  portal: {
    title: 'Portal Wallets',
    instruction: 'Portal wallets only apply to registrations.',
    noun: 'portal wallet',
  },
  accommodation: {
    title: 'Accommodation Wallets',
    instruction: 'Accommodation wallets only apply to hostel accommodation.',
    noun: 'accommodation wallet',
  },
};

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

interface Changed {
  title: string;
  name: string;
  balanceKobo: number;
}

interface SetBalanceCellProps {
  kind: WalletKind;
  row: StaffWalletRow;
  reason: string;
  onChanged: (changed: Changed) => void;
  onStale: () => void;
}

/** 'New Balance' input and 'Go' of one row, validated with the shared schema. */
function SetBalanceCell({ kind, row, reason, onChanged, onStale }: SetBalanceCellProps) {
  const setBalance = useSetWalletBalance();
  const [serverError, setServerError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BalanceValues, unknown, BalanceOutput>({
    resolver: zodResolver(setBalanceSchema),
    defaultValues: { amount: '', expected_balance_kobo: row.balance_kobo, reason },
  });
  const isProcessing = isSubmitting || setBalance.isPending;
  const errorRef = useErrorFocus<HTMLParagraphElement>(serverError, isProcessing);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await setBalance.mutateAsync({
        kind,
        customId: row.custom_id,
        amount: String(values.amount),
        expected_balance_kobo: values.expected_balance_kobo,
        reason: values.reason,
      });
      reset({ amount: '', expected_balance_kobo: answer.balance_kobo, reason });
      onChanged({ title: answer.message, name: row.full_name, balanceKobo: answer.balance_kobo });
    } catch (error) {
      setServerError(errorMessage(error));
      // Someone else changed it: show the balance as it is now.
      if (isApiError(error) && error.status === 409) onStale();
    }
  });

  const onGo = () => {
    // The balance on screen and the shared reason, as they are when Go is pressed.
    setValue('expected_balance_kobo', row.balance_kobo);
    setValue('reason', reason);
    void submit();
  };

  const fieldError = errors.amount?.message ?? (errors.reason ? `Reason: ${errors.reason.message}` : undefined);
  const shown = fieldError ?? serverError;

  return (
    <form
      className="balance-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onGo();
      }}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        New Balance (NGN) for {row.full_name}
      </label>
      <input
        id={inputId}
        className="field__input balance-form__input"
        inputMode="numeric"
        autoComplete="off"
        placeholder="New balance"
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
        {...register('amount')}
      />
      <button
        type="submit"
        className="button button--primary button--small"
        aria-label={`Go: set the balance of ${row.full_name}`}
        disabled={isProcessing}
      >
        {isProcessing ? MESSAGES.processing : 'Go'}
      </button>
      {shown ? (
        <p id={errorId} ref={errorRef} role="alert" className="balance-form__error" tabIndex={-1}>
          {shown}
        </p>
      ) : null}
    </form>
  );
}

interface StatementDialogProps {
  kind: WalletKind;
  row: StaffWalletRow;
  onClose: () => void;
}

function StatementDialog({ kind, row, onClose }: StatementDialogProps) {
  const statement = useStaffStatement(kind, row.custom_id);
  return (
    <Dialog
      title={`Statement: ${row.full_name}`}
      size="wide"
      onDismiss={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      }
    >
      {statement.isPending ? <LoadingState /> : null}
      {statement.isError ? <Alert>{errorMessage(statement.error)}</Alert> : null}
      {statement.data ? (
        <>
          <p className="lead">Student ID {statement.data.student_id}</p>
          <WalletBalance label="Balance" kobo={statement.data.balance_kobo} />
          <WalletStatementTable
            entries={statement.data.entries}
            caption={`${COPY[kind].noun} statement of ${statement.data.full_name}, newest first`}
          />
        </>
      ) : null}
    </Dialog>
  );
}

export interface StaffWalletsPageProps {
  kind: WalletKind;
}

/** /admin/all-portal-wallets and /admin/all-accommodation-wallets (offices ict, bursar, auditor). */
export function StaffWalletsPage({ kind }: StaffWalletsPageProps) {
  const copy = COPY[kind];
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const canSet = officeCan(user?.admin_position, 'setWalletBalances');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const q = searchParams.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const [reason, setReason] = useState(DEFAULT_REASON);
  const [changed, setChanged] = useState<Changed | null>(null);
  const [viewing, setViewing] = useState<StaffWalletRow | null>(null);
  const wallets = useStaffWallets({ kind, page, q });
  const data = wallets.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;

  const go = (next: { page: number; q: string }, replace = false) => {
    const params = new URLSearchParams();
    if (next.q) params.set('q', next.q);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params, { replace });
  };

  // Search as the officer types, once typing pauses.
  useEffect(() => {
    const wanted = draft.trim();
    if (wanted === q) return;
    const timer = window.setTimeout(() => {
      const params = new URLSearchParams();
      if (wanted) params.set('q', wanted);
      setSearchParams(params, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, q, setSearchParams]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: staffWalletsQueryKey(kind) });

  return (
    <PageCard title={copy.title} width="wide" intro={copy.instruction}>
      <div className="wallets-toolbar">
        <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label className="field__label" htmlFor={`${kind}-wallet-search`}>
              Search by name, Student ID or ledger number
            </label>
            <input
              id={`${kind}-wallet-search`}
              className="field__input"
              type="search"
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
        </form>
        {canSet ? (
          <div className="field wallets-toolbar__reason">
            <label className="field__label" htmlFor={`${kind}-wallet-reason`}>
              Reason
            </label>
            <input
              id={`${kind}-wallet-reason`}
              className="field__input"
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <p className="field__hint">Recorded on the student’s statement with every change made with Go.</p>
          </div>
        ) : (
          <p className="form-aside wallets-toolbar__note">Your office can view wallets but not change them.</p>
        )}
      </div>

      {wallets.isPending ? <LoadingState /> : null}
      {wallets.isError ? <Alert>{errorMessage(wallets.error)}</Alert> : null}
      {data && data.items.length === 0 ? <p className="empty-state">{MESSAGES.notFound}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="table-wrap table-wrap--stack" aria-busy={wallets.isFetching || undefined}>
          <table className="table table--stack wallets-table">
            <caption className="visually-hidden">
              {copy.title}, page {page} of {pageCount}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Full Name</th>
                <th scope="col">Ledger Number</th>
                <th scope="col" className="table__num">
                  Balance
                </th>
                {canSet ? <th scope="col">New Balance</th> : null}
                <th scope="col">Statement</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => (
                <tr key={row.custom_id}>
                  <td data-label="#">{row.number}</td>
                  <td data-label="Full Name">
                    <div>
                      {row.full_name}
                      <span className="table__sub">{row.student_id}</span>
                    </div>
                  </td>
                  <td data-label="Ledger Number">{row.ledger_number ?? '-'}</td>
                  <td data-label="Balance" className="table__num table__nowrap">
                    {formatNaira(row.balance_kobo)}
                  </td>
                  {canSet ? (
                    <td data-label="New Balance">
                      <SetBalanceCell
                        kind={kind}
                        row={row}
                        reason={reason}
                        onChanged={setChanged}
                        onStale={() => void refresh()}
                      />
                    </td>
                  ) : null}
                  <td data-label="Statement">
                    <button
                      type="button"
                      className="button button--plain button--small"
                      aria-label={`Statement of ${row.full_name}`}
                      onClick={() => setViewing(row)}
                    >
                      Statement
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {data ? (
        <nav className="pager" aria-label="Pages">
          <button
            type="button"
            className="button button--plain button--small"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1, q })}
          >
            Previous
          </button>
          <span className="pager__status" aria-live="polite">
            Page {page} of {pageCount}
          </span>
          <button
            type="button"
            className="button button--plain button--small"
            disabled={page >= pageCount || wallets.isPlaceholderData}
            onClick={() => go({ page: page + 1, q })}
          >
            Next
          </button>
        </nav>
      ) : null}

      {changed ? (
        <Dialog
          title={changed.title}
          onDismiss={() => {
            setChanged(null);
            void refresh();
          }}
          actions={
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setChanged(null);
                void refresh();
              }}
            >
              Ok
            </button>
          }
        >
          <p>
            The {copy.noun} of {changed.name} is now {formatNaira(changed.balanceKobo)}.
          </p>
        </Dialog>
      ) : null}
      {viewing ? <StatementDialog kind={kind} row={viewing} onClose={() => setViewing(null)} /> : null}
    </PageCard>
  );
}
