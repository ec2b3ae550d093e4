import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { useServerForm } from '../../../lib/use-server-form';
import { confirmDetailsSchema, FACULTY_NAMES, GENDERS, MESSAGES } from '@portal/domain';
import type { z } from 'zod';
import { FormFrame } from '../../../components/form-frame';
import { PHONE_INPUT } from '../../../components/form-field';
import { FormFields, selectSpec, type FieldSpec } from '../../../components/form-fields';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { frameOf, paths } from '../../../config/paths';
import { departmentsOf } from '../../../lib/academics';
import { useConfirmDetails } from '../api/confirm-details';
import { useMyProfile, type StudentProfile } from '../../../api/my-profile';

type FormValues = z.input<typeof confirmDetailsSchema>;

interface ConfirmDetailsFormProps {
  profile: StudentProfile;
}

function ConfirmDetailsForm({ profile }: ConfirmDetailsFormProps) {
  const navigate = useNavigate();
  const confirm = useConfirmDetails();
  const phoneOnFile = profile.phone_number ?? '';
  const form = useServerForm({
    schema: confirmDetailsSchema,
    isPending: confirm.isPending,
    // The one rule that depends on the record on file: a changed phone number needs the current password.
    refine: (values) =>
      values.phone_number.trim() !== phoneOnFile && !values.current_password
        ? { current_password: MESSAGES.required }
        : {},
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
  const { control, setValue, trigger } = form;
  const faculty = useWatch({ control, name: 'faculty' }) ?? '';
  const phone = useWatch({ control, name: 'phone_number' }) ?? '';
  const phoneChanged = phone.trim() !== phoneOnFile;
  const fields: FieldSpec<keyof FormValues>[] = [
    {
      name: 'phone_number',
      id: 'confirm-phone',
      label: 'Phone Number',
      ...PHONE_INPUT,
      register: { onChange: () => void trigger('current_password') },
    },
    selectSpec('gender', 'confirm-gender', 'Gender', GENDERS),
    {
      ...selectSpec('faculty', 'confirm-faculty', 'Faculty', FACULTY_NAMES),
      register: { onChange: () => setValue('department', '', { shouldValidate: true, shouldDirty: true }) },
    },
    {
      ...selectSpec('department', 'confirm-department', 'Department', departmentsOf(faculty)),
      placeholder: faculty ? 'Select' : 'Select a faculty first',
      disabled: !faculty,
    },
    {
      name: 'current_password',
      id: 'confirm-current-password',
      label: 'Current Password',
      type: 'password',
      autoComplete: 'current-password',
      hint: phoneChanged
        ? 'You changed your phone number: enter your current password to confirm it.'
        : 'Needed only if you change your phone number.',
    },
  ];
  const onSubmit = form.submitWith(async (values) => {
    const message = await confirm.mutateAsync(values);
    void navigate(paths.student.semesterRegistrationPeriod.getHref(), { replace: true, state: { flash: message } });
  });

  return (
    <FormFrame status={form.status} onSubmit={onSubmit} submitLabel="Confirm">
      <FormFields form={form} fields={fields} />
    </FormFrame>
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
