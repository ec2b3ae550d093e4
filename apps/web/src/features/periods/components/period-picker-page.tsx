import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { errorMessage } from '../../../lib/api-client';
import { periodName, usePeriods } from '../api/periods';

export interface PeriodPickerPageProps {
  title: string;
  intro?: string;
  /** Where Proceed leads for a period. */
  hrefFor: (periodId: string) => string;
}

/** A period chooser: #, Semester, Session and a Proceed link per period, newest first. */
export function PeriodPickerPage({ title, intro, hrefFor }: PeriodPickerPageProps) {
  const periods = usePeriods();
  const data = periods.data;

  return (
    <PageCard title={title} width="medium" intro={intro}>
      {periods.isPending ? <LoadingState /> : null}
      {periods.isError ? <Alert>{errorMessage(periods.error)}</Alert> : null}
      {data && data.items.length === 0 ? <p className="empty-state">{MESSAGES.notFound}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="table-wrap table-wrap--stack">
          <table className="table table--stack">
            <caption className="visually-hidden">Periods, newest first</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Semester</th>
                <th scope="col">Session</th>
                <th scope="col">Proceed</th>
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
                    <td data-label="Proceed">
                      <Link to={hrefFor(period.period_id)} aria-label={`Proceed: ${periodName(period)}`}>
                        Proceed
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </PageCard>
  );
}
