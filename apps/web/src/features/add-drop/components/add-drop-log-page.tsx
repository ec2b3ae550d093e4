import './add-drop.css';
import { Link, useParams } from 'react-router';
import { ADD_DROP_STATUS_LABELS, ADD_DROP_STATUSES, periodTitle } from '@portal/domain';
import type { DataColumn } from '../../../components/data-table';
import { ListSearch } from '../../../components/list-search';
import { PageLayout } from '../../../components/page-layout';
import { Pager } from '../../../components/pager';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { pageCountOf, useListParams } from '../../../lib/use-list-params';
import { addDropLogCsvHref, addDropLogParamsOf, useAddDropLog, type AddDropListRow } from '../api/add-drop';
import { FilterSelect } from '../../../components/filter-select';
import { GroupedTables } from '../../../components/grouped-tables';

/**
 * /admin/add-drop-log/{periodId}: every add/drop of the period in the five groups, one request
 * per page (100 rows, paged in SQL), searched and filtered by status; the whole log as CSV.
 */
export function AddDropLogPage() {
  const { periodId = '' } = useParams();
  const list = useListParams();
  const params = addDropLogParamsOf(list.searchParams);
  const log = useAddDropLog(periodId, params);
  const data = log.data;

  const formHref = (r: AddDropListRow) => paths.admin.addDropForm.getHref({ periodId, customId: r.custom_id });
  const printHref = (r: AddDropListRow) => paths.admin.printAddDropForm.getHref({ periodId, customId: r.custom_id });
  const columns: DataColumn<AddDropListRow>[] = [
    { header: 'No.', cell: (r) => r.number },
    { header: 'Surname', cell: (r) => r.surname },
    { header: 'First Name', cell: (r) => r.first_name },
    { header: 'Other Names', cell: (r) => r.other_names ?? '' },
    { header: 'Programme', cell: (r) => r.programme ?? '-' },
    { header: 'Student ID', cell: (r) => r.student_id, nowrap: true },
    { header: 'Ledger No.', cell: (r) => r.ledger_number ?? '-', nowrap: true },
    { header: 'Level', cell: (r) => r.current_level },
    { header: 'Fresh/Returning', cell: (r) => r.fresh_returning_label },
    { header: 'Status', cell: (r) => r.status_label },
    {
      header: 'Action',
      cell: (r) => (
        <span className="log-actions">
          {r.action === 'view' ? (
            <Link className="button button--plain button--small" to={formHref(r)}>
              View <span className="visually-hidden">the add/drop form of {r.full_name}</span>
            </Link>
          ) : (
            <Link className="button button--plain button--small" to={printHref(r)} target="_blank" rel="noopener">
              Print <span className="visually-hidden">the add/drop form of {r.full_name} (opens in a new tab)</span>
            </Link>
          )}
          {r.reprint ? (
            <Link className="button button--plain button--small" to={printHref(r)} target="_blank" rel="noopener">
              Re-Print <span className="visually-hidden">the add/drop form of {r.full_name} (opens in a new tab)</span>
            </Link>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <PageLayout
      title={data ? `Add/Drop Log: ${periodTitle(data.period)}` : 'Add/Drop Log'}
      width="wide"
      footer={<Link to={paths.admin.addDropLogPeriod.getHref()}>Choose another semester</Link>}
      actions={
        <>
          <Link className="button button--secondary" to={paths.admin.registrationLog.getHref({ periodId })}>
            Registration Log
          </Link>
          <a
            className="button button--secondary"
            href={addDropLogCsvHref(periodId, { q: list.q, status: params.status })}
            download
          >
            Export CSV
          </a>
        </>
      }
      toolbar={
        <ListSearch list={list} id="add-drop-log-search" label="Search by name, Student ID or ledger number">
          <FilterSelect
            id="add-drop-log-status"
            label="Status"
            value={params.status ?? ''}
            options={[
              { value: '', label: 'All' },
              ...ADD_DROP_STATUSES.map((s) => ({ value: s, label: ADD_DROP_STATUS_LABELS[s] })),
            ]}
            onChange={(value) => list.update({ status: value || null })}
          />
        </ListSearch>
      }
    >
      <QueryStatus query={log} />
      {data ? (
        <p className="form-aside" aria-live="polite">
          {data.total} {data.total === 1 ? 'add/drop' : 'add/drops'}
          {params.status ? ` (${ADD_DROP_STATUS_LABELS[params.status]})` : ''}
          {params.q ? ` matching “${params.q}”` : ''}
        </p>
      ) : null}
      <div className="add-drop-log" aria-busy={log.isPlaceholderData || undefined}>
        <GroupedTables
          groups={data?.groups}
          idPrefix="add-drop-log"
          what="add/drops"
          columns={columns}
          rowKey={(r) => r.custom_id}
        />
      </div>
      {data ? (
        <Pager page={list.page} pageCount={pageCountOf(data)} onPage={list.goToPage} isBusy={log.isPlaceholderData} />
      ) : null}
    </PageLayout>
  );
}
