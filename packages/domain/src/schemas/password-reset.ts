import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { requiredCheck } from './common.js';
import { newPasswordFields, passwordMismatch, passwordsMatch } from './auth.js';

/** The Student ID both steps take: five characters, upper-cased (the ID the SMS code was sent for). */
const studentIdField = z
  .string()
  .trim()
  .length(5, MESSAGES.required)
  .transform((v) => v.toUpperCase());

/** POST /api/auth/password-reset/request: Student ID and the phone number without its leading 0 (10 digits). */
export const resetRequestSchema = z.object({
  student_id: studentIdField,
  phone_number: z
    .string()
    .trim()
    .regex(/^\d{10}$/, MESSAGES.required),
});
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

/** POST /api/auth/password-reset/confirm: the 6-digit code from the SMS and the new password. */
export const resetConfirmSchema = z
  .object({
    student_id: studentIdField,
    code: z
      .string()
      .trim()
      .min(1, requiredCheck)
      .regex(/^\d{6}$/, MESSAGES.invalid),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, passwordMismatch);
export type ResetConfirmInput = z.input<typeof resetConfirmSchema>;
