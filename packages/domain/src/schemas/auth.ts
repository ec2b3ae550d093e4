import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { requiredCheck } from './common.js';
import { MIN_PASSWORD_LENGTH } from '../passwords.js';
import { ACCOUNT_STATUSES, ADMIN_POSITIONS, ROLES, STUDENT_STATUSES } from '../roles.js';

// ---- requests ------------------------------------------------------------------------------

// The three logins (a module of their own: the login pages' first load carries only them).
export * from './login.js';

/** New password with confirmation: both at least 8, confirm must match. */
export const newPasswordFields = {
  password: z.string().min(1, requiredCheck).min(MIN_PASSWORD_LENGTH, MESSAGES.invalid).max(200, MESSAGES.invalid),
  confirm_password: z
    .string()
    .min(1, requiredCheck)
    .min(MIN_PASSWORD_LENGTH, MESSAGES.invalid)
    .max(200, MESSAGES.invalid),
};

/** A new password and its confirmation must be the same. */
export const passwordsMatch = <T extends { password: string; confirm_password: string }>(value: T) =>
  value.password === value.confirm_password;
export const passwordMismatch = { path: ['confirm_password'], message: MESSAGES.mismatch };

/** POST /api/auth/change-password: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, MESSAGES.required).max(200, MESSAGES.invalid),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, passwordMismatch);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

// ---- responses -----------------------------------------------------------------------------

/**
 * POST /api/auth/{portal}/login: what the browser may keep to route (the token itself travels
 * in an HttpOnly cookie). The office stands in `surname` for staff.
 */
export const sessionUserSchema = z.object({
  custom_id: z.string(),
  role: z.enum(ROLES),
  /** Family name for students and lecturers, the office for staff. */
  surname: z.string(),
  /** Epoch milliseconds. */
  expiry: z.number(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/me: who is signed in, read from the database on every call. */
export const currentUserSchema = sessionUserSchema.extend({
  username: z.string(),
  status: z.enum([...STUDENT_STATUSES, ...ACCOUNT_STATUSES]),
  admin_position: z.enum(ADMIN_POSITIONS).nullable(),
  title: z.string().nullable(),
  first_name: z.string(),
  other_names: z.string().nullable(),
  must_change_password: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
