import { formatDateTime, MESSAGES, SMS_OUTBOX_MASKED_NOTE, smsAttemptsNote } from '@portal/domain';
import { ListTable, type DataColumn } from '../../../components/data-table';
import { ListSearch } from '../../../components/list-search';
import { PageLayout } from '../../../components/page-layout';
import { useListParams } from '../../../lib/use-list-params';
import { useSmsOutbox, type SmsOutboxItem } from '../api/get-sms-outbox';

const COLUMNS: DataColumn<SmsOutboxItem>[] = [
  { header: 'Date', cell: (item) => formatDateTime(item.created_at), nowrap: true },
  { header: 'Phone', cell: (item) => item.to_phone, nowrap: true },
  { header: 'Message', cell: (item) => item.body, className: 'table__message' },
  { header: 'Purpose', cell: (item) => item.purpose },
  {
    header: 'Status',
    cell: (item) => {
      // A message the provider did not take: when it is tried next, or that it was given up.
      const note = smsAttemptsNote(item);
      return (
        <>
          <span className={`badge badge--${item.status === 'failed' ? 'danger' : 'neutral'}`}>{item.status}</span>
          {note ? <span className="table__note">{note}</span> : null}
          {item.error ? <span className="table__error">{item.error}</span> : null}
        </>
      );
    },
  },
];

/** /admin/sms-outbox (office ict): every SMS the portal sent or tried to send. */
export function SmsOutboxPage() {
  // The outbox is searched on demand (Search or Enter), not as one types.
  const list = useListParams({ searchAsYouType: false });
  const outbox = useSmsOutbox({ page: list.page, q: list.q });

  return (
    <PageLayout
      title="SMS Outbox"
      width="wide"
      // Masked by the server outside the demo (issue 15 §7): say so above the list.
      intro={outbox.data?.codes_masked ? SMS_OUTBOX_MASKED_NOTE : undefined}
    >
      <ListSearch
        list={list}
        id="sms-search"
        label="Search"
        placeholder="Phone number or message"
        submitLabel="Search"
      />
      <ListTable
        caption="SMS messages, newest first"
        columns={COLUMNS}
        rowKey={(item) => item.id}
        query={outbox}
        emptyText={MESSAGES.notFound}
        list={list}
        showTotal
      />
    </PageLayout>
  );
}
