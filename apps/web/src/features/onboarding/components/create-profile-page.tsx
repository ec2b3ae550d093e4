import { Link, useNavigate } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import type { CreatedProfile } from '../api/create-profile';
import { CreateProfileForm } from './create-profile-form';
import type { ProfileCreatedState } from './profile-created-page';

/** /student/create-profile (public). */
export function CreateProfilePage() {
  const navigate = useNavigate();

  // The default password travels in router state, never in the URL.
  const onCreated = (profile: CreatedProfile) => {
    const state: ProfileCreatedState = { username: profile.username, default_password: profile.default_password };
    void navigate(paths.student.profileCreated.getHref(), { state });
  };

  return (
    <PageLayout
      title="Create Student Profile"
      intro="Enter your details as they appear in your admission records."
      footer={
        <p>
          Already have a profile? <Link to={paths.student.login.getHref()}>Student Access</Link>
        </p>
      }
    >
      <CreateProfileForm onCreated={onCreated} />
    </PageLayout>
  );
}
