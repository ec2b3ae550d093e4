import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { errorMessage } from '../../../lib/api-client';
import { useSmsOutbox } from '../api/get-sms-outbox';

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /admin/sms-outbox (office ict): every SMS the portal sent or tried to send. */
export function SmsOutboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const q = searchParams.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const outbox = useSmsOutbox({ page, q });
  const data = outbox.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;

  const go = (next: { page: number; q: string }) => {
    const params = new URLSearchParams();
    if (next.q) params.set('q', next.q);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ page: 1, q: draft.trim() });
  };

  return (
    <PageCard title="SMS Outbox" width="wide">
      <form className="search-form" role="search" onSubmit={onSearch}>
        <div className="field">
          <label className="field__label" htmlFor="sms-search">
            Search
          </label>
          <input
            id="sms-search"
            className="field__input"
            type="search"
            value={draft}
            placeholder="Phone number or message"
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>

      {outbox.isPending ? <LoadingState /> : null}
      {outbox.isError ? <Alert>{errorMessage(outbox.error)}</Alert> : null}
      {data && data.items.length === 0 ? <p className="empty-state">{MESSAGES.notFound}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="table-wrap" aria-busy={outbox.isPlaceholderData || undefined}>
          <table className="table">
            <caption className="visually-hidden">SMS messages, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Phone</th>
                <th scope="col">Message</th>
                <th scope="col">Purpose</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <td className="table__nowrap">{formatDate(item.created_at)}</td>
                  <td className="table__nowrap">{item.to_phone}</td>
                  <td className="table__message">{item.body}</td>
                  <td>{item.purpose}</td>
                  <td>
                    <span className={`badge badge--${item.status === 'failed' ? 'danger' : 'neutral'}`}>
                      {item.status}
                    </span>
                    {item.error ? <span className="table__error">{item.error}</span> : null}
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
            Page {page} of {pageCount} ({data.total} in all)
          </span>
          <button
            type="button"
            className="button button--plain button--small"
            disabled={page >= pageCount || outbox.isPlaceholderData}
            onClick={() => go({ page: page + 1, q })}
          >
            Next
          </button>
        </nav>
      ) : null}
    </PageCard>
  );
}
