import { PassportPage } from '../../features/onboarding/components/passport-page';

/** Lazily loaded route module. */
export function PassportRoute() {
  return <PassportPage />;
}
