import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { HOSTEL_MESSAGES, hostelPeriodText, MESSAGES, periodTitle } from '@portal/domain';
import type { DataColumn } from '../../../components/data-table';
import { PageLayout } from '../../../components/page-layout';
import { frameOf, paths } from '../../../config/paths';
import { getStoredSession } from '../../../lib/session';
import { useMyHostelPeriods, type HostelPeriodsResponse } from '../api/hostels';
import { ContinueDialog, Instruction } from './hostel-shared';
import { SemesterTable } from '../../../components/workflow/semester-table';

/**
 * The Start Hostel Application dialog and its form code (react-hook-form, the schema): loaded
 * when a student reaches for Start/Continue, so the page's first load carries neither (decision
 * 0010).
 */
const loadStartDialog = () => import('./start-hostel-dialog');
const StartHostelDialog = lazy(async () => ({ default: (await loadStartDialog()).StartHostelDialog }));

type Period = HostelPeriodsResponse['items'][number];

/** Not Registered (student-side §8): the student's registration for the period is not completed. */
export function NotRegisteredDialog({ onClose }: { onClose: () => void }) {
  return (
    <ContinueDialog
      title={HOSTEL_MESSAGES.notRegisteredTitle}
      message={HOSTEL_MESSAGES.notRegistered}
      buttonLabel="Close"
      onContinue={onClose}
    >
      <div className="hostel-note">
        <p>
          <strong>NOTE:</strong> {HOSTEL_MESSAGES.notRegisteredNote}
        </p>
      </div>
    </ContinueDialog>
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
        ) : (
          hostelPeriodText({
            accommodationOpened: p.accommodation_status === 'opened',
            registrationCompleted: p.registration_completed,
          })
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
            // Hovering or focusing it fetches the dialog's module, so it opens at once.
            onPointerEnter={() => void loadStartDialog()}
            onFocus={() => void loadStartDialog()}
            onClick={() => open(p)}
          >
            Start/Continue <span className="visually-hidden">{periodTitle(p)}</span>
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
      <SemesterTable columns={columns} query={periods} emptyText={MESSAGES.notFound} />
      {starting && data ? (
        <Suspense fallback={null}>
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
        </Suspense>
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
