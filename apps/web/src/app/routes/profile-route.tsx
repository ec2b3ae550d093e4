import { ProfilePage } from '../../features/students/components/profile-page';

/** Lazily loaded route module. */
export function ProfileRoute() {
  return <ProfilePage />;
}
