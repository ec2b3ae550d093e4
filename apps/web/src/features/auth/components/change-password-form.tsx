import { useServerForm } from '../../../lib/use-server-form';
import { changePasswordSchema, type ChangePasswordInput } from '@portal/domain';
import { FormField } from '../../../components/form-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { FormFrame } from '../../../components/form-frame';
import { useChangePassword } from '../api/change-password';

export interface ChangePasswordFormProps {
  /** Called with the server's success text once the current user has been refreshed. */
  onChanged: (message: string) => void;
}

const EMPTY: ChangePasswordInput = { current_password: '', password: '', confirm_password: '' };

export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const changePassword = useChangePassword();
  const form = useServerForm({
    schema: changePasswordSchema,
    isPending: changePassword.isPending,
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { reset } = form;
  const onSubmit = form.submitWith(async (values) => {
    const message = await changePassword.mutateAsync(values);
    reset(EMPTY);
    onChanged(message);
  });

  return (
    <FormFrame status={form.status} onSubmit={onSubmit} submitLabel="Change Password">
      <FormField
        id="current-password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        {...form.field('current_password')}
      />
      <NewPasswordFields form={form} />
    </FormFrame>
  );
}
