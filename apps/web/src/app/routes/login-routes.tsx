import { AdminLoginPage } from '../../features/auth/components/admin-login-page';
import { FacultyLoginPage } from '../../features/auth/components/faculty-login-page';
import { StudentLoginPage } from '../../features/auth/components/student-login-page';

/*
 * Lazily loaded route module of the three login pages: the forms' code (react-hook-form, the
 * zod login schemas) stays out of the landing page's first load. The prerendered login pages
 * preload this chunk and hydrate once it has arrived.
 */

export function StudentLoginRoute() {
  return <StudentLoginPage />;
}

export function AdminLoginRoute() {
  return <AdminLoginPage />;
}

export function FacultyLoginRoute() {
  return <FacultyLoginPage />;
}
