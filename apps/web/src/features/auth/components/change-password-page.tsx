import { useState } from 'react';
import { useNavigate } from 'react-router';
import { homeForRole, MESSAGES } from '@portal/domain';
import { FeedbackMessage } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { MESSAGE_DURATION_MS } from '../../../lib/use-feedback';
import { useCurrentUser } from '../../../api/current-user';
import { frameOf, paths } from '../../../config/paths';
import { ChangePasswordForm } from './change-password-form';

/**
 * Change password for a signed-in user. When the change was forced (staff or lecturer with a
 * default password) the user continues to the home of the role with the success message.
 */
export function ChangePasswordPage() {
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const [success, setSuccess] = useState<string | null>(null);
  const [wasForced] = useState(() => user?.must_change_password === true);

  const onChanged = (message: string) => {
    if (wasForced && user) {
      void navigate(homeForRole(user.role), { replace: true, state: { flash: message } });
      return;
    }
    setSuccess(message);
  };

  return (
    <PageLayout {...frameOf(paths.student.changePassword)}>
      {wasForced ? <FeedbackMessage tone="info">{MESSAGES.passwordChangeRequired}</FeedbackMessage> : null}
      {success ? (
        <FeedbackMessage tone="success" lifetimeMs={MESSAGE_DURATION_MS}>
          {success}
        </FeedbackMessage>
      ) : null}
      <ChangePasswordForm onChanged={onChanged} />
    </PageLayout>
  );
}
