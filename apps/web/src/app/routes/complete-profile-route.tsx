import { CompleteProfilePage } from '../../features/onboarding/components/complete-profile-page';

/** Lazily loaded route module. */
export function CompleteProfileRoute() {
  return <CompleteProfilePage />;
}
