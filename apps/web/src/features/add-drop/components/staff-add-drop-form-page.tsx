import { useParams } from 'react-router';
import { AuditHistoryLink } from '../../../components/audit-history-link';
import { FormSection } from '../../../components/form-sections';
import { CallLink, DecisionForm, ProcessHistory, SmsBox } from '../../../components/process-form';
import { StaffFormShell } from '../../../components/workflow/staff-form-shell';
import { feedbackRun } from '../../../lib/use-feedback';
import { paths } from '../../../config/paths';
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
  const run = feedbackRun(feedback);
  const process = data?.process ?? null;
  return (
    <StaffFormShell
      formName="Add/Drop Form"
      query={form}
      feedback={feedback}
      printHref={
        data?.add_drop.status === 'completed' ? paths.admin.printAddDropForm.getHref({ periodId, customId }) : null
      }
      printLabel="Print Add/Drop Form"
    >
      {(data) => (
        <>
          <AddDropStatusBanner addDrop={data.add_drop} viewer="staff" />
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
          <AuditHistoryLink
            entity="add-drop"
            customId={customId}
            periodId={periodId}
            label="Audit trail of this form"
          />
        </>
      )}
    </StaffFormShell>
  );
}
