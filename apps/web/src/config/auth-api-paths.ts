/**
 * The authentication endpoints: the only API paths the first load uses (the current user, sign
 * in, sign out). They are a module of their own so that the entry chunk carries them and not the
 * whole API table (`apiPaths` in api-paths.ts, which grows with every screen and goes with the
 * screens' fetchers).
 */
export const authApiPaths = {
  login: (portal: 'student' | 'admin' | 'faculty') => `/api/auth/${portal}/login`,
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  changePassword: '/api/auth/change-password',
  registerStudent: '/api/auth/student/register',
  passwordResetRequest: '/api/auth/password-reset/request',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
} as const;
