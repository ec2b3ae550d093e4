import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import type { z } from 'zod';
import { applyForHostelSchema, HOSTEL_MESSAGES, periodTitle } from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useApplyForHostel, type HostelPeriodsResponse } from '../api/hostels';

type Period = HostelPeriodsResponse['items'][number];
type Values = z.input<typeof applyForHostelSchema>;
type Output = z.output<typeof applyForHostelSchema>;

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
      <p className="form-aside">{periodTitle(period)}</p>
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
