import { ProfileCreatedPage } from '../../features/onboarding/components/profile-created-page';

/** Lazily loaded route module. */
export function ProfileCreatedRoute() {
  return <ProfileCreatedPage />;
}
