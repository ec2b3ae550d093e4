import { MESSAGES } from '@portal/domain';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { MessageDialog } from '../../../components/message-dialog';
import { PageCard } from '../../../components/page-card';
import { StatusToggleCell, type StatusAnswerProps } from '../../../components/status-toggle-cell';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { periodName, usePeriods, useSetPeriodStatus, type OpenClosed, type Period } from '../api/periods';
import { CreatePeriodDialog } from './create-period-dialog';

const STATUS_LABELS: Record<OpenClosed, string> = { opened: 'Opened', closed: 'Closed' };

interface ToggleProps extends StatusAnswerProps {
  period: Period;
  field: 'registration' | 'add_drop';
  /** 'Registration' or 'Add/Drop', for the button's accessible name. */
  what: string;
}

/** The status of one field of a period, and the button that asks for the other state. */
function StatusToggle({ period, field, what, message, onDone }: ToggleProps) {
  const setStatus = useSetPeriodStatus();
  const status = field === 'registration' ? period.registration_status : period.add_drop_status;
  const action = status === 'opened' ? 'close' : 'open';
  const label = action === 'open' ? 'Open' : 'Close';

  return (
    <StatusToggleCell
      isOn={status === 'opened'}
      badge={STATUS_LABELS[status]}
      buttonText={label}
      buttonLabel={`${label} ${what} for ${periodName(period)}`}
      isPending={setStatus.isPending}
      save={() => setStatus.mutateAsync({ periodId: period.period_id, field, action })}
      target={`${period.period_id}:${field}`}
      itemName={`${what}, ${periodName(period)}`}
      message={message}
      onDone={onDone}
    />
  );
}

/** /admin/manage-semester-registration (offices ict, registrar, dean). */
export function ManagePeriodsPage() {
  const periods = usePeriods();
  const { message, show } = useTimedMessage();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const data = periods.data;

  return (
    <PageCard title="Manage Registration Period" width="wide">
      <div className="list-toolbar">
        <p className="form-aside">A new period starts with registration, add/drop and accommodation closed.</p>
        <button type="button" className="button button--primary" onClick={() => setIsCreating(true)}>
          Create Period
        </button>
      </div>
      {periods.isPending ? <LoadingState /> : null}
      {periods.isError ? <Alert>{errorMessage(periods.error)}</Alert> : null}
      {data && data.items.length === 0 ? <p className="empty-state">{MESSAGES.notFound}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="table-wrap table-wrap--stack" aria-busy={periods.isFetching || undefined}>
          <table className="table table--stack">
            <caption className="visually-hidden">Periods, newest first</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Semester</th>
                <th scope="col">Session</th>
                <th scope="col">Season</th>
                <th scope="col">Registration</th>
                <th scope="col">Add/Drop</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((period, index) => {
                const isCurrent = period.period_id === data.current_period_id;
                return (
                  <tr key={period.period_id} className={isCurrent ? 'table__current' : undefined}>
                    <td data-label="#">{index + 1}</td>
                    <td data-label="Semester">
                      {period.semester}
                      {isCurrent ? (
                        <>
                          {' '}
                          <span className="badge">Current</span>
                        </>
                      ) : null}
                    </td>
                    <td data-label="Session">{period.session}</td>
                    <td data-label="Season" className="table__nowrap">
                      {period.season === 'summer' ? 'Summer' : 'Regular'}
                    </td>
                    <td data-label="Registration">
                      <StatusToggle
                        period={period}
                        field="registration"
                        what="registration"
                        message={message}
                        onDone={show}
                      />
                    </td>
                    <td data-label="Add/Drop">
                      <StatusToggle period={period} field="add_drop" what="add/drop" message={message} onDone={show} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {isCreating ? (
        <CreatePeriodDialog
          onCancel={() => setIsCreating(false)}
          onCreated={(text) => {
            setIsCreating(false);
            setCreated(text);
          }}
        />
      ) : null}
      {created ? <MessageDialog title={created} onClose={() => setCreated(null)} /> : null}
    </PageCard>
  );
}
