import { CreateProfilePage } from '../../features/onboarding/components/create-profile-page';

/** Lazily loaded route module. */
export function CreateProfileRoute() {
  return <CreateProfilePage />;
}
