import { Link, useParams } from 'react-router';
import { periodTitle } from '@portal/domain';
import { FeedbackRegion } from '../../../components/feedback';
import { FormSection } from '../../../components/form-sections';
import { PageLayout } from '../../../components/page-layout';
import { CallLink, DecisionForm, ProcessHistory, SmsBox } from '../../../components/process-form';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { useAddDropProcess, useStaffAddDropForm } from '../api/add-drop';
import {
  AddDropPersonalData,
  AddDropStatusBanner,
  AddDropSummarySection,
  AddedCoursesSection,
  DroppedCoursesSection,
  RegisteredCoursesSection,
} from './add-drop-form-sections';

type Run = (task: () => Promise<{ message: string }>) => Promise<boolean>;

/**
 * /admin/add-drop-form/{periodId}/{customId}: the student's add/drop form, read-only, and the
 * Process Form panel (call, SMS, approve or disapprove with a comment, history).
 */
export function StaffAddDropFormPage() {
  const { periodId = '', customId = '' } = useParams();
  const form = useStaffAddDropForm(periodId, customId);
  const actions = useAddDropProcess(periodId, customId);
  const feedback = useFeedback();
  const data = form.data;
  const run: Run = async (task) => {
    try {
      feedback.show('success', (await task()).message);
      return true;
    } catch (error) {
      feedback.show('error', errorMessage(error));
      return false;
    }
  };
  const process = data?.process ?? null;
  return (
    <PageLayout
      title={data ? `Add/Drop Form: ${data.student.full_name}` : 'Add/Drop Form'}
      width="wide"
      intro={data ? periodTitle(data.period) : undefined}
      actions={
        data?.add_drop.status === 'completed' ? (
          <Link className="button button--secondary" to={paths.admin.printAddDropForm.getHref({ periodId, customId })}>
            Print Add/Drop Form
          </Link>
        ) : undefined
      }
    >
      <QueryStatus query={form} />
      <FeedbackRegion message={feedback.message} />
      {data ? (
        <>
          <AddDropStatusBanner addDrop={data.add_drop} />
          <AddDropPersonalData form={data} />
          <RegisteredCoursesSection form={data} />
          <DroppedCoursesSection form={data} />
          <AddedCoursesSection form={data} />
          <AddDropSummarySection form={data} />
          {process ? (
            <FormSection id="process-form" title="Process Form">
              {process.phone_international ? <CallLink phone={process.phone_international} /> : null}
              {process.can_sms ? (
                <SmsBox
                  label="Message"
                  submitLabel="Send"
                  id="add-drop-sms"
                  send={(text) => run(() => actions.sms.mutateAsync(text))}
                  isPending={actions.sms.isPending}
                />
              ) : null}
              {process.can_decide ? (
                <DecisionForm
                  id="add-drop-comment"
                  submitLabel="Submit"
                  decide={(input) => run(() => actions.decide.mutateAsync(input))}
                  isPending={actions.decide.isPending}
                />
              ) : null}
              <ProcessHistory history={process.history} />
            </FormSection>
          ) : null}
        </>
      ) : null}
    </PageLayout>
  );
}
