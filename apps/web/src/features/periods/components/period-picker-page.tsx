import { Link } from 'react-router';
import { MESSAGES, periodTitle } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PageLayout, type PageLayoutProps } from '../../../components/page-layout';
import { usePeriods, type Period } from '../../../api/periods';
import { SemesterCell } from './semester-cell';

export interface PeriodPickerPageProps {
  title: string;
  intro?: string;
  width?: PageLayoutProps['width'];
  /** Where Proceed leads for a period. */
  hrefFor: (periodId: string) => string;
}

/** A period chooser: #, Semester, Session and a Proceed link per period, newest first. */
export function PeriodPickerPage({ title, intro, width = 'medium', hrefFor }: PeriodPickerPageProps) {
  const periods = usePeriods();
  const isCurrent = (period: Period) => period.period_id === periods.data?.current_period_id;

  const columns: DataColumn<Period>[] = [
    { header: '#', cell: (_period, index) => index + 1 },
    { header: 'Semester', cell: (period) => <SemesterCell period={period} isCurrent={isCurrent(period)} /> },
    { header: 'Session', cell: (period) => period.session },
    {
      header: 'Proceed',
      cell: (period) => (
        <Link to={hrefFor(period.period_id)} aria-label={`Proceed: ${periodTitle(period)}`}>
          Proceed
        </Link>
      ),
    },
  ];

  return (
    <PageLayout title={title} width={width} intro={intro}>
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
