import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ADD_DROP_MESSAGES, dropCreditNotice } from '@portal/domain';
import { FeedbackRegion } from '../../../components/feedback';
import { CoursesByYear, FormSection } from '../../../components/form-sections';
import { ConfirmDialog } from '../../../components/message-dialog';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { feedbackRun } from '../../../lib/use-feedback';
import { ForApprovalSection, SubmitPrintSection } from '../../../components/workflow/student-form-steps';
import { frameOf, paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { useAddDropActions, useMyAddDropForm, type AddDropFormResponse } from '../api/add-drop';
import {
  AddDropPersonalData,
  AddDropStatusBanner,
  AddDropSummarySection,
  AddedCoursesSection,
  DroppedCoursesSection,
  RegisteredCoursesSection,
} from './add-drop-form-sections';

type Registered = AddDropFormResponse['registered'][number];

/** Add Course(s): the year buttons and the chosen year's courses, each with Add. */
function CourseAdder({
  form,
  busyCode,
  onAdd,
}: {
  form: AddDropFormResponse;
  busyCode: string | null;
  onAdd: (code: string) => void;
}) {
  return (
    <CoursesByYear
      offered={form.offered}
      actionHeader="Add"
      action={(c) => (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={c.registered || c.added || busyCode !== null}
          onClick={() => onAdd(c.code)}
        >
          {c.added ? 'Added' : c.registered ? 'Registered' : busyCode === c.code ? 'Processing..' : 'Add'}{' '}
          <span className="visually-hidden">{c.code}</span>
        </button>
      )}
    />
  );
}

/** A course row's Drop, Undo or Remove; every course button waits while one course request runs. */
function CourseButton({
  label,
  about,
  isBusy,
  onClick,
}: {
  label: string;
  /** Read after the label: which course it acts on. */
  about: string;
  isBusy: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="button button--plain button--small" disabled={isBusy} onClick={onClick}>
      {label} <span className="visually-hidden">{about}</span>
    </button>
  );
}

/**
 * /student/add-drop-form/{periodId}/{customId}: the whole form from one request, priced by the
 * server. Without an add/drop the student goes back to the period screen.
 */
export function AddDropFormPage() {
  const { periodId = '', customId = '' } = useParams();
  const form = useMyAddDropForm(periodId);
  const actions = useAddDropActions(periodId);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [busyCode, setBusyCode] = useState<string | null>(null);
  const [dropping, setDropping] = useState<Registered | null>(null);

  if (form.isError && isApiError(form.error) && form.error.status === 404) {
    return <Navigate to={paths.student.addDropPeriod.getHref()} replace />;
  }
  const data = form.data;
  if (data && data.student.custom_id !== customId) {
    return <Navigate to={paths.student.addDropForm.getHref({ periodId, customId: data.student.custom_id })} replace />;
  }

  const run = feedbackRun(feedback);
  const isBusy = busyCode !== null;
  const onCourse = async (code: string, task: (code: string) => Promise<{ message: string }>) => {
    setBusyCode(code);
    await run(() => task(code));
    setBusyCode(null);
  };
  const confirmDrop = async () => {
    if (!dropping) return;
    await onCourse(dropping.code, (code) => actions.drop.mutateAsync(code));
    setDropping(null);
  };
  const submit = async () => {
    if (await run(() => actions.submit.mutateAsync())) {
      void navigate(paths.student.printAddDropForm.getHref({ periodId, customId }));
    }
  };

  // The heading names the address's semester, as the page's frame does while the form loads.
  const frame = frameOf(paths.student.addDropForm, { periodId });
  const printHref = paths.student.printAddDropForm.getHref({ periodId, customId });

  return (
    <PageLayout {...frame}>
      <QueryStatus query={form} />
      <FeedbackRegion message={feedback.message} />
      {data ? (
        <>
          <AddDropStatusBanner addDrop={data.add_drop} />
          <AddDropPersonalData form={data} />
          <RegisteredCoursesSection
            form={data}
            action={(c) => <CourseButton label="Drop" about={c.code} isBusy={isBusy} onClick={() => setDropping(c)} />}
          />
          <DroppedCoursesSection
            form={data}
            action={
              data.can.change
                ? (c) => (
                    <CourseButton
                      label="Undo"
                      about={`the drop of ${c.code}`}
                      isBusy={isBusy}
                      onClick={() => void onCourse(c.code, (code) => actions.undo.mutateAsync(code))}
                    />
                  )
                : undefined
            }
          />
          <AddedCoursesSection
            form={data}
            action={
              data.can.change
                ? (c) => (
                    <CourseButton
                      label="Remove"
                      about={c.code}
                      isBusy={isBusy}
                      onClick={() => void onCourse(c.code, (code) => actions.remove.mutateAsync(code))}
                    />
                  )
                : undefined
            }
          />
          {data.can.change ? (
            <FormSection id="add-courses" title="Add Course(s)">
              {data.offered.length > 0 ? (
                <CourseAdder
                  form={data}
                  busyCode={busyCode}
                  onAdd={(code) => void onCourse(code, (c) => actions.add.mutateAsync(c))}
                />
              ) : (
                <p>No course is offered to you this semester.</p>
              )}
            </FormSection>
          ) : null}
          <ForApprovalSection
            canForward={data.can.forward}
            what="changes"
            isPending={actions.forward.isPending}
            onForward={() => void run(() => actions.forward.mutateAsync())}
            otherwise={
              data.can.change
                ? data.period.add_drop_status === 'opened'
                  ? 'Add or drop at least one course to forward the form.'
                  : ADD_DROP_MESSAGES.closed
                : data.add_drop.status === 'awaiting dean'
                  ? 'The form has been forwarded.'
                  : 'The form has been processed.'
            }
          />
          <AddDropSummarySection form={data} />
          <SubmitPrintSection
            completed={data.can.print ? data.add_drop : null}
            printHref={printHref}
            printLabel="Print Add/Drop Form"
            canSubmit={data.can.submit}
            isPending={actions.submit.isPending}
            onSubmit={() => void submit()}
            otherwise={
              data.add_drop.status === 'incomplete' ? (
                <div className="feedback feedback--error">
                  <p>{ADD_DROP_MESSAGES.insufficientWallet}</p>
                  <p>
                    <Link to={paths.student.portalWallet.getHref()}>Portal Wallet</Link>
                  </p>
                </div>
              ) : (
                <p>Submit &amp; Print opens once the DPAA&apos;s Office has approved the form.</p>
              )
            }
          />
          {dropping ? (
            <ConfirmDialog
              title={ADD_DROP_MESSAGES.dropConfirmTitle}
              confirmLabel="Drop"
              isProcessing={actions.drop.isPending}
              onCancel={() => setDropping(null)}
              onConfirm={() => void confirmDrop()}
            >
              <p>
                <strong>
                  {dropping.code}: {dropping.title}
                </strong>
              </p>
              <p>{ADD_DROP_MESSAGES.dropWarning}</p>
              <p>{dropCreditNotice(data.mark_today)}</p>
            </ConfirmDialog>
          ) : null}
        </>
      ) : null}
    </PageLayout>
  );
}
