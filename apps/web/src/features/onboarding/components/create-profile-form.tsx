import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { createProfileSchema, GENDERS, MESSAGES, MODE_OF_STUDY_LABELS, MODES_OF_STUDY } from '@portal/domain';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { FeedbackMessage } from '../../../components/feedback';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { errorMessage } from '../../../lib/api-client';
import { useCreateStudentProfile, type CreatedProfile } from '../api/create-profile';

type FormValues = z.input<typeof createProfileSchema>;
type FormOutput = z.output<typeof createProfileSchema>;

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
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(createProfileSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const isProcessing = isSubmitting || createProfile.isPending;
  const errorRef = useErrorFocus(serverError, isProcessing);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onCreated(await createProfile.mutateAsync(values));
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {serverError ? <FeedbackMessage focusRef={errorRef}>{serverError}</FeedbackMessage> : null}
      <FormField
        id="create-surname"
        label="Surname"
        autoComplete="family-name"
        registration={register('surname')}
        error={errors.surname?.message}
      />
      <FormField
        id="create-first-name"
        label="First Name"
        autoComplete="given-name"
        registration={register('first_name')}
        error={errors.first_name?.message}
      />
      <FormField
        id="create-other-names"
        label="Other Names"
        hint="Optional."
        autoComplete="additional-name"
        registration={register('other_names')}
        error={errors.other_names?.message}
      />
      <SelectField
        id="create-gender"
        label="Gender"
        placeholder="Select"
        options={GENDERS}
        registration={register('gender')}
        error={errors.gender?.message}
      />
      <FormField
        id="create-phone"
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="11 digits, e.g. 08031234567."
        registration={register('phone_number')}
        error={errors.phone_number?.message}
      />
      <FormField
        id="create-student-id"
        label="Student ID"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        hint="5 characters."
        registration={register('username')}
        error={errors.username?.message}
      />
      <SelectField
        id="create-mode"
        label="Mode of Study"
        placeholder="Select"
        options={MODE_OPTIONS}
        registration={register('mode_of_study')}
        error={errors.mode_of_study?.message}
      />
      <button type="submit" className="button button--primary button--block" disabled={!isValid || isProcessing}>
        {isProcessing ? MESSAGES.processing : 'Create Profile'}
      </button>
    </form>
  );
}
