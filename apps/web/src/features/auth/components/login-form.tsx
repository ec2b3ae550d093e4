import { type InputHTMLAttributes } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import type { z } from 'zod/mini';
import { MESSAGES } from '@portal/domain';
import { FormField } from '../../../components/form-field';
import { FormFrame } from '../../../components/form-frame';
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
  const form = useServerForm({
    schema,
    isPending: login.isPending,
    mode: 'onChange',
    defaultValues: { username: '', password: '' },
  });
  const onSubmit = form.submitWith(async (credentials) => {
    await login.mutateAsync(credentials);
    if (!getStoredSession()) form.showServerError(MESSAGES.unexpected);
  });

  const idPrefix = `${portal}-login`;

  return (
    // The login failure banner stays until the next attempt (issue 15): the only one that does.
    <FormFrame status={form.status} onSubmit={onSubmit} submitLabel="Login" refusalLifetimeMs={null}>
      <FormField id={`${idPrefix}-username`} label={usernameLabel} {...form.field('username')} {...usernameInput} />
      <FormField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
    </FormFrame>
  );
}
