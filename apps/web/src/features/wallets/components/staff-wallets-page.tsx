import { useOfficeCan } from '../../../lib/use-office-can';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useServerForm } from '../../../lib/use-server-form';
import { formatNaira, MESSAGES, nairaToKobo, setBalanceSchema, type WalletKind } from '@portal/domain';
import type { z } from 'zod';
import { ListTable, type DataColumn } from '../../../components/data-table';
import { AuditHistoryLink } from '../../../components/audit-history-link';
import { ListSearch } from '../../../components/list-search';
import { MessageDialog } from '../../../components/message-dialog';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useListParams } from '../../../lib/use-list-params';
import {
  staffWalletsQueryKey,
  useSetWalletBalance,
  useStaffStatement,
  useStaffWallets,
  type StaffWalletRow,
} from '../api/wallets';
import { NegativeBalanceDialog } from './negative-balance-dialog';
import { WalletBalance, WalletStatementTable } from './wallet-statement';

type BalanceOutput = z.output<typeof setBalanceSchema>;

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
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const form = useServerForm({
    schema: setBalanceSchema,
    isPending: setBalance.isPending,
    defaultValues: { amount: '', expected_balance_kobo: row.balance_kobo, reason },
  });
  const { register, setValue, errors, isProcessing } = form;
  const serverError = form.status.error;
  // The refusal is shown with the field's message in the row (not a FormRefusal box).
  const errorRef = useErrorFocus<HTMLParagraphElement>(serverError, isProcessing);
  // A balance below zero waits for the officer's confirmation and reason (issue 15 §3).
  const [negative, setNegative] = useState<BalanceOutput | null>(null);

  /** A refusal is the row's, except one of the confirmed change that is not stale: that stays in the dialog. */
  const send = async (values: BalanceOutput, confirmedReason?: string) => {
    try {
      const answer = await setBalance.mutateAsync({
        kind,
        customId: row.custom_id,
        amount: String(values.amount),
        expected_balance_kobo: values.expected_balance_kobo,
        reason: confirmedReason ?? values.reason,
        ...(confirmedReason === undefined ? {} : { confirm_negative: true }),
      });
      setNegative(null);
      form.reset({ amount: '', expected_balance_kobo: answer.balance_kobo, reason });
      onChanged({ title: answer.message, name: row.full_name, balanceKobo: answer.balance_kobo });
    } catch (error) {
      const stale = isApiError(error) && error.status === 409;
      if (confirmedReason !== undefined && !stale) throw error;
      setNegative(null);
      form.showServerError(errorMessage(error));
      // Someone else changed it: show the balance as it is now.
      if (stale) onStale();
    }
  };

  const submit = form.submitWith(async (values) => {
    if (values.amount < 0) {
      setNegative(values);
      return;
    }
    await send(values);
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
    <>
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
      {negative ? (
        // Outside the row's form: a portal still passes React's submit event to its ancestors.
        <NegativeBalanceDialog
          name={row.full_name}
          noun={COPY[kind].noun}
          currentKobo={negative.expected_balance_kobo}
          newKobo={nairaToKobo(negative.amount)}
          onConfirm={(confirmedReason) => send(negative, confirmedReason)}
          onCancel={() => setNegative(null)}
        />
      ) : null}
    </>
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
    <MessageDialog title={`Statement: ${row.full_name}`} size="wide" buttonLabel="Close" onClose={onClose}>
      <QueryStatus query={statement} />
      {statement.data ? (
        <>
          <p className="lead">Student ID {statement.data.student_id}</p>
          <WalletBalance label="Balance" kobo={statement.data.balance_kobo} />
          <WalletStatementTable
            entries={statement.data.entries}
            caption={`${COPY[kind].noun} statement of ${statement.data.full_name}, newest first`}
          />
          <AuditHistoryLink entity={`${kind}-wallet`} customId={row.custom_id} label="Audit trail of this wallet" />
        </>
      ) : null}
    </MessageDialog>
  );
}

export interface StaffWalletsPageProps {
  kind: WalletKind;
}

/** /admin/all-portal-wallets and /admin/all-accommodation-wallets (offices ict, bursar, auditor). */
export function StaffWalletsPage({ kind }: StaffWalletsPageProps) {
  const copy = COPY[kind];
  const queryClient = useQueryClient();
  const canSet = useOfficeCan('setWalletBalances');
  const list = useListParams();
  const [reason, setReason] = useState(DEFAULT_REASON);
  const [changed, setChanged] = useState<Changed | null>(null);
  const [viewing, setViewing] = useState<StaffWalletRow | null>(null);
  const wallets = useStaffWallets({ kind, page: list.page, q: list.q });

  const refresh = () => queryClient.invalidateQueries({ queryKey: staffWalletsQueryKey(kind) });

  const columns: DataColumn<StaffWalletRow>[] = [
    { header: '#', cell: (row) => row.number },
    {
      header: 'Full Name',
      cell: (row) => (
        <div>
          {row.full_name}
          <span className="table__sub">{row.student_id}</span>
        </div>
      ),
    },
    { header: 'Ledger Number', cell: (row) => row.ledger_number ?? '-' },
    { header: 'Balance', cell: (row) => formatNaira(row.balance_kobo), align: 'end', nowrap: true },
  ];
  if (canSet) {
    columns.push({
      header: 'New Balance',
      cell: (row) => (
        <SetBalanceCell kind={kind} row={row} reason={reason} onChanged={setChanged} onStale={() => void refresh()} />
      ),
    });
  }
  columns.push({
    header: 'Statement',
    cell: (row) => (
      <button
        type="button"
        className="button button--plain button--small"
        aria-label={`Statement of ${row.full_name}`}
        onClick={() => setViewing(row)}
      >
        Statement
      </button>
    ),
  });

  const closeChanged = () => {
    setChanged(null);
    void refresh();
  };

  return (
    <PageLayout title={copy.title} width="wide" intro={copy.instruction}>
      <div className="wallets-toolbar">
        <ListSearch list={list} id={`${kind}-wallet-search`} label="Search by name, Student ID or ledger number" />
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

      <ListTable
        caption={copy.title}
        columns={columns}
        rowKey={(row) => row.custom_id}
        query={wallets}
        emptyText={MESSAGES.notFound}
        list={list}
      />

      {changed ? (
        <MessageDialog title={changed.title} onClose={closeChanged}>
          <p>
            The {copy.noun} of {changed.name} is now {formatNaira(changed.balanceKobo)}.
          </p>
        </MessageDialog>
      ) : null}
      {viewing ? <StatementDialog kind={kind} row={viewing} onClose={() => setViewing(null)} /> : null}
    </PageLayout>
  );
}
