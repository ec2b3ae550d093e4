import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { formatNaira, REGISTRATION_MESSAGES } from '@portal/domain';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { ForApprovalSection, SubmitPrintSection } from '../../../components/workflow/student-form-steps';
import { frameOf, paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { useMyRegistrationForm, useRegistrationAction, type RegistrationFormResponse } from '../api/registration';
import { CoursesByYear, FormSection, PersonalData } from '../../../components/form-sections';
import { ChargesTable, CoursesTable, FeeSummary, StatusBanner } from './registration-form-sections';

/** The year buttons and the courses of the chosen year, each with Pick. */
function CoursePicker({
  form,
  busyCode,
  onPick,
}: {
  form: RegistrationFormResponse;
  busyCode: string | null;
  onPick: (code: string) => void;
}) {
  return (
    <CoursesByYear
      offered={form.offered}
      actionHeader="Pick"
      action={(c) => (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={c.picked || busyCode !== null}
          onClick={() => onPick(c.code)}
        >
          {c.picked ? 'Picked' : busyCode === c.code ? 'Processing..' : 'Pick'}
          <span className="visually-hidden"> {c.code}</span>
        </button>
      )}
    />
  );
}

/**
 * /student/registration-form/{periodId}/{customId}: the whole form from one request, priced by
 * the server. A registration that does not exist sends the student to the period screen.
 */
export function RegistrationFormPage() {
  const { periodId = '', customId = '' } = useParams();
  const form = useMyRegistrationForm(periodId);
  const actions = useRegistrationAction(periodId);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [busyCode, setBusyCode] = useState<string | null>(null);

  if (form.isError && isApiError(form.error) && form.error.status === 404) {
    return <Navigate to={paths.student.semesterRegistrationPeriod.getHref()} replace />;
  }
  const data = form.data;
  if (data && data.student.custom_id !== customId) {
    return (
      <Navigate to={paths.student.registrationForm.getHref({ periodId, customId: data.student.custom_id })} replace />
    );
  }

  const run = async (task: () => Promise<{ message: string }>, target?: string) => {
    try {
      const answer = await task();
      feedback.show('success', answer.message, target ? { target } : {});
      return true;
    } catch (error) {
      feedback.show('error', errorMessage(error), target ? { target } : {});
      return false;
    }
  };
  const pick = async (code: string) => {
    setBusyCode(code);
    await run(() => actions.pick.mutateAsync(code));
    setBusyCode(null);
  };
  const remove = async (code: string) => {
    setBusyCode(code);
    await run(() => actions.remove.mutateAsync(code));
    setBusyCode(null);
  };
  const submit = async () => {
    if (await run(() => actions.submit.mutateAsync())) {
      void navigate(paths.student.printRegistrationForm.getHref({ periodId, customId }));
    }
  };

  // The heading names the address's semester, as the page's frame does while the form loads.
  const frame = frameOf(paths.student.registrationForm, { periodId });
  const completed = data?.registration.status === 'completed';
  const waitingToSubmit = data?.registration.status === 'incomplete';

  return (
    <PageLayout {...frame}>
      <QueryStatus query={form} />
      <FeedbackRegion message={feedback.message} />
      {data ? (
        <>
          <StatusBanner registration={data.registration} />
          <PersonalData form={data} />
          <FormSection id="seminary-charges" title="Seminary Charges">
            <ChargesTable charges={data.charges} total={data.summary?.charges_total_kobo ?? null} />
          </FormSection>
          <FormSection id="programme-courses" title="Programme Courses">
            <CoursesTable
              caption="Your courses this semester"
              courses={data.courses}
              priced={data.summary !== null}
              action={
                data.can.pick
                  ? (c) => (
                      <button
                        type="button"
                        className="button button--plain button--small"
                        disabled={busyCode !== null}
                        onClick={() => void remove(c.code)}
                      >
                        Remove<span className="visually-hidden"> {c.code}</span>
                      </button>
                    )
                  : undefined
              }
            />
            {data.can.pick ? (
              data.offered.length > 0 ? (
                <CoursePicker form={data} busyCode={busyCode} onPick={(code) => void pick(code)} />
              ) : null
            ) : null}
          </FormSection>
          <ForApprovalSection
            canForward={data.can.forward}
            what="courses"
            isPending={actions.forward.isPending}
            onForward={() => void run(() => actions.forward.mutateAsync())}
            otherwise={
              data.registration.status === 'started' || data.registration.status === 'disapproved'
                ? data.period.is_open
                  ? 'Pick at least one course to forward the form.'
                  : 'Registration for this semester is closed.'
                : 'The form has been forwarded.'
            }
          />
          <FeeSummary form={data} />
          <SubmitPrintSection
            completed={completed ? data.registration : null}
            printHref={paths.student.printRegistrationForm.getHref({ periodId, customId })}
            printLabel="Print Form"
            canSubmit={data.can.submit}
            isPending={actions.submit.isPending}
            onSubmit={() => void submit()}
            otherwise={
              waitingToSubmit && data.summary ? (
                <div className="feedback feedback--error">
                  <p>{REGISTRATION_MESSAGES.insufficientWallet}</p>
                  <p>
                    Add {formatNaira(data.amount_to_add_kobo)} to your portal wallet, then come back to submit.{' '}
                    <Link to={paths.student.portalWallet.getHref()}>Go to Portal Wallet</Link>
                  </p>
                </div>
              ) : (
                <p>Submit &amp; Print opens once the Bursary has entered your ledger balance.</p>
              )
            }
          />
        </>
      ) : null}
    </PageLayout>
  );
}
