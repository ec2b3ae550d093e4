import { ChangePasswordPage } from '../../features/auth/components/change-password-page';

/** Lazily loaded route module of /{student,admin,faculty}/change-password. */
export function ChangePasswordRoute() {
  return <ChangePasswordPage />;
}
