import { periodTitle } from '@portal/domain';
import type { DataColumn } from '../../../components/data-table';
import { PeriodsTable } from '../../../components/period-picker-page';
import { MessageDialog } from '../../../components/message-dialog';
import { useOpenThenResult } from '../../../lib/use-open-then-result';
import { PageLayout } from '../../../components/page-layout';
import { StatusToggleCell, type StatusAnswerProps } from '../../../components/status-toggle-cell';
import { useFeedback } from '../../../lib/use-feedback';
import { usePeriods, useSetPeriodStatus, type OpenClosed, type Period } from '../../../api/periods';
import { SemesterDatesCell } from './semester-dates';
import { CreatePeriodDialog } from './create-period-dialog';
import { SemesterCell } from '../../../components/semester-cell';

const STATUS_LABELS: Record<OpenClosed, string> = { opened: 'Opened', closed: 'Closed' };

interface ToggleProps extends StatusAnswerProps {
  period: Period;
  field: 'registration' | 'add_drop';
  /** 'Registration' or 'Add/Drop', for the button's accessible name. */
  what: string;
}

/** The status of one field of a period, and the button that asks for the other state. */
function StatusToggle({ period, field, what, feedback }: ToggleProps) {
  const setStatus = useSetPeriodStatus();
  const status = field === 'registration' ? period.registration_status : period.add_drop_status;
  const action = status === 'opened' ? 'close' : 'open';
  const label = action === 'open' ? 'Open' : 'Close';

  return (
    <StatusToggleCell
      isOn={status === 'opened'}
      badge={STATUS_LABELS[status]}
      buttonText={label}
      buttonLabel={`${label} ${what} for ${periodTitle(period)}`}
      isPending={setStatus.isPending}
      save={() => setStatus.mutateAsync({ periodId: period.period_id, field, action })}
      target={`${period.period_id}:${field}`}
      itemName={`${what}, ${periodTitle(period)}`}
      feedback={feedback}
    />
  );
}

/** /admin/manage-semester-registration (offices ict, registrar, dean). */
export function ManagePeriodsPage() {
  const periods = usePeriods();
  const feedback = useFeedback();
  const creating = useOpenThenResult<string>();
  const currentId = periods.data?.current_period_id;
  const isCurrent = (period: Period) => period.period_id === currentId;

  const columns: DataColumn<Period>[] = [
    { header: '#', cell: (_period, index) => index + 1 },
    { header: 'Semester', cell: (period) => <SemesterCell period={period} isCurrent={isCurrent(period)} /> },
    { header: 'Session', cell: (period) => period.session },
    { header: 'Season', cell: (period) => (period.season === 'summer' ? 'Summer' : 'Regular'), nowrap: true },
    {
      header: 'Registration',
      cell: (period) => <StatusToggle period={period} field="registration" what="registration" feedback={feedback} />,
    },
    {
      header: 'Add/Drop',
      cell: (period) => <StatusToggle period={period} field="add_drop" what="add/drop" feedback={feedback} />,
    },
    // Add/drop's W/WF rule (issue 12, decision 0015): the start and mid-semester dates.
    {
      header: 'Semester Dates',
      cell: (period) => (
        <SemesterDatesCell periodId={period.period_id} periodName={periodTitle(period)} feedback={feedback} />
      ),
    },
  ];

  return (
    <PageLayout
      title="Manage Registration Period"
      width="wide"
      toolbar={
        <>
          <p className="form-aside">A new period starts with registration, add/drop and accommodation closed.</p>
          <button type="button" className="button button--primary" onClick={creating.open}>
            Create Period
          </button>
        </>
      }
    >
      <PeriodsTable periods={periods} columns={columns} />

      {creating.isOpen ? <CreatePeriodDialog onCancel={creating.close} onCreated={creating.done} /> : null}
      {creating.result ? <MessageDialog title={creating.result} onClose={creating.clear} /> : null}
    </PageLayout>
  );
}
