import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useServerForm } from '../../../lib/use-server-form';
import type { z } from 'zod';
import { formatDateTime, formatNaira, reconciliationQuerySchema, TRANSFER_REPORT_LABELS } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FeedbackMessage } from '../../../components/feedback';
import { FormField } from '../../../components/form-field';
import { PageLayout } from '../../../components/page-layout';
import { PrintBar } from '../../../components/print-bar';
import { QueryStatus } from '../../../components/query-status';
import {
  reconciliationCsvHref,
  reconciliationRangeOf,
  useReconciliation,
  type ReconciliationRange,
  type ReconciliationResponse,
} from '../api/bursary-desk';
import { CsvLink } from './desk-parts';

type RangeOutput = z.output<typeof reconciliationQuerySchema>;

type Exception = ReconciliationResponse['exceptions'][number];
type Wallet = ReconciliationResponse['wallets'][number];

/** A line of one of the report's small tables (the totals are lines too, drawn in bold). */
interface Line {
  key: string;
  cells: ReactNode[];
  isTotal?: boolean;
}

const money = (kobo: number) => formatNaira(kobo);

function LinesTable({
  caption,
  headers,
  lines,
  amountFrom = 1,
}: {
  caption: string;
  headers: string[];
  lines: Line[];
  /** Columns from this index on are figures (right-aligned). */
  amountFrom?: number;
}) {
  const columns: DataColumn<Line>[] = headers.map((header, index) => ({
    id: `${index}`,
    header,
    cell: (line) => line.cells[index] ?? '',
    ...(index >= amountFrom ? { align: 'end' as const, nowrap: true } : {}),
  }));
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={lines}
      rowKey={(line) => line.key}
      rowClassName={(line) => (line.isTotal ? 'table__total' : undefined)}
      emptyText="None"
      // Item, Count, Amount fit a phone as a table; wider ones become cards.
      layout={headers.length <= 3 ? 'scroll' : 'stack'}
      className={headers.length <= 3 ? 'recon-table' : undefined}
    />
  );
}

