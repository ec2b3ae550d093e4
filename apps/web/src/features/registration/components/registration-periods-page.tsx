import { lazy, Suspense, useState } from 'react';
import { periodTitle } from '@portal/domain';
import { Link, Navigate, useNavigate } from 'react-router';
import { ListTable, type DataColumn } from '../../../components/data-table';
import { PageLayout } from '../../../components/page-layout';
import { periodColumns } from '../../../components/workflow/period-columns';
import { frameOf, paths } from '../../../config/paths';
import { useRegistrationPeriods, type RegistrationPeriodsResponse } from '../api/registration';

type Period = RegistrationPeriodsResponse['items'][number];

/** The Start Registration dialog and its form code: loaded when a student reaches for Start. */
const loadStartDialog = () => import('./start-registration-dialog');
const StartRegistrationDialog = lazy(async () => ({ default: (await loadStartDialog()).StartRegistrationDialog }));

/**
 * /student/semester-registration-period: each period with Start or Continue. A student whose
 * department is not set confirms the user details first.
 */
export function RegistrationPeriodsPage() {
  const periods = useRegistrationPeriods();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<Period | null>(null);
  const data = periods.data;
  if (data?.department_missing) return <Navigate to={paths.student.confirmDetails.getHref()} replace />;

  const formHref = (periodId: string, customId = 'me') =>
    paths.student.registrationForm.getHref({ periodId, customId });

  const columns: DataColumn<Period>[] = [
    ...periodColumns<Period>(data?.current_period_id),
    {
      header: 'Status',
      cell: (p) => (p.registration ? p.registration.status_label : p.is_open ? 'Open' : 'Closed'),
    },
    {
      header: 'Action',
      cell: (p) =>
        p.registration ? (
          <Link className="button button--secondary button--small" to={formHref(p.period_id)}>
            Continue <span className="visually-hidden">{periodTitle(p)}</span>
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={!p.is_open}
            // Hovering or focusing Start fetches the dialog's module, so it opens at once.
            onPointerEnter={() => void loadStartDialog()}
            onFocus={() => void loadStartDialog()}
            onClick={() => setStarting(p)}
          >
            Start <span className="visually-hidden">{periodTitle(p)}</span>
          </button>
        ),
    },
  ];

  return (
    <PageLayout {...frameOf(paths.student.semesterRegistrationPeriod)}>
      {data?.open_periods_note ? <p className="form-aside">{data.open_periods_note}</p> : null}
      <ListTable
        caption="Semesters"
        columns={columns}
        rowKey={(p) => p.period_id}
        query={periods}
        emptyText="No record found."
      />
      {starting && data ? (
        <Suspense fallback={null}>
          <StartRegistrationDialog
            period={starting}
            options={data}
            onCancel={() => setStarting(null)}
            onStarted={(periodId, customId) => {
              setStarting(null);
              void navigate(formHref(periodId, customId));
            }}
          />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
