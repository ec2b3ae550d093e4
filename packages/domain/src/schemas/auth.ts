import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { MIN_PASSWORD_LENGTH } from '../passwords.js';

/** Student login: Student ID of exactly 5 characters, password of at least 8 (student-side §5). */
export const studentLoginSchema = z.object({
  username: z
    .string()
    .trim()
    .length(5, MESSAGES.invalid)
    .transform((value) => value.toUpperCase()),
  password: z.string().min(8, MESSAGES.invalid).max(200, MESSAGES.invalid),
});

/** Admin login: an e-mail username and a password of at least 8 (admin-faculty-side §5). */
export const adminLoginSchema = z.object({
  username: z
    .string()
    .trim()
    .pipe(z.email(MESSAGES.invalid))
    .transform((value) => value.toLowerCase()),
  password: z.string().min(8, MESSAGES.invalid).max(200, MESSAGES.invalid),
});

/** Faculty login: an e-mail username and a password of at least 4 (admin-faculty-side §5). */
export const facultyLoginSchema = z.object({
  username: z
    .string()
    .trim()
    .pipe(z.email(MESSAGES.invalid))
    .transform((value) => value.toLowerCase()),
  password: z.string().min(4, MESSAGES.invalid).max(200, MESSAGES.invalid),
});

export type StudentLoginInput = z.input<typeof studentLoginSchema>;
export type AdminLoginInput = z.input<typeof adminLoginSchema>;
export type FacultyLoginInput = z.input<typeof facultyLoginSchema>;

/** New password with confirmation: both at least 8, confirm must match. */
export const newPasswordFields = {
  password: z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.invalid).max(200, MESSAGES.invalid),
  confirm_password: z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.invalid).max(200, MESSAGES.invalid),
};

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, MESSAGES.required).max(200, MESSAGES.invalid),
    ...newPasswordFields,
  })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.mismatch,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** What the server answers to a successful login and to the current-user call. */
export const sessionUserSchema = z.object({
  custom_id: z.string(),
  role: z.enum(['student', 'admin', 'faculty']),
  surname: z.string(),
  expiry: z.number(),
});
