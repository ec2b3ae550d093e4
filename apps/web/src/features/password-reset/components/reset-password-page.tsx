import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { MESSAGES, resetConfirmSchema, resetRequestSchema } from '@portal/domain';
import type { z } from 'zod';
import { FeedbackMessage } from '../../../components/feedback';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { Dialog } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/reset-password';

type RequestValues = z.input<typeof resetRequestSchema>;
type RequestOutput = z.output<typeof resetRequestSchema>;
type ConfirmValues = z.input<typeof resetConfirmSchema>;
type ConfirmOutput = z.output<typeof resetConfirmSchema>;

interface RequestStepProps {
  onSent: (studentId: string, answer: string) => void;
}

/** Step 1: Student ID and phone number on record; the server sends a code by SMS. */
function RequestStep({ onSent }: RequestStepProps) {
  const request = useRequestPasswordReset();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RequestValues, unknown, RequestOutput>({
    resolver: zodResolver(resetRequestSchema),
    mode: 'onChange',
    defaultValues: { student_id: '', phone_number: '' },
  });
  const isProcessing = isSubmitting || request.isPending;
  const errorRef = useErrorFocus(serverError, isProcessing);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onSent(values.student_id, await request.mutateAsync(values));
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {serverError ? <FeedbackMessage focusRef={errorRef}>{serverError}</FeedbackMessage> : null}
      <FormField
        id="reset-student-id"
        label="Student ID"
        autoComplete="username"
        autoCapitalize="characters"
        spellCheck={false}
        registration={register('student_id')}
        error={errors.student_id?.message}
      />
      <div className={['field', errors.phone_number ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor="reset-phone">
          Phone Number (without the leading 0)
        </label>
        <div className="input-group">
          <span className="input-group__prefix" aria-hidden="true">
            +234
          </span>
          <input
            id="reset-phone"
            className="field__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-invalid={errors.phone_number ? true : undefined}
            aria-describedby={['reset-phone-hint', errors.phone_number ? 'reset-phone-error' : null]
              .filter(Boolean)
              .join(' ')}
            {...register('phone_number')}
          />
        </div>
        <p className="field__hint" id="reset-phone-hint">
          The number on record, after +234 or the leading 0: for 08031234567 type 8031234567.
        </p>
        {errors.phone_number ? (
          <p className="field__error" id="reset-phone-error">
            {errors.phone_number.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary button--block" disabled={!isValid || isProcessing}>
        {isProcessing ? MESSAGES.processing : 'Proceed'}
      </button>
    </form>
  );
}

interface ConfirmStepProps {
  studentId: string;
  onReset: () => void;
}

/** Step 2: the 6-digit code from the SMS and the new password. */
function ConfirmStep({ studentId, onReset }: ConfirmStepProps) {
  const confirm = useConfirmPasswordReset();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ConfirmValues, unknown, ConfirmOutput>({
    resolver: zodResolver(resetConfirmSchema),
    mode: 'onChange',
    defaultValues: { student_id: studentId, code: '', password: '', confirm_password: '' },
  });
  const isProcessing = isSubmitting || confirm.isPending;
  const errorRef = useErrorFocus(serverError, isProcessing);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await confirm.mutateAsync(values);
      onReset();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {serverError ? <FeedbackMessage focusRef={errorRef}>{serverError}</FeedbackMessage> : null}
      <FormField
        id="reset-code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint="The 6-digit code in the SMS. It expires after 10 minutes."
        registration={register('code')}
        error={errors.code?.message}
      />
      <NewPasswordFields
        idPrefix="reset"
        register={register}
        trigger={trigger}
        getFieldState={getFieldState}
        errors={errors}
      />
      <button type="submit" className="button button--primary button--block" disabled={!isValid || isProcessing}>
        {isProcessing ? MESSAGES.processing : 'Reset Password'}
      </button>
    </form>
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
