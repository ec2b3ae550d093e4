import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { changeDefaultPasswordSchema, MESSAGES } from '@portal/domain';
import type { z } from 'zod';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { FeedbackMessage } from '../../../components/feedback';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { PageLayout } from '../../../components/page-layout';
import { errorMessage } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../api/current-user';
import { useChangeDefaultPassword } from '../api/change-default-password';

type FormValues = z.input<typeof changeDefaultPasswordSchema>;

/** /student/change-default-password: usable only in status 'change password'. */
export function ChangeDefaultPasswordPage() {
  const changeDefault = useChangeDefaultPassword();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors, isValid, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(changeDefaultPasswordSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirm_password: '' },
  });

  const isProcessing = isSubmitting || changeDefault.isPending;
  const errorRef = useErrorFocus(serverError, isProcessing);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const message = await changeDefault.mutateAsync(values);
      // The status is now 'complete profile': keep the message with this entry, then refresh the
      // current user; the guard moves on to Complete Profile, carrying the message.
      await navigate(location.pathname, { replace: true, state: { flash: message } });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <PageLayout
      title="Change Default Password"
      intro="Choose your own password before you continue. You will use it from now on."
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {serverError ? <FeedbackMessage focusRef={errorRef}>{serverError}</FeedbackMessage> : null}
        <NewPasswordFields
          idPrefix="default"
          register={register}
          trigger={trigger}
          getFieldState={getFieldState}
          errors={errors}
        />
        <button type="submit" className="button button--primary button--block" disabled={!isValid || isProcessing}>
          {isProcessing ? MESSAGES.processing : 'Change Password'}
        </button>
      </form>
    </PageLayout>
  );
}
