import { useServerForm } from '../../../lib/use-server-form';
import { createProfileSchema, GENDERS, MODE_OF_STUDY_LABELS, MODES_OF_STUDY } from '@portal/domain';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { FormFrame } from '../../../components/form-frame';
import { useCreateStudentProfile, type CreatedProfile } from '../api/create-profile';

type FormValues = z.input<typeof createProfileSchema>;

const EMPTY = {
  surname: '',
  first_name: '',
  other_names: '',
  gender: '',
  phone_number: '',
  username: '',
  mode_of_study: '',
} as unknown as FormValues;

const MODE_OPTIONS = MODES_OF_STUDY.map((value) => ({ value, label: MODE_OF_STUDY_LABELS[value] }));

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
    defaultValues: EMPTY,
  });

  const onSubmit = form.submitWith(async (values) => {
    onCreated(await createProfile.mutateAsync(values));
  });

  return (
    <FormFrame status={form.status} onSubmit={onSubmit} submitLabel="Create Profile">
      <FormField id="create-surname" label="Surname" autoComplete="family-name" {...form.field('surname')} />
      <FormField id="create-first-name" label="First Name" autoComplete="given-name" {...form.field('first_name')} />
      <FormField
        id="create-other-names"
        label="Other Names"
        hint="Optional."
        autoComplete="additional-name"
        {...form.field('other_names')}
      />
      <SelectField id="create-gender" label="Gender" placeholder="Select" options={GENDERS} {...form.field('gender')} />
      <FormField
        id="create-phone"
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="11 digits, e.g. 08031234567."
        {...form.field('phone_number')}
      />
      <FormField
        id="create-student-id"
        label="Student ID"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        hint="5 characters."
        {...form.field('username')}
      />
      <SelectField
        id="create-mode"
        label="Mode of Study"
        placeholder="Select"
        options={MODE_OPTIONS}
        {...form.field('mode_of_study')}
      />
    </FormFrame>
  );
}
