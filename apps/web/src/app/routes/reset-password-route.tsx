import { ResetPasswordPage } from '../../features/password-reset/components/reset-password-page';

/** Lazily loaded route module. */
export function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
