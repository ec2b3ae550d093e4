import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyForHostelSchema, HOSTEL_MESSAGES, MESSAGES } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { Dialog } from '../../../components/dialog';
import { FormDialog } from '../../../components/form-dialog';
import { PageLayout } from '../../../components/page-layout';
import { SelectField } from '../../../components/select-field';
import { frameOf, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { getStoredSession } from '../../../lib/session';
import { useApplyForHostel, useMyHostelPeriods, type HostelPeriodsResponse } from '../api/hostels';
import { ContinueDialog, Instruction, periodName } from './hostel-shared';

type Period = HostelPeriodsResponse['items'][number];
type Values = z.input<typeof applyForHostelSchema>;
type Output = z.output<typeof applyForHostelSchema>;

/** Not Registered (student-side §8): the student's registration for the period is not completed. */
export function NotRegisteredDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title={HOSTEL_MESSAGES.notRegisteredTitle}
      role="alertdialog"
      onDismiss={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <p>{HOSTEL_MESSAGES.notRegistered}</p>
      <div className="hostel-note">
        <p>
          <strong>NOTE:</strong> {HOSTEL_MESSAGES.notRegisteredNote}
        </p>
      </div>
    </Dialog>
  );
}

/** Start Hostel Application: did the student stay in the hostel last semester or summer? */
function StartHostelDialog({
  period,
  options,
  onApplied,
  onNotRegistered,
  onCancel,
}: {
  period: Period;
  options: HostelPeriodsResponse['previous_stay_options'];
  onApplied: (created: boolean, periodId: string, customId: string) => void;
  onNotRegistered: () => void;
  onCancel: () => void;
}) {
  const apply = useApplyForHostel();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(applyForHostelSchema),
    mode: 'onTouched',
    defaultValues: { period_id: period.period_id, previous_stay: '' as Values['previous_stay'] },
  });
  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      const answer = await apply.mutateAsync(input);
      onApplied(answer.created, answer.period_id, answer.custom_id);
    } catch (error) {
      const text = errorMessage(error);
      if (text === HOSTEL_MESSAGES.notRegistered) onNotRegistered();
      else setServerError(text);
    }
  });
  return (
    <FormDialog
      title="Start Hostel Application"
      submitLabel="Submit"
      cancelLabel="Close"
      canSubmit={isValid}
      isProcessing={isSubmitting || apply.isPending}
      error={serverError}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onCancel}
    >
      <p className="form-aside">{periodName(period)}</p>
      <SelectField
        id="hostel-previous-stay"
        label="Did you stay in the Hostel last SEMESTER or SUMMER?"
        placeholder="Select"
        options={options}
        registration={register('previous_stay')}
        error={errors.previous_stay?.message}
      />
    </FormDialog>
  );
}

/**
 * /student/apply-for-hostel-period: every period with Start/Continue. A period with an
 * application leads to its form; otherwise accommodation must be opened, and the student's
 * registration for the period completed (else the Not Registered dialog).
 */
export function ApplyForHostelPage() {
  const periods = useMyHostelPeriods();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<Period | null>(null);
  const [notRegistered, setNotRegistered] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const data = periods.data;
  const formHref = (periodId: string, customId = getStoredSession()?.custom_id ?? 'me') =>
    paths.student.hostelForm.getHref({ periodId, customId });

  const open = (p: Period) => {
    if (p.application) void navigate(formHref(p.period_id));
    else if (!p.registration_completed) setNotRegistered(true);
    else setStarting(p);
  };

  const columns: DataColumn<Period>[] = [
    { header: '#.', cell: (_p, i) => i + 1 },
    { header: 'Sem.', label: 'Semester', cell: (p) => p.semester.toUpperCase() },
    { header: 'Session', cell: (p) => p.session, nowrap: true },
    {
      header: 'Status',
      cell: (p) =>
        p.application ? (
          <>
            {p.application.status_label}
            {p.application.hostel_name ? ` (${p.application.hostel_name})` : ''}
          </>
        ) : p.accommodation_status === 'opened' ? (
          'Open'
        ) : (
          'Closed'
        ),
    },
    {
      header: 'Start/Continue',
      label: 'Action',
      cell: (p) => {
        const usable = p.accommodation_status === 'opened' || p.application !== null;
        return (
          <button
            type="button"
            className={
              usable ? 'button button--primary button--small' : 'button button--plain button--small hostel-struck'
            }
            disabled={!usable}
            onClick={() => open(p)}
          >
            Start/Continue <span className="visually-hidden">{periodName(p)}</span>
          </button>
        );
      },
    },
  ];

  return (
    <PageLayout
      {...frameOf(paths.student.applyForHostelPeriod)}
      footer={<Link to={paths.student.accommodationWallet.getHref()}>Accommodation Wallet</Link>}
    >
      <Instruction>Choose the appropriate semester(s) and session.</Instruction>
      <DataTable
        caption="Semesters"
        columns={columns}
        rows={data?.items}
        rowKey={(p) => p.period_id}
        query={periods}
        emptyText={MESSAGES.notFound}
      />
      {starting && data ? (
        <StartHostelDialog
          period={starting}
          options={data.previous_stay_options}
          onCancel={() => setStarting(null)}
          onNotRegistered={() => {
            setStarting(null);
            setNotRegistered(true);
          }}
          onApplied={(created, periodId, customId) => {
            setStarting(null);
            if (created) setSubmitted(formHref(periodId, customId));
            else void navigate(formHref(periodId, customId));
          }}
        />
      ) : null}
      {notRegistered ? <NotRegisteredDialog onClose={() => setNotRegistered(false)} /> : null}
      {submitted ? (
        <ContinueDialog
          title={HOSTEL_MESSAGES.applicationSubmittedTitle}
          message={HOSTEL_MESSAGES.applicationSubmitted}
          onContinue={() => {
            const href = submitted;
            setSubmitted(null);
            void navigate(href);
          }}
        />
      ) : null}
    </PageLayout>
  );
}
