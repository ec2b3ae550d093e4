import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatNaira, FRESH_RETURNING, FRESH_RETURNING_LABELS, startRegistrationSchema } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FormDialog } from '../../../components/form-dialog';
import { PageLayout } from '../../../components/page-layout';
import { SelectField } from '../../../components/select-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useRegistrationPeriods, useStartRegistration, type RegistrationPeriodsResponse } from '../api/registration';
import { periodTitle } from '../../../lib/period-title';

type Period = RegistrationPeriodsResponse['items'][number];
type Values = z.input<typeof startRegistrationSchema>;
type Output = z.output<typeof startRegistrationSchema>;

interface StartDialogProps {
  period: Period;
  options: RegistrationPeriodsResponse;
  onStarted: (periodId: string, customId: string) => void;
  onCancel: () => void;
}

/** Start Registration: fresh or returning, the current level, and the affiliation question. */
function StartRegistrationDialog({ period, options, onStarted, onCancel }: StartDialogProps) {
  const start = useStartRegistration();
  const [serverError, setServerError] = useState<string | null>(null);
  const onlyNo = options.affiliation_options.length === 1;
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(startRegistrationSchema),
    mode: 'onChange',
    defaultValues: {
      period_id: period.period_id,
      fresh_returning: '' as Values['fresh_returning'],
      current_level: '',
      affiliation: 'no',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await start.mutateAsync(values);
      onStarted(answer.period_id, answer.custom_id);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  const fee = options.affiliation_fee_kobo;
  return (
    <FormDialog
      title="Start Registration"
      submitLabel="Start"
      canSubmit={isValid}
      isProcessing={isSubmitting || start.isPending}
      error={serverError}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onCancel}
    >
      <p className="form-aside">{periodTitle(period)}</p>
      <SelectField
        id="start-fresh-returning"
        label="Fresh or Returning"
        placeholder="Select"
        options={FRESH_RETURNING.map((value) => ({ value, label: FRESH_RETURNING_LABELS[value] }))}
        registration={register('fresh_returning')}
        error={errors.fresh_returning?.message}
      />
      <SelectField
        id="start-level"
        label="Current Level"
        placeholder="Select"
        options={options.levels}
        registration={register('current_level')}
        error={errors.current_level?.message}
      />
      <SelectField
        id="start-affiliation"
        label="Affiliation fee this semester?"
        options={options.affiliation_options.map((value) => ({ value, label: value === 'yes' ? 'Yes' : 'No' }))}
        registration={register('affiliation')}
        hint={
          onlyNo
            ? 'The affiliation fee applies to Bachelor of Arts students only.'
            : fee > 0
              ? `Yes adds the affiliation fee of ${formatNaira(fee)} to this semester's fees.`
              : 'No affiliation fee is set for this semester.'
        }
      />
    </FormDialog>
  );
}

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
    { header: '#', cell: (_p, i) => i + 1 },
    {
      header: 'Semester',
      cell: (p) => (
        <>
          {p.semester}
          {p.period_id === data?.current_period_id ? <span className="badge"> Current</span> : null}
        </>
      ),
    },
    { header: 'Session', cell: (p) => p.session, nowrap: true },
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
            onClick={() => setStarting(p)}
          >
            Start <span className="visually-hidden">{periodTitle(p)}</span>
          </button>
        ),
    },
  ];

  return (
    <PageLayout
      title="Semester Registration"
      width="medium"
      intro="Choose the semester. Start opens your registration form; Continue takes you back to it."
    >
      <DataTable
        caption="Semesters"
        columns={columns}
        rows={data?.items}
        rowKey={(p) => p.period_id}
        query={periods}
        emptyText="No record found."
      />
      {starting && data ? (
        <StartRegistrationDialog
          period={starting}
          options={data}
          onCancel={() => setStarting(null)}
          onStarted={(periodId, customId) => {
            setStarting(null);
            void navigate(formHref(periodId, customId));
          }}
        />
      ) : null}
    </PageLayout>
  );
}
