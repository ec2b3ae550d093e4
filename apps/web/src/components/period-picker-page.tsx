import { Link } from 'react-router';
import { MESSAGES, periodTitle } from '@portal/domain';
import { ListTable, type DataColumn } from './data-table';
import { PageLayout, type PageLayoutProps } from './page-layout';
import { usePeriods, type Period } from '../api/periods';
import { SemesterCell } from './semester-cell';

export interface PeriodPickerPageProps {
  title: string;
  intro?: string;
  width?: PageLayoutProps['width'];
  /** Where Proceed leads for a period. */
  hrefFor: (periodId: string) => string;
  /** A screen whose spec names the columns its own way (e.g. 'Sem.' and 'View'). */
  headers?: { semester?: string; proceed?: string };
}

/** The periods, newest first, the current one marked: the table of every period screen. */
export function PeriodsTable({
  periods,
  columns,
}: {
  periods: ReturnType<typeof usePeriods>;
  columns: readonly DataColumn<Period>[];
}) {
  const currentId = periods.data?.current_period_id;
  return (
    <ListTable
      caption="Periods, newest first"
      columns={columns}
      rowKey={(period) => period.period_id}
      rowClassName={(period) => (period.period_id === currentId ? 'table__current' : undefined)}
      query={periods}
      emptyText={MESSAGES.notFound}
    />
  );
}

/** A period chooser: #, Semester, Session and a Proceed link per period, newest first. */
export function PeriodPickerPage({ title, intro, width = 'medium', hrefFor, headers = {} }: PeriodPickerPageProps) {
  const periods = usePeriods();
  const isCurrent = (period: Period) => period.period_id === periods.data?.current_period_id;

  const columns: DataColumn<Period>[] = [
    { header: '#', cell: (_period, index) => index + 1 },
    {
      header: headers.semester ?? 'Semester',
      // A short header is read out as the full word.
      label: headers.semester ? 'Semester' : undefined,
      cell: (period) => <SemesterCell period={period} isCurrent={isCurrent(period)} />,
    },
    { header: 'Session', cell: (period) => period.session },
    {
      header: headers.proceed ?? 'Proceed',
      cell: (period) => (
        <Link to={hrefFor(period.period_id)} aria-label={`Proceed: ${periodTitle(period)}`}>
          Proceed
        </Link>
      ),
    },
  ];

  return (
    <PageLayout title={title} width={width} intro={intro}>
      <PeriodsTable periods={periods} columns={columns} />
    </PageLayout>
  );
}
