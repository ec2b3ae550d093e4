import { useState } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import {
  formatNaira,
  formatTimestamp,
  hostelBalanceSchema,
  hostelSmsSchema,
  KOBO_PER_NAIRA,
  MESSAGES,
  parseNairaToKobo,
  rejectHostelSchema,
} from '@portal/domain';
import { FieldsDialog } from '../../../components/form-fields';
import { FormField } from '../../../components/form-field';
import { TextAreaField } from '../../../components/textarea-field';
import { errorMessage } from '../../../lib/api-client';
import type { HostelFormResponse, useHostelProcess } from '../api/hostels';
import { AllocateBunkDialog } from './allocate-bunk-dialog';
import { HostelSection } from './hostel-form-sections';
import { DetailsList } from '../../../components/details-list';

type Process = NonNullable<HostelFormResponse['process']>;
type Actions = ReturnType<typeof useHostelProcess>;

/** What the panel reports to its page: a step done (its message and dialog title) or refused. */
export interface ProcessOutcome {
  tone: 'done' | 'error';
  message: string;
  /** The result dialog's title (done only). */
  title?: string;
}

type Report = (outcome: ProcessOutcome) => void;

/** 'Will Update to:' — the typed balance as naira (the one money parser), or '-' while the server would refuse it. */
function typedBalance(value: unknown): string {
  const kobo = parseNairaToKobo(String(value ?? '').trim(), { negative: true });
  return kobo !== null && kobo % KOBO_PER_NAIRA === 0 ? formatNaira(kobo) : '-';
}

