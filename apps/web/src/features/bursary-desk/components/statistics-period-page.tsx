import { Link } from 'react-router';
import { MESSAGES, periodTitle } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { usePeriods, type Period } from '../../../api/periods';

/**
 * /admin/enrollment-statistics-period: the spec's own columns for this chooser ('#', 'Sem.',
 * 'Session', 'View' with a 'Proceed' link), newest period first.
 */
export function StatisticsPeriodPage() {
  const periods = usePeriods();
  const isCurrent = (period: Period) => period.period_id === periods.data?.current_period_id;
  const columns: DataColumn<Period>[] = [
    { header: '#', cell: (_period, index) => index + 1 },
    {
      header: 'Sem.',
      label: 'Semester',
      cell: (period) => (
        <>
          {period.semester}
          {isCurrent(period) ? (
            <>
              {' '}
              <span className="badge">Current</span>
            </>
          ) : null}
        </>
      ),
    },
    { header: 'Session', cell: (period) => period.session },
    {
      header: 'View',
      cell: (period) => (
        <Link
          to={paths.admin.enrollmentStatistics.getHref({ periodId: period.period_id })}
          aria-label={`Proceed: ${periodTitle(period)}`}
        >
          Proceed
        </Link>
      ),
    },
  ];
  return (
    <PageLayout
      title="Enrollment Statistics"
      width="medium"
      intro="Choose the semester whose enrollment you want to see."
    >
      <DataTable
        caption="Periods, newest first"
        columns={columns}
        rows={periods.data?.items}
        rowKey={(period) => period.period_id}
        rowClassName={(period) => (isCurrent(period) ? 'table__current' : undefined)}
        query={periods}
        emptyText={MESSAGES.notFound}
      />
    </PageLayout>
  );
}
