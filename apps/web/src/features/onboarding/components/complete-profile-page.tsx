import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageLayout } from '../../../components/page-layout';
import { currentUserQueryKey } from '../../../api/current-user';
import type { CompletedProfile } from '../api/complete-profile';
import { CompleteProfileForm } from './complete-profile-form';

/** /student/complete-profile: usable only in status 'complete profile'. */
export function CompleteProfilePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const onCompleted = async (result: CompletedProfile) => {
    // The status is now 'upload passport': keep the message with this entry, then refresh the
    // current user; the guard moves on to Upload Passport, carrying the message.
    const flash = `Your profile is complete. E-mail: ${result.email}. Matriculation Number: ${result.matriculation_number}.`;
    await navigate(location.pathname, { replace: true, state: { flash } });
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };

  return (
    <PageLayout
      title="Complete Profile"
      width="medium"
      intro="Fill in your student record. Every field is required unless it says optional."
    >
      <CompleteProfileForm onCompleted={onCompleted} />
    </PageLayout>
  );
}
