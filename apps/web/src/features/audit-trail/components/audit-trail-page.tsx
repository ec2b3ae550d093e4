import { useState } from 'react';
import { AUDIT_OFFICE_FILTERS, formatWatDateTime, type AuditRecordView } from '@portal/domain';
import { DataTable, NO_RECORDS_TEXT, type DataColumn } from '../../../components/data-table';
import { FeedbackMessage } from '../../../components/feedback';
import { ListSearch } from '../../../components/list-search';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import { auditTrailCsvHref, auditTrailParamsOf, useAuditTrail, useCheckAuditTrail } from '../api/audit-trail';

const OFFICE_LABELS: Record<string, string> = { student: 'Students', faculty: 'Lecturers', system: 'System' };

function Changes({ record }: { record: AuditRecordView }) {
  if (record.changes.length === 0) return null;
  return (
    <ul className="audit-changes">
      {record.changes.map((c) => (
        <li key={c.label}>
          {c.label}: {c.before ?? '-'} → {c.after ?? '-'}
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: DataColumn<AuditRecordView>[] = [
  { header: 'When', cell: (r) => formatWatDateTime(new Date(r.at)), nowrap: true },
  { header: 'Who', cell: (r) => r.who },
  { header: 'What', cell: (r) => r.what, className: 'table__message' },
  { header: 'Before → after', cell: (r) => <Changes record={r} /> },
  { header: 'Record', cell: (r) => (r.seq == null ? '-' : String(r.seq)), nowrap: true },
];

/** One labelled filter input: a day applies at once, a text (action, user) with Search. */
function FilterInput(props: {
  id: string;
  label: string;
  type: 'text' | 'date';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="field__input"
        type={props.type}
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * /admin/audit-trail (auditor, ict, bursar; issue 25): every recorded action, newest first, in
 * words, with the values it changed; filters kept in the URL; CSV of what matches; and Check the
 * trail, which has the database recompute its hash chain (decision 0023).
 */
export function AuditTrailPage() {
  const list = useListParams({ searchAsYouType: false });
  const params = auditTrailParamsOf(list.searchParams, list.page);
  const trail = useAuditTrail(params);
  const check = useCheckAuditTrail();
  const [user, setUser] = useState(params.user ?? '');
  const [action, setAction] = useState(params.action ?? '');
  const oneRecord = params.entity;

  const search = {
    draft: list.draft,
    setDraft: list.setDraft,
    submitSearch: () => list.update({ q: list.draft.trim(), user: user.trim(), action: action.trim() }),
  };

  return (
    <PageLayout
      title={paths.admin.auditTrail.title}
      width="wide"
      intro="Every change the portal records, newest first, in West Africa Time."
      actions={
        <>
          <a className="button button--secondary" href={auditTrailCsvHref(params)} download>
            Export CSV
          </a>
          <button
            type="button"
            className="button button--primary"
            disabled={check.isPending}
            onClick={() => check.mutate()}
          >
            {check.isPending ? 'Checking…' : 'Check the trail'}
          </button>
        </>
      }
    >
      {check.data ? (
        <FeedbackMessage tone={check.data.complete ? 'success' : 'error'}>{check.data.message}</FeedbackMessage>
      ) : null}
      {check.error ? <FeedbackMessage>{check.error.message}</FeedbackMessage> : null}
      {oneRecord ? (
        <p className="form-aside">
          The history of one record ({[params.entity, params.entityId, params.period].filter(Boolean).join(' ')}).{' '}
          <a href={paths.admin.auditTrail.getHref()}>Show every record</a>
        </p>
      ) : null}
      <ListSearch list={search} id="audit-student" label="Student (ID or name)" submitLabel="Search">
        {(['from', 'to'] as const).map((key) => (
          <FilterInput
            key={key}
            id={`audit-${key}`}
            label={key === 'from' ? 'From' : 'To'}
            type="date"
            value={params[key] ?? ''}
            onChange={(value) => list.update({ [key]: value || null })}
          />
        ))}
        <div className="field">
          <label className="field__label" htmlFor="audit-office">
            Office
          </label>
          <select
            id="audit-office"
            className="field__input field__select"
            value={params.office ?? ''}
            onChange={(event) => list.update({ office: event.target.value || null })}
          >
            <option value="">All</option>
            {AUDIT_OFFICE_FILTERS.map((o) => (
              <option key={o} value={o}>
                {OFFICE_LABELS[o] ?? o}
              </option>
            ))}
          </select>
        </div>
        <FilterInput id="audit-user" label="User ID" type="text" value={user} onChange={setUser} />
        <FilterInput id="audit-action" label="Action" type="text" value={action} onChange={setAction} />
      </ListSearch>
      <DataTable
        caption="Audit records, newest first"
        columns={COLUMNS}
        rows={trail.data?.items}
        rowKey={(r) => r.id}
        query={trail}
        emptyText={NO_RECORDS_TEXT}
        paging={{ list, data: trail.data, showTotal: true }}
      />
    </PageLayout>
  );
}
