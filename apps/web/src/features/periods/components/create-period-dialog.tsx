import { createPeriodSchema, SEASONS, SEMESTERS } from '@portal/domain';
import type { z } from 'zod';
import { FieldsDialog, selectSpec, type FieldSpec } from '../../../components/form-fields';
import { useCreatePeriod } from '../../../api/periods';

type Values = z.input<typeof createPeriodSchema>;

const SEASON_LABELS: Record<(typeof SEASONS)[number], string> = { regular: 'Regular', summer: 'Summer' };

const FIELDS: FieldSpec<keyof Values>[] = [
  selectSpec('semester', 'period-semester', 'Semester', SEMESTERS),
  {
    name: 'session',
    id: 'period-session',
    label: 'Session',
    placeholder: 'e.g. 2023/2024',
    hint: 'Two consecutive years, such as 2023/2024.',
    autoComplete: 'off',
  },
  selectSpec(
    'season',
    'period-season',
    'Season',
    SEASONS.map((value) => ({ value, label: SEASON_LABELS[value] })),
  ),
];

export interface CreatePeriodDialogProps {
  onCreated: (message: string) => void;
  onCancel: () => void;
}

/** Create Period: Semester, Session (such as 2023/2024) and Season. */
export function CreatePeriodDialog({ onCreated, onCancel }: CreatePeriodDialogProps) {
  const create = useCreatePeriod();
  return (
    <FieldsDialog
      title="Create Period"
      submitLabel="Create Period"
      schema={createPeriodSchema}
      defaultValues={{ semester: '' as Values['semester'], session: '', season: '' as Values['season'] }}
      fields={FIELDS}
      send={create.mutateAsync}
      isPending={create.isPending}
      onDone={onCreated}
      onCancel={onCancel}
    />
  );
}
