import { ChangeDefaultPasswordPage } from '../../features/onboarding/components/change-default-password-page';

/** Lazily loaded route module. */
export function ChangeDefaultPasswordRoute() {
  return <ChangeDefaultPasswordPage />;
}
