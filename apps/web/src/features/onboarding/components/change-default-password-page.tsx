import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useServerForm } from '../../../lib/use-server-form';
import { changeDefaultPasswordSchema } from '@portal/domain';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { FormFrame } from '../../../components/form-frame';
import { PageLayout } from '../../../components/page-layout';
import { currentUserQueryKey } from '../../../api/current-user';
import { useChangeDefaultPassword } from '../api/change-default-password';

/** /student/change-default-password: usable only in status 'change password'. */
export function ChangeDefaultPasswordPage() {
  const changeDefault = useChangeDefaultPassword();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useServerForm({
    schema: changeDefaultPasswordSchema,
    isPending: changeDefault.isPending,
    mode: 'onChange',
    defaultValues: { password: '', confirm_password: '' },
  });

  const onSubmit = form.submitWith(async (values) => {
    const message = await changeDefault.mutateAsync(values);
    // The status is now 'complete profile': keep the message with this entry, then refresh the
    // current user; the guard moves on to Complete Profile, carrying the message.
    await navigate(location.pathname, { replace: true, state: { flash: message } });
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  });

  return (
    <PageLayout
      title="Change Default Password"
      intro="Choose your own password before you continue. You will use it from now on."
    >
      <FormFrame status={form.status} onSubmit={onSubmit} submitLabel="Change Password">
        <NewPasswordFields idPrefix="default" form={form} />
      </FormFrame>
    </PageLayout>
  );
}
