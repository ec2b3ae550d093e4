/*
 * Lazily loaded route module of the three login pages: the forms' code (react-hook-form, the
 * zod login schemas) stays out of the landing page's first load. The prerendered login pages
 * preload this chunk and hydrate once it has arrived.
 */

export { StudentLoginPage as StudentLoginRoute } from '../../features/auth/components/student-login-page';

export { AdminLoginPage as AdminLoginRoute } from '../../features/auth/components/admin-login-page';

export { FacultyLoginPage as FacultyLoginRoute } from '../../features/auth/components/faculty-login-page';
