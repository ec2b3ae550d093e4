import { useServerForm } from '../../../lib/use-server-form';
import type { z } from 'zod';
import {
  formatNaira,
  FRESH_RETURNING,
  FRESH_RETURNING_LABELS,
  startRegistrationSchema,
  periodTitle,
} from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { useStartRegistration, type RegistrationPeriodsResponse } from '../api/registration';

/*
 * The Start Registration dialog, a module of its own: the period list loads it (and the form
 * libraries with it) only when a student is about to start, so the list's first load carries no
 * form code (decision 0010).
 */

export type Period = RegistrationPeriodsResponse['items'][number];
type Values = z.input<typeof startRegistrationSchema>;

export interface StartDialogProps {
  period: Period;
  options: RegistrationPeriodsResponse;
  onStarted: (periodId: string, customId: string) => void;
  onCancel: () => void;
}

/** Start Registration: fresh or returning, the current level, and the affiliation question. */
export function StartRegistrationDialog({ period, options, onStarted, onCancel }: StartDialogProps) {
  const start = useStartRegistration();
  const onlyNo = options.affiliation_options.length === 1;
  const form = useServerForm({
    schema: startRegistrationSchema,
    isPending: start.isPending,
    mode: 'onChange',
    defaultValues: {
      period_id: period.period_id,
      fresh_returning: '' as Values['fresh_returning'],
      current_level: '',
      affiliation: 'no',
    },
  });
  const { register } = form;
  const onSubmit = form.submitWith(async (values) => {
    const answer = await start.mutateAsync(values);
    onStarted(answer.period_id, answer.custom_id);
  });
  const fee = options.affiliation_fee_kobo;
  return (
    <FormDialog title="Start Registration" submitLabel="Start" {...form.status} onSubmit={onSubmit} onCancel={onCancel}>
      <p className="form-aside">{periodTitle(period)}</p>
      <SelectField
        id="start-fresh-returning"
        label="Fresh or Returning"
        placeholder="Select"
        options={FRESH_RETURNING.map((value) => ({ value, label: FRESH_RETURNING_LABELS[value] }))}
        {...form.field('fresh_returning')}
      />
      <SelectField
        id="start-level"
        label="Current Level"
        placeholder="Select"
        options={options.levels}
        {...form.field('current_level')}
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
