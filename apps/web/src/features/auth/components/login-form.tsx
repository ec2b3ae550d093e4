import { useState, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import type { z } from 'zod/mini';
import { MESSAGES } from '@portal/domain';
import { FormField } from '../../../components/form-field';
import { FeedbackMessage } from '../../../components/feedback';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { errorMessage } from '../../../lib/api-client';
import { getStoredSession } from '../../../lib/session';
import { useLoginUser, type LoginCredentials, type LoginPortal } from '../api/login-user';

type UsernameInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'autoCapitalize' | 'inputMode' | 'spellCheck'
>;

export interface LoginFormProps {
  portal: LoginPortal;
  /** One of the domain's login schemas (studentLoginSchema, adminLoginSchema, facultyLoginSchema). */
  schema: z.ZodMiniType<LoginCredentials, LoginCredentials>;
  usernameLabel: string;
  usernameInput?: UsernameInputProps;
}

/**
 * Username and password, validated as the user types with the shared schema. On success the
 * session is stored; the page then moves on to the home of the role.
 */
export function LoginForm({ portal, schema, usernameLabel, usernameInput }: LoginFormProps) {
  const login = useLoginUser(portal);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginCredentials>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { username: '', password: '' },
  });

  const isProcessing = isSubmitting || login.isPending;
  const errorRef = useErrorFocus(serverError, isProcessing);

  const onSubmit = handleSubmit(async (credentials) => {
    setServerError(null);
    try {
      await login.mutateAsync(credentials);
      if (!getStoredSession()) setServerError(MESSAGES.unexpected);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  const idPrefix = `${portal}-login`;

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {/* The login failure banner stays until the next attempt (issue 15): the only one that does. */}
      {serverError ? (
        <FeedbackMessage focusRef={errorRef} lifetimeMs={null}>
          {serverError}
        </FeedbackMessage>
      ) : null}
      <FormField
        id={`${idPrefix}-username`}
        label={usernameLabel}
        registration={register('username')}
        error={errors.username?.message}
        {...usernameInput}
      />
      <FormField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <button type="submit" className="button button--primary button--block" disabled={!isValid || isProcessing}>
        {isProcessing ? MESSAGES.processing : 'Login'}
      </button>
    </form>
  );
}
