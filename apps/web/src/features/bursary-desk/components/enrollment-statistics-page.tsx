import { Link, useParams } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import {
  enrollmentStatisticsCsvHref,
  useEnrollmentStatistics,
  type EnrollmentStatisticsResponse,
  type StatisticsRow,
} from '../api/bursary-desk';
import { CsvLink } from './desk-parts';
import { EnrollmentChart } from './enrollment-chart';

const TOTAL_LABEL = 'Total';

function columnsOf(data: EnrollmentStatisticsResponse | undefined): DataColumn<StatisticsRow>[] {
  return [
    {
      header: 'Programme',
      cell: (row) => (row.label === TOTAL_LABEL && row.category === null ? <strong>{row.label}</strong> : row.label),
    },
    ...(data?.columns ?? []).map((column): DataColumn<StatisticsRow> => ({
      id: column.status,
      header: column.label,
      cell: (row) => row.counts[column.status] ?? 0,
      align: 'end',
    })),
    { header: 'Total', cell: (row) => row.total, align: 'end' },
  ];
}

/** The table's rows: one per programme, then the column totals and the grand total. */
function rowsOf(data: EnrollmentStatisticsResponse): StatisticsRow[] {
  return [...data.rows, { label: TOTAL_LABEL, category: null, counts: data.column_totals, total: data.grand_total }];
}

/** /admin/enrollment-statistics/{periodId}: programme × registration status, with totals and a chart. */
export function EnrollmentStatisticsPage() {
  const { periodId = '' } = useParams();
  const statistics = useEnrollmentStatistics(periodId);
  const data = statistics.data;
  const rows = data ? rowsOf(data) : undefined;
  const totalRow = rows?.at(-1);
  return (
    <PageLayout
      title="Enrollment Statistics"
      width="wide"
      intro={data ? data.period.heading : undefined}
      actions={<CsvLink href={enrollmentStatisticsCsvHref(periodId)} />}
      footer={<Link to={paths.admin.enrollmentStatisticsPeriod.getHref()}>Choose another semester</Link>}
    >
      <DataTable
        caption={data ? `Registrations by programme and status, ${data.period.heading}` : 'Registrations'}
        className="stats-table"
        columns={columnsOf(data)}
        rows={rows}
        rowKey={(row) => (row === totalRow ? 'total-row' : row.label)}
        rowClassName={(row) => (row === totalRow ? 'table__total' : undefined)}
        query={statistics}
      />
      {data ? (
        <>
          <p className="stats-note">{data.note}</p>
          {data.grand_total > 0 ? <EnrollmentChart data={data} /> : null}
        </>
      ) : null}
    </PageLayout>
  );
}
