import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { REGISTRATION_STATUS_LABELS, REGISTRATION_STATUSES } from '@portal/domain';
import type { DataColumn } from '../../../components/data-table';
import { FeedbackRegion } from '../../../components/feedback';
import { ConfirmDialog } from '../../../components/message-dialog';
import { Pager } from '../../../components/pager';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { pageCountOf, useListParams } from '../../../lib/use-list-params';
import {
  registrationLogCsvHref,
  registrationLogParamsOf,
  useGrantUndertaking,
  useRegistrationLog,
  type RegistrationLogRow,
} from '../api/bursary-desk';
import { RegistryLogLayout } from './desk-parts';
import { FilterSelect } from '../../../components/filter-select';
import { GroupedTables } from '../../../components/grouped-tables';

/** The row colour: who printed (green: the bursar, light purple: the registrar). */
function rowTone(row: RegistrationLogRow): string | undefined {
  if (row.print_tone === 'green') return 'log-row log-row--bursar';
  if (row.print_tone === 'light-purple') return 'log-row log-row--registrar';
  return undefined;
}

/** The T marker: the undertaking was granted (said in words too, not by the letter alone). */
function UndertakingMarker() {
  return (
    <span className="badge log-marker" title="Undertaking granted">
      <span aria-hidden="true">T</span>
      <span className="visually-hidden">(Undertaking granted)</span>
    </span>
  );
}

function PrintedBy({ row }: { row: RegistrationLogRow }) {
  if (row.printed_by_labels.length === 0) return null;
  return (
    <ul className="log-printed">
      {row.printed_by_labels.map((label, index) => (
        <li key={label} className={`log-printed__item log-printed__item--${row.printed_by[index] ?? 'office'}`}>
          <span className="log-printed__icon" aria-hidden="true">
            ✓
          </span>
          {label}
        </li>
      ))}
    </ul>
  );
}

/** /admin/registration-log/{periodId}: everyone in the period's registration, in the five groups. */
export function RegistrationLogPage() {
  const { periodId = '' } = useParams();
  const list = useListParams();
  const params = registrationLogParamsOf(list.searchParams);
  const status = params.status;
  const log = useRegistrationLog(periodId, params);
  const data = log.data;
  const undertaking = useGrantUndertaking(periodId);
  const feedback = useFeedback();
  const [granting, setGranting] = useState<RegistrationLogRow | null>(null);

  const columns: DataColumn<RegistrationLogRow>[] = [
    { header: '#', cell: (r) => r.number },
    {
      header: 'Full Name',
      cell: (r) => (
        <>
          {r.full_name}
          {r.undertaking ? (
            <>
              {' '}
              <UndertakingMarker />
            </>
          ) : null}
        </>
      ),
    },
    { header: 'Programme', cell: (r) => r.programme ?? '-' },
    { header: 'Student ID', cell: (r) => r.student_id, nowrap: true },
    { header: 'Ledger Number', cell: (r) => r.ledger_number ?? '-', nowrap: true },
    { header: 'Year', cell: (r) => r.year },
    { header: 'Status', cell: (r) => r.status_label },
    { header: 'Printed', cell: (r) => <PrintedBy row={r} /> },
    {
      header: 'Action',
      cell: (r) =>
        r.can_grant_undertaking || r.can_print ? (
          <span className="log-actions">
            {r.can_grant_undertaking ? (
              <button type="button" className="button button--secondary button--small" onClick={() => setGranting(r)}>
                UT <span className="visually-hidden">for {r.full_name}</span>
              </button>
            ) : null}
            {r.can_print ? (
              <Link
                className="button button--plain button--small"
                to={paths.admin.printRegistrationForm.getHref({ periodId, customId: r.custom_id })}
                target="_blank"
                rel="noopener"
              >
                Print <span className="visually-hidden">the form of {r.full_name} (opens in a new tab)</span>
              </Link>
            ) : null}
          </span>
        ) : null,
    },
  ];

  // '{label} ({count})' once the counts have come; the labels alone until then.
  const statusOptions = data
    ? data.status_counts.map((s) => ({ value: s.status, label: `${s.label} (${s.count})` }))
    : REGISTRATION_STATUSES.map((s) => ({ value: s, label: REGISTRATION_STATUS_LABELS[s] }));
  const totals = new Map(data?.group_totals.map((g) => [g.group, g.total]));
  const statusLabel = data?.status_counts.find((s) => s.status === status)?.label;

  return (
    <RegistryLogLayout
      title="Registration Log"
      period={data?.period}
      backHref={paths.admin.registrationLogPeriod.getHref()}
      list={list}
      searchId="registration-log-search"
      csvHref={registrationLogCsvHref(periodId, { q: list.q, status })}
      filter={
        <FilterSelect
          id="registration-log-status"
          label="Status"
          value={status ?? ''}
          options={[{ value: '', label: 'All' }, ...statusOptions]}
          onChange={(value) => list.update({ status: value || null })}
        />
      }
    >
      <FeedbackRegion message={feedback.message} />
      <QueryStatus query={log} />
      {data ? (
        <p className="form-aside" aria-live="polite">
          {data.total} {data.total === 1 ? 'registration' : 'registrations'}
          {statusLabel ? ` (${statusLabel})` : ''}
          {data.q ? ` matching “${data.q}”` : ''}
        </p>
      ) : null}
      <div aria-busy={log.isPlaceholderData || undefined} className="log-groups">
        <GroupedTables
          groups={data?.groups}
          idPrefix="log-group"
          what="registrations"
          heading={(group) => `${group.group} (${totals.get(group.group) ?? 0})`}
          columns={columns}
          rowKey={(r) => r.custom_id}
          rowClassName={rowTone}
        />
      </div>
      {data ? (
        <Pager page={list.page} pageCount={pageCountOf(data)} onPage={list.goToPage} isBusy={log.isPlaceholderData} />
      ) : null}
      {granting ? (
        <ConfirmDialog
          title="Grant Undertaking"
          confirmLabel="Yes, grant it"
          isProcessing={undertaking.isPending}
          onCancel={() => setGranting(null)}
          onConfirm={() =>
            void undertaking
              .mutateAsync(granting.custom_id)
              .then((answer) => feedback.show('success', answer.message))
              .catch((error: unknown) => feedback.show('error', errorMessage(error)))
              .finally(() => setGranting(null))
          }
        >
          <p>Allow {granting.full_name} to submit the registration form with an insufficient portal wallet?</p>
        </ConfirmDialog>
      ) : null}
    </RegistryLogLayout>
  );
}
