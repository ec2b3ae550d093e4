import { createPeriodSchema, SEASONS, SEMESTERS } from '@portal/domain';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreatePeriod } from '../../../api/periods';

type Values = z.input<typeof createPeriodSchema>;

const SEASON_LABELS: Record<(typeof SEASONS)[number], string> = { regular: 'Regular', summer: 'Summer' };

export interface CreatePeriodDialogProps {
  onCreated: (message: string) => void;
  onCancel: () => void;
}

/** Create Period: Semester, Session (such as 2023/2024) and Season. */
export function CreatePeriodDialog({ onCreated, onCancel }: CreatePeriodDialogProps) {
  const create = useCreatePeriod();
  const form = useServerForm({
    schema: createPeriodSchema,
    isPending: create.isPending,
    mode: 'onTouched',
    defaultValues: { semester: '' as Values['semester'], session: '', season: '' as Values['season'] },
  });
  const onSubmit = form.submitWith(async (values) => onCreated(await create.mutateAsync(values)));

  return (
    <FormDialog
      title="Create Period"
      submitLabel="Create Period"
      {...form.status}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <SelectField
        id="period-semester"
        label="Semester"
        placeholder="Select"
        options={SEMESTERS}
        {...form.field('semester')}
      />
      <FormField
        id="period-session"
        label="Session"
        placeholder="e.g. 2023/2024"
        hint="Two consecutive years, such as 2023/2024."
        autoComplete="off"
        {...form.field('session')}
      />
      <SelectField
        id="period-season"
        label="Season"
        placeholder="Select"
        options={SEASONS.map((value) => ({ value, label: SEASON_LABELS[value] }))}
        {...form.field('season')}
      />
    </FormDialog>
  );
}
