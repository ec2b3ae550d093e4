import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useServerForm } from '../../../lib/use-server-form';
import { resetConfirmSchema, resetRequestSchema } from '@portal/domain';
import { FeedbackMessage } from '../../../components/feedback';
import { FormFrame } from '../../../components/form-frame';
import { Dialog } from '../../../components/dialog';
import { FieldShell, fieldControlProps } from '../../../components/field-shell';
import { FormField } from '../../../components/form-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/reset-password';

const PHONE_HINT = 'The number on record, after +234 or the leading 0: for 08031234567 type 8031234567.';

interface RequestStepProps {
  onSent: (studentId: string, answer: string) => void;
}

/** Step 1: Student ID and phone number on record; the server sends a code by SMS. */
function RequestStep({ onSent }: RequestStepProps) {
  const request = useRequestPasswordReset();
  const form = useServerForm({
    schema: resetRequestSchema,
    isPending: request.isPending,
    mode: 'onChange',
    defaultValues: { student_id: '', phone_number: '' },
  });
  const phone = form.field('phone_number');
  const onSubmit = form.submitWith(async (values) => {
    onSent(values.student_id, await request.mutateAsync(values));
  });

  return (
    <FormFrame status={form.status} onSubmit={onSubmit} submitLabel="Proceed">
      <FormField
        id="reset-student-id"
        label="Student ID"
        autoComplete="username"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.field('student_id')}
      />
      <FieldShell id="reset-phone" label="Phone Number (without the leading 0)" error={phone.error} hint={PHONE_HINT}>
        <div className="input-group">
          <span className="input-group__prefix" aria-hidden="true">
            +234
          </span>
          <input
            className="field__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...fieldControlProps('reset-phone', phone.error, PHONE_HINT)}
            {...phone.registration}
          />
        </div>
      </FieldShell>
    </FormFrame>
  );
}

interface ConfirmStepProps {
  studentId: string;
  onReset: () => void;
}

/** Step 2: the 6-digit code from the SMS and the new password. */
function ConfirmStep({ studentId, onReset }: ConfirmStepProps) {
  const confirm = useConfirmPasswordReset();
  const form = useServerForm({
    schema: resetConfirmSchema,
    isPending: confirm.isPending,
    mode: 'onChange',
    defaultValues: { student_id: studentId, code: '', password: '', confirm_password: '' },
  });
  const onSubmit = form.submitWith(async (values) => {
    await confirm.mutateAsync(values);
    onReset();
  });

  return (
    <FormFrame status={form.status} onSubmit={onSubmit} submitLabel="Reset Password">
      <FormField
        id="reset-code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint="The 6-digit code in the SMS. It expires after 10 minutes."
        {...form.field('code')}
      />
      <NewPasswordFields idPrefix="reset" form={form} />
    </FormFrame>
  );
}

type Step = { name: 'request' } | { name: 'confirm'; studentId: string; answer: string } | { name: 'done' };

/** /student/reset-password (public): prove the phone on record with an SMS code, then set a password. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'request' });
  const loginHref = paths.student.login.getHref();

  return (
    <PageLayout
      title="Reset Password"
      intro={
        step.name === 'request'
          ? 'Enter your Student ID and the phone number on record. We will send a 6-digit code to that phone by SMS.'
          : undefined
      }
      footer={
        <p>
          Remembered it? <Link to={loginHref}>Student Access</Link>
        </p>
      }
    >
      {step.name === 'request' ? (
        <RequestStep onSent={(studentId, answer) => setStep({ name: 'confirm', studentId, answer })} />
      ) : null}
      {step.name === 'confirm' ? (
        <>
          <FeedbackMessage tone="info">{step.answer}</FeedbackMessage>
          <ConfirmStep studentId={step.studentId} onReset={() => setStep({ name: 'done' })} />
          <p className="form-aside">
            No code?{' '}
            <button type="button" className="link-button" onClick={() => setStep({ name: 'request' })}>
              Start again
            </button>
          </p>
        </>
      ) : null}
      {step.name === 'done' ? (
        <Dialog
          title="Password Reset Successful"
          actions={
            <button type="button" className="button button--primary" onClick={() => void navigate(loginHref)}>
              OK
            </button>
          }
        >
          <p>Your password has been changed. Log in with your Student ID and the new password.</p>
        </Dialog>
      ) : null}
    </PageLayout>
  );
}
