import { Link } from 'react-router';
import { MESSAGES, periodTitle } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { useFeedback } from '../../../lib/use-feedback';
import { useHostelRequestPeriods, useSetAccommodationStatus, type PeriodList } from '../api/hostels';
import { useOfficeCan } from '../../../lib/use-office-can';
import { Instruction, StructureStatusCell } from './hostel-shared';

type Period = PeriodList['items'][number];

/**
 * /admin/hostel-applications-period: the periods with their accommodation status (porter and
 * ict open or close it) and Proceed to the period's hostel requests.
 */
export function HostelRequestPeriodsPage() {
  const periods = useHostelRequestPeriods();
  const setStatus = useSetAccommodationStatus();
  const canToggle = useOfficeCan('toggleAccommodation');
  const feedback = useFeedback();
  const currentId = periods.data?.current_period_id;

  const columns: DataColumn<Period>[] = [
    { header: '#.', cell: (_p, i) => i + 1 },
    {
      header: 'Sem.',
      label: 'Semester',
      cell: (p) => (
        <>
          {p.semester.toUpperCase()}
          {p.period_id === currentId ? (
            <>
              {' '}
              <span className="badge">Current</span>
            </>
          ) : null}
        </>
      ),
    },
    { header: 'Session', cell: (p) => p.session, nowrap: true },
    {
      header: 'Status',
      label: 'Accommodation',
      cell: (p) => (
        <StructureStatusCell
          status={p.accommodation_status}
          itemName={`accommodation, ${periodTitle(p)}`}
          canChange={canToggle}
          feedback={feedback}
          save={async (action) => (await setStatus.mutateAsync({ periodId: p.period_id, action })).message}
        />
      ),
    },
    {
      header: 'View',
      cell: (p) => (
        <Link to={paths.admin.hostelApplications.getHref({ periodId: p.period_id })}>
          Proceed<span className="visually-hidden">: {periodTitle(p)}</span>
        </Link>
      ),
    },
  ];

  return (
    <PageLayout title="Hostel Requests: Choose Period" width="medium">
      <Instruction>Choose the appropriate semester(s) and session.</Instruction>
      <FeedbackRegion message={feedback.message} />
      <DataTable
        caption="Periods, newest first"
        columns={columns}
        rows={periods.data?.items}
        rowKey={(p) => p.period_id}
        rowClassName={(p) => (p.period_id === currentId ? 'table__current' : undefined)}
        query={periods}
        emptyText={MESSAGES.notFound}
      />
    </PageLayout>
  );
}
