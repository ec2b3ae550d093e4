import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { confirmDetailsSchema, FACULTY_NAMES, GENDERS, MESSAGES } from '@portal/domain';
import type { z } from 'zod';
import { FeedbackMessage } from '../../../components/feedback';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { FormField } from '../../../components/form-field';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { SelectField } from '../../../components/select-field';
import { frameOf, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { departmentsOf } from '../../../lib/academics';
import { useConfirmDetails } from '../api/confirm-details';
import { useMyProfile, type StudentProfile } from '../../../api/my-profile';

type FormValues = z.input<typeof confirmDetailsSchema>;
type FormOutput = z.output<typeof confirmDetailsSchema>;

/**
 * The shared schema, plus the one rule that depends on the record on file: a changed phone
 * number needs the current password.
 */
function confirmDetailsResolver(phoneOnFile: string): Resolver<FormValues, unknown, FormOutput> {
  const base = zodResolver(confirmDetailsSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const phoneChanged = values.phone_number.trim() !== phoneOnFile;
    if (phoneChanged && !values.current_password) {
      return {
        values: {},
        errors: {
          ...result.errors,
          current_password: { type: 'required', message: MESSAGES.required },
        },
      };
    }
    return result;
  };
}

interface ConfirmDetailsFormProps {
  profile: StudentProfile;
}

function ConfirmDetailsForm({ profile }: ConfirmDetailsFormProps) {
  const navigate = useNavigate();
  const confirm = useConfirmDetails();
  const [serverError, setServerError] = useState<string | null>(null);
  const phoneOnFile = profile.phone_number ?? '';
  const resolver = useMemo(() => confirmDetailsResolver(phoneOnFile), [phoneOnFile]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    trigger,
    formState: { errors, isValid, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver,
    mode: 'onChange',
    defaultValues: {
      phone_number: phoneOnFile,
      gender: (GENDERS as readonly string[]).includes(profile.gender ?? '')
        ? (profile.gender as FormValues['gender'])
        : undefined,
      faculty: profile.faculty ?? '',
      department: profile.department ?? '',
      current_password: '',
    },
  });
  const faculty = useWatch({ control, name: 'faculty' }) ?? '';
  const phone = useWatch({ control, name: 'phone_number' }) ?? '';
  const phoneChanged = phone.trim() !== phoneOnFile;
  const isProcessing = isSubmitting || confirm.isPending;
  const errorRef = useErrorFocus(serverError, isProcessing);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const message = await confirm.mutateAsync(values);
      void navigate(paths.student.semesterRegistrationPeriod.getHref(), { replace: true, state: { flash: message } });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {serverError ? <FeedbackMessage focusRef={errorRef}>{serverError}</FeedbackMessage> : null}
      <FormField
        id="confirm-phone"
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="11 digits, e.g. 08031234567."
        registration={register('phone_number', { onChange: () => void trigger('current_password') })}
        error={errors.phone_number?.message}
      />
      <SelectField
        id="confirm-gender"
        label="Gender"
        placeholder="Select"
        options={GENDERS}
        registration={register('gender')}
        error={errors.gender?.message}
      />
      <SelectField
        id="confirm-faculty"
        label="Faculty"
        placeholder="Select"
        options={FACULTY_NAMES}
        registration={register('faculty', {
          onChange: () => setValue('department', '', { shouldValidate: true, shouldDirty: true }),
        })}
        error={errors.faculty?.message}
      />
      <SelectField
        id="confirm-department"
        label="Department"
        placeholder={faculty ? 'Select' : 'Select a faculty first'}
        options={departmentsOf(faculty)}
        disabled={!faculty}
        registration={register('department')}
        error={errors.department?.message}
      />
      <FormField
        id="confirm-current-password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        hint={
          phoneChanged
            ? 'You changed your phone number: enter your current password to confirm it.'
            : 'Needed only if you change your phone number.'
        }
        registration={register('current_password')}
        error={errors.current_password?.message}
      />
      <button type="submit" className="button button--primary button--block" disabled={!isValid || isProcessing}>
        {isProcessing ? MESSAGES.processing : 'Confirm'}
      </button>
    </form>
  );
}

/** /student/confirm-details: shown to complete students whose department is not set. */
export function ConfirmDetailsPage() {
  const profile = useMyProfile();
  return (
    <PageLayout {...frameOf(paths.student.confirmDetails)}>
      <QueryStatus query={profile} />
      {profile.data ? <ConfirmDetailsForm profile={profile.data} /> : null}
    </PageLayout>
  );
}