function Section({
  id,
  title,
  alert = false,
  children,
}: {
  id: string;
  title: string;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={alert ? 'recon-section recon-section--alert' : 'recon-section'} aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

const EXCEPTION_COLUMNS: DataColumn<Exception>[] = [
  { header: 'Exception', cell: (e) => e.label },
  { header: 'Reference', cell: (e) => e.reference ?? '-', className: 'table__break' },
  {
    header: 'Student',
    cell: (e) => (e.student_id ? `${e.student_id}${e.full_name ? ` ${e.full_name}` : ''}` : (e.full_name ?? '-')),
  },
  { header: 'Amount', cell: (e) => money(e.amount_kobo), align: 'end', nowrap: true },
  { header: 'Date', cell: (e) => formatDateTime(e.at), nowrap: true },
  { header: 'Detail', cell: (e) => e.detail },
];

function Exceptions({ data }: { data: ReconciliationResponse }) {
  const count = data.exceptions.length;
  return (
    <Section id="recon-exceptions" title="Exceptions" alert={count > 0}>
      {count === 0 ? (
        <p>None</p>
      ) : (
        <>
          <FeedbackMessage>
            {count === 1 ? '1 exception to look into.' : `${count} exceptions to look into.`}
          </FeedbackMessage>
          <DataTable
            caption="Exceptions"
            columns={EXCEPTION_COLUMNS}
            rows={data.exceptions}
            rowKey={(e) => `${e.kind}-${e.reference ?? ''}-${e.at ?? ''}-${e.detail}`}
          />
        </>
      )}
    </Section>
  );
}

const WALLET_TITLES: Record<Wallet['wallet_kind'], string> = {
  portal: 'Portal wallets',
  accommodation: 'Accommodation wallets',
};

function agreement(wallet: Wallet): ReactNode {
  if (wallet.agrees_with_balances === null) return 'Not compared: the range ends in the past';
  return wallet.agrees_with_balances ? (
    <span className="recon-agrees">Agrees</span>
  ) : (
    <span className="recon-disagrees">DISAGREES</span>
  );
}

function WalletTable({ wallet }: { wallet: Wallet }) {
  const lines: Line[] = [
    { key: 'opening', cells: ['Opening total', '', money(wallet.opening_kobo)], isTotal: true },
    ...wallet.movements.map((m) => ({
      key: m.entry_kind,
      cells: [m.label, m.count, money(m.amount_kobo)],
    })),
    { key: 'closing', cells: ['Closing total', '', money(wallet.closing_kobo)], isTotal: true },
    {
      key: 'balances',
      cells: [
        <>
          Sum of balances now ({wallet.wallets} {wallet.wallets === 1 ? 'wallet' : 'wallets'}): {agreement(wallet)}
        </>,
        '',
        money(wallet.balances_kobo),
      ],
    },
  ];
  const title = WALLET_TITLES[wallet.wallet_kind];
  return (
    <div>
      <h3>{title}</h3>
      <LinesTable caption={title} headers={['Item', 'Count', 'Amount']} lines={lines} />
    </div>
  );
}

/**
 * Bank transfers received in the range (issue 29 §3): received, fees, what was credited, assigned,
 * reversed and what waits, then the check that they add up.
 */
function BankTransfers({ data }: { data: ReconciliationResponse['bank_transfers'] }) {
  const lines: Line[] = data.lines.map((l) => ({
    key: l.key,
    cells: [
      l.label,
      l.key !== 'balance' ? (
        (l.detail ?? '')
      ) : (
        <span className={data.balances ? 'recon-agrees' : 'recon-disagrees'}>{l.detail}</span>
      ),
      l.count ?? '',
      money(l.amount_kobo),
    ],
    isTotal: l.key === 'received' || l.key === 'balance',
  }));
  return (
    <Section id="recon-transfers" title="Bank transfers" alert={!data.balances}>
      <LinesTable
        caption="Bank transfers received"
        headers={['Item', 'Detail', 'Count', 'Amount']}
        lines={lines}
        amountFrom={2}
      />
      <p className="recon-caption">{TRANSFER_REPORT_LABELS.note}</p>
    </Section>
  );
}

function Report({ data }: { data: ReconciliationResponse }) {
  const payments: Line[] = [
    ...data.payments.by_status.map((p) => ({ key: p.status, cells: [p.label, p.count, money(p.amount_kobo)] })),
    {
      key: 'via-payment',
      cells: [
        'Top-ups credited: payments started in the portal',
        data.payments.top_ups_via_payment.count,
        money(data.payments.top_ups_via_payment.amount_kobo),
      ],
    },
    {
      key: 'via-desk',
      cells: [
        'Top-ups credited: payments started outside the portal (receipts desk)',
        data.payments.top_ups_via_desk.count,
        money(data.payments.top_ups_via_desk.amount_kobo),
      ],
    },
  ];
  const receipts: Line[] =
    data.receipts.rows.length === 0
      ? []
      : [
          ...data.receipts.rows.map((r) => ({
            key: `${r.officer_id}-${r.description}`,
            cells: [r.officer, r.description_label, r.count, money(r.amount_kobo)],
          })),
          { key: 'total', cells: ['Total', '', data.receipts.count, money(data.receipts.total_kobo)], isTotal: true },
        ];
  const debits: Line[] =
    data.registration_debits.rows.length === 0
      ? []
      : [
          ...data.registration_debits.rows.map((r) => ({
            key: r.period_id ?? 'none',
            cells: [r.period ?? 'No registration', r.count, money(r.amount_kobo)],
          })),
          {
            key: 'total',
            cells: ['Total', data.registration_debits.count, money(data.registration_debits.total_kobo)],
            isTotal: true,
          },
        ];
  const net = data.adjustments.net_kobo;
  const adjustments: Line[] =
    data.adjustments.rows.length === 0
      ? []
      : [
          ...data.adjustments.rows.map((r) => ({
            key: `${r.officer_id ?? 'system'}-${r.reason}`,
            cells: [r.officer, r.reason, r.count, money(r.credits_kobo), money(r.debits_kobo)],
          })),
          {
            key: 'net',
            // The net amount under Credits when it adds to the wallets, under Debits when it takes away.
            cells: ['Net', '', data.adjustments.count, net >= 0 ? money(net) : '', net < 0 ? money(net) : ''],
            isTotal: true,
          },
        ];

  return (
    <>
      <Exceptions data={data} />
      <Section id="recon-wallets" title="Wallets">
        <div className="recon-wallets">
          {data.wallets.map((wallet) => (
            <WalletTable key={wallet.wallet_kind} wallet={wallet} />
          ))}
        </div>
      </Section>
      <Section id="recon-payments" title="Provider payments">
        <LinesTable caption="Provider payments" headers={['Item', 'Count', 'Amount']} lines={payments} />
      </Section>
      <BankTransfers data={data.bank_transfers} />
      <Section id="recon-receipts" title="Receipts">
        <LinesTable
          caption="Receipts by officer and description"
          headers={['Officer', 'Description', 'Count', 'Amount']}
          lines={receipts}
          amountFrom={2}
        />
      </Section>
      <Section id="recon-debits" title="Registration debits">
        <LinesTable caption="Registration debits by period" headers={['Period', 'Count', 'Amount']} lines={debits} />
      </Section>
      <Section id="recon-adjustments" title="Staff adjustments">
        <LinesTable
          caption="Staff adjustments by officer and reason"
          headers={['Officer', 'Reason', 'Count', 'Credits', 'Debits']}
          lines={adjustments}
          amountFrom={2}
        />
      </Section>
    </>
  );
}

function RangeForm({ range, onShow }: { range: ReconciliationRange; onShow: (range: RangeOutput) => void }) {
  const form = useServerForm({
    schema: reconciliationQuerySchema,
    mode: 'onTouched',
    values: range,
  });
  return (
    <form className="recon-form" noValidate onSubmit={form.submitWith(onShow)}>
      <FormField id="recon-from" label="From" type="date" {...form.field('from')} />
      <FormField id="recon-to" label="To" type="date" {...form.field('to')} />
      <button type="submit" className="button button--primary">
        Show
      </button>
    </form>
  );
}

/** /admin/reconciliation?from=&to= (bursar, auditor, ict): what the portal saw, side by side, exceptions first. */
export function ReconciliationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = reconciliationRangeOf(searchParams);
  const report = useReconciliation(range);
  const data = report.data;
  return (
    <PageLayout
      title="Reconciliation"
      width="wide"
      intro="The money the portal saw in a range of days: provider payments, bank transfers, receipts, registration debits, staff adjustments and the wallet totals, exceptions first."
      actions={<CsvLink href={reconciliationCsvHref(range)} />}
      toolbar={<RangeForm range={range} onShow={(next) => setSearchParams({ from: next.from, to: next.to })} />}
    >
      <QueryStatus query={report} />
      {data ? (
        <>
          <PrintBar />
          <p className="recon-caption">
            Days in West Africa Time; {formatDateTime(data.start)} to {formatDateTime(data.end)}. Read at{' '}
            {formatDateTime(data.read_at)}.
          </p>
          <Report data={data} />
        </>
      ) : null}
    </PageLayout>
  );
}
