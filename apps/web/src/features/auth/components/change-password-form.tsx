import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { changePasswordSchema, MESSAGES, type ChangePasswordInput } from '@portal/domain';
import { FormField } from '../../../components/form-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { FeedbackMessage } from '../../../components/feedback';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

export interface ChangePasswordFormProps {
  /** Called with the server's success text once the current user has been refreshed. */
  onChanged: (message: string) => void;
}

const EMPTY: ChangePasswordInput = { current_password: '', password: '', confirm_password: '' };

export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const changePassword = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    getFieldState,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const isProcessing = isSubmitting || changePassword.isPending;
  const errorRef = useErrorFocus(serverError, isProcessing);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const message = await changePassword.mutateAsync(values);
      reset(EMPTY);
      onChanged(message);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {serverError ? <FeedbackMessage focusRef={errorRef}>{serverError}</FeedbackMessage> : null}
      <FormField
        id="current-password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        registration={register('current_password')}
        error={errors.current_password?.message}
      />
      <NewPasswordFields register={register} trigger={trigger} getFieldState={getFieldState} errors={errors} />
      <button type="submit" className="button button--primary button--block" disabled={!isValid || isProcessing}>
        {isProcessing ? MESSAGES.processing : 'Change Password'}
      </button>
    </form>
  );
}
