import { useServerForm } from '../../../lib/use-server-form';
import type { z } from 'zod';
import { applyForHostelSchema, HOSTEL_MESSAGES, periodTitle } from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useApplyForHostel, type HostelPeriodsResponse } from '../api/hostels';

type Period = HostelPeriodsResponse['items'][number];
type Values = z.input<typeof applyForHostelSchema>;

/** Start Hostel Application: did the student stay in the hostel last semester or summer? */
export function StartHostelDialog({
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
  const form = useServerForm({
    schema: applyForHostelSchema,
    isPending: apply.isPending,
    mode: 'onTouched',
    defaultValues: { period_id: period.period_id, previous_stay: '' as Values['previous_stay'] },
  });
  const onSubmit = form.submitWith(async (input) => {
    try {
      const answer = await apply.mutateAsync(input);
      onApplied(answer.created, answer.period_id, answer.custom_id);
    } catch (error) {
      // A student not registered for the semester is told so by the page, not by the form.
      if (errorMessage(error) !== HOSTEL_MESSAGES.notRegistered) throw error;
      onNotRegistered();
    }
  });
  return (
    <FormDialog
      title="Start Hostel Application"
      submitLabel="Submit"
      cancelLabel="Close"
      {...form.status}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <p className="form-aside">{periodTitle(period)}</p>
      <SelectField
        id="hostel-previous-stay"
        label="Did you stay in the Hostel last SEMESTER or SUMMER?"
        placeholder="Select"
        options={options}
        {...form.field('previous_stay')}
      />
    </FormDialog>
  );
}