/** The bursary step (ict, bursar): the accommodation balance from the bursary ledger, then Approve. */
function BalanceForm({
  walletKobo,
  actions,
  report,
  reload,
}: {
  walletKobo: number;
  actions: Actions;
  report: Report;
  reload: () => void;
}) {
  const form = useServerForm({
    schema: hostelBalanceSchema,
    isPending: actions.balance.isPending,
    mode: 'onTouched',
    defaultValues: { balance: '', expected_balance_kobo: walletKobo },
  });
  const { watch } = form;
  // Its answer goes to the page (the result dialog or the page's message), not into the form.
  const onSubmit = form.submitWith(async (input) => {
    try {
      const answer = await actions.balance.mutateAsync({ ...input, expected_balance_kobo: walletKobo });
      report({ tone: 'done', message: answer.message, title: answer.message });
    } catch (error) {
      report({ tone: 'error', message: errorMessage(error) });
      // The wallet may have moved: read the form again, so the next try compares with today's balance.
      reload();
    }
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Accommodation wallet balance">
      <DetailsList
        className="details hostel-balance-figures"
        rows={[
          ['Current Accommodation Wal. Bal.:', formatNaira(walletKobo)],
          ['Will Update to:', typedBalance(watch('balance'))],
        ]}
      />
      <FormField
        id="hostel-balance"
        label="Accommodation Wallet Balance:"
        inputMode="numeric"
        autoComplete="off"
        hint="Whole naira, from the bursary ledger; a negative balance means the student owes."
        {...form.field('balance')}
      />
      <button type="submit" className="button button--primary" disabled={!form.status.canSubmit || form.isProcessing}>
        {form.isProcessing ? MESSAGES.processing : 'Approve'}
      </button>
    </form>
  );
}

/** Reject (ict, porter) with a required comment. */
function RejectForm({ actions, report }: { actions: Actions; report: Report }) {
  const form = useServerForm({
    schema: rejectHostelSchema,
    isPending: actions.reject.isPending,
    mode: 'onTouched',
    defaultValues: { comment: '' },
  });
  const onSubmit = form.submitWith(async (input) => {
    try {
      const answer = await actions.reject.mutateAsync(input);
      report({ tone: 'done', message: answer.message, title: answer.message });
    } catch (error) {
      report({ tone: 'error', message: errorMessage(error) });
    }
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Reject the request">
      <TextAreaField id="hostel-reject-comment" label="Comment:" rows={2} {...form.field('comment')} />
      <button type="submit" className="button button--danger" disabled={!form.status.canSubmit || form.isProcessing}>
        {form.isProcessing ? MESSAGES.processing : 'Reject'}
      </button>
    </form>
  );
}

export interface HostelProcessPanelProps {
  form: HostelFormResponse;
  process: Process;
  actions: Actions;
  /** A step's outcome: the page shows it (a result dialog, or the refusal). */
  report: Report;
  /** Reads the form again (fresh options after a refused allocation). */
  reload: () => void;
}

/** ':: PROCESS FORM': call and SMS, the bursary step, reject, Allocate Bunk, and the history. */
export function HostelProcessPanel({ form, process, actions, report, reload }: HostelProcessPanelProps) {
  const [smsOpen, setSmsOpen] = useState(false);
  const [allocating, setAllocating] = useState(false);
  const hostel = form.application.hostel;
  return (
    <HostelSection id="hostel-process-form" title="PROCESS FORM">
      <div className="button-row button-row--start">
        {process.phone_international ? (
          <a className="button button--secondary" href={`tel:${process.phone_international}`}>
            Call <span className="visually-hidden">{process.phone_international}</span>
          </a>
        ) : null}
        {process.can_sms ? (
          <button type="button" className="button button--secondary" onClick={() => setSmsOpen(true)}>
            SMS
          </button>
        ) : null}
        {process.can_allocate && hostel ? (
          <button type="button" className="button button--primary" onClick={() => setAllocating(true)}>
            Allocate Bunk
          </button>
        ) : null}
      </div>
      <p className="hostel-panel-note">*Call works only when using a mobile device.</p>

      {process.can_update_balance ? (
        <>
          <h3 className="section__subtitle">Accommodation Wallet</h3>
          <BalanceForm walletKobo={form.wallet_balance_kobo} actions={actions} report={report} reload={reload} />
        </>
      ) : null}
      {process.can_reject ? (
        <>
          <h3 className="section__subtitle">Reject</h3>
          <RejectForm actions={actions} report={report} />
        </>
      ) : null}

      {process.printed_by.length > 0 ? (
        <p className="hostel-panel-note">Proof printed by: {process.printed_by.join(', ')}.</p>
      ) : null}
      {process.history.length > 0 ? (
        <>
          <h3 className="section__subtitle">History</h3>
          <ol className="history">
            {process.history.map((h, i) => (
              <li key={i}>
                <time dateTime={h.at}>{formatTimestamp(h.at)}</time>: {h.action}, by {h.by}
                {h.comment ? <q> {h.comment}</q> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}

      {smsOpen ? (
        // SMS to the student (1 to 100 characters).
        <FieldsDialog
          title="SMS"
          submitLabel="Send"
          cancelLabel="Close"
          schema={hostelSmsSchema}
          mode="onChange"
          defaultValues={{ message: '' }}
          fields={[{ kind: 'textarea', name: 'message', id: 'hostel-sms', label: 'Message', rows: 3 }]}
          send={(input) => actions.sms.mutateAsync(input.message)}
          isPending={actions.sms.isPending}
          onCancel={() => setSmsOpen(false)}
          onDone={(answer) => {
            setSmsOpen(false);
            report({ tone: 'done', message: answer.message });
          }}
        />
      ) : null}
      {allocating && hostel ? (
        <AllocateBunkDialog
          hostelName={hostel.name}
          options={process.allocation_options}
          allocate={async (input) => (await actions.allocate.mutateAsync(input)).message}
          onRefused={reload}
          onCancel={() => setAllocating(false)}
          onAllocated={(message) => {
            setAllocating(false);
            report({ tone: 'done', message, title: 'Hostel Allocation Success' });
          }}
        />
      ) : null}
    </HostelSection>
  );
}
