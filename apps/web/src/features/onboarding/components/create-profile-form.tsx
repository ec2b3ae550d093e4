import { useServerForm } from '../../../lib/use-server-form';
import { createProfileSchema, GENDERS, MODE_OF_STUDY_LABELS, MODES_OF_STUDY } from '@portal/domain';
import type { z } from 'zod';
import { PHONE_INPUT } from '../../../components/form-field';
import { emptyValuesOf, FormFields, selectSpec, type FieldSpec } from '../../../components/form-fields';
import { FormFrame } from '../../../components/form-frame';
import { useCreateStudentProfile, type CreatedProfile } from '../api/create-profile';

type FormValues = z.input<typeof createProfileSchema>;

const MODE_OPTIONS = MODES_OF_STUDY.map((value) => ({ value, label: MODE_OF_STUDY_LABELS[value] }));

const FIELDS: FieldSpec<keyof FormValues>[] = [
  { name: 'surname', id: 'create-surname', label: 'Surname', autoComplete: 'family-name' },
  { name: 'first_name', id: 'create-first-name', label: 'First Name', autoComplete: 'given-name' },
  {
    name: 'other_names',
    id: 'create-other-names',
    label: 'Other Names',
    hint: 'Optional.',
    autoComplete: 'additional-name',
  },
  selectSpec('gender', 'create-gender', 'Gender', GENDERS),
  { name: 'phone_number', id: 'create-phone', label: 'Phone Number', ...PHONE_INPUT },
  {
    name: 'username',
    id: 'create-student-id',
    label: 'Student ID',
    autoCapitalize: 'characters',
    autoComplete: 'off',
    spellCheck: false,
    hint: '5 characters.',
  },
  selectSpec('mode_of_study', 'create-mode', 'Mode of Study', MODE_OPTIONS),
];

export interface CreateProfileFormProps {
  onCreated: (profile: CreatedProfile) => void;
}

/** Create Student Profile: validated as the student types with the shared request schema. */
export function CreateProfileForm({ onCreated }: CreateProfileFormProps) {
  const createProfile = useCreateStudentProfile();
  const form = useServerForm({
    schema: createProfileSchema,
    isPending: createProfile.isPending,
    mode: 'onChange',
    defaultValues: emptyValuesOf<FormValues>(FIELDS),
  });

  const onSubmit = form.submitWith(async (values) => {
    onCreated(await createProfile.mutateAsync(values));
  });

  return (
    <FormFrame status={form.status} onSubmit={onSubmit} submitLabel="Create Profile">
      <FormFields form={form} fields={FIELDS} />
    </FormFrame>
  );
}
