import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { GENDERS, MODES_OF_STUDY } from '../roles.js';
import {
  affiliationOptions,
  COUNTRIES,
  DENOMINATIONS,
  FACULTY_NAMES,
  FIRST_ADMISSION_YEAR,
  isDepartmentOf,
  LAST_ADMISSION_YEAR,
  PROGRAMME_CATEGORY_NAMES,
  programmesOf,
} from '../reference/academics.js';
import { newPasswordFields, passwordsMatch, passwordMismatch } from './auth.js';
import { formInteger, nullableText, requiredCheck } from './common.js';

const required = (max = 100) => z.string().trim().min(1, MESSAGES.required).max(max, MESSAGES.invalid);
const requiredEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: () => MESSAGES.required });
/** Nigerian phone number as typed: exactly 11 digits (student-side §5). */
export const phoneNumber11 = z
  .string()
  .trim()
  .min(1, requiredCheck)
  .regex(/^\d{11}$/, MESSAGES.invalid);

/** Student ID: exactly 5 letters or digits, upper-cased. */
export const studentId = z
  .string()
  .trim()
  .min(1, requiredCheck)
  .regex(/^[A-Za-z0-9]{5}$/, MESSAGES.invalid)
  .transform((v) => v.toUpperCase());

// ---- requests ------------------------------------------------------------------------------

/**
 * POST /api/auth/student/register: Create Student Profile (student-side §5). Role and status are
 * never taken from a client.
 */
export const createProfileSchema = z.object({
  surname: required(60).transform((v) => v.toUpperCase()),
  first_name: required(60),
  other_names: z.string().trim().max(100, MESSAGES.invalid).optional().default(''),
  gender: requiredEnum(GENDERS),
  phone_number: phoneNumber11,
  username: studentId,
  mode_of_study: requiredEnum(MODES_OF_STUDY),
});
export type CreateProfileInput = z.input<typeof createProfileSchema>;

/** POST /api/students/me/default-password: Change Default Password, the new password twice. */
export const changeDefaultPasswordSchema = z.object(newPasswordFields).refine(passwordsMatch, passwordMismatch);
export type ChangeDefaultPasswordInput = z.input<typeof changeDefaultPasswordSchema>;

/** POST /api/students/me/profile: Complete Profile, the student record (student-side §3, §5). */
export const completeProfileSchema = z
  .object({
    ledger_number: z
      .string()
      .trim()
      .min(1, requiredCheck)
      .min(7, MESSAGES.invalid)
      .max(30, MESSAGES.invalid)
      .transform((v) => v.toUpperCase()),
    date_of_birth: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.required)
      .refine((v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1930 && d.getUTCFullYear() <= 2015;
      }, MESSAGES.invalid),
    state_of_origin: required(60),
    country_of_origin: requiredEnum(COUNTRIES),
    denomination: requiredEnum(DENOMINATIONS),
    local_church: required(120),
    name_of_pastor: required(120),
    work_fulltime: requiredEnum(['yes', 'no']),
    ministry: required(120),
    year_of_admission: formInteger(FIRST_ADMISSION_YEAR, LAST_ADMISSION_YEAR),
    programme_category: requiredEnum(PROGRAMME_CATEGORY_NAMES as [string, ...string[]]),
    programme: required(120),
    faculty: requiredEnum(FACULTY_NAMES as [string, ...string[]]),
    department: required(120),
    affiliation_status: requiredEnum(['yes', 'no']),
    special_student_category: z.enum(['', 'JETS Staff']).optional().default(''),
  })
  .refine((v) => programmesOf(v.programme_category).includes(v.programme), {
    path: ['programme'],
    message: MESSAGES.required,
  })
  .refine((v) => isDepartmentOf(v.faculty, v.department), { path: ['department'], message: MESSAGES.required })
  .refine((v) => (affiliationOptions(v.programme_category) as readonly string[]).includes(v.affiliation_status), {
    path: ['affiliation_status'],
    message: MESSAGES.invalid,
  });
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;

/**
 * PATCH /api/students/me/details: Confirm User Details (student-side §5); a new phone number
 * needs the current password.
 */
export const confirmDetailsSchema = z
  .object({
    phone_number: phoneNumber11,
    gender: requiredEnum(GENDERS),
    faculty: requiredEnum(FACULTY_NAMES as [string, ...string[]]),
    department: required(120),
    current_password: z.string().max(200).optional().default(''),
  })
  .refine((v) => isDepartmentOf(v.faculty, v.department), { path: ['department'], message: MESSAGES.required });
export type ConfirmDetailsInput = z.input<typeof confirmDetailsSchema>;

// ---- responses -----------------------------------------------------------------------------

/** POST /api/auth/student/register: the one-time default password, shown once. */
export const createdProfileSchema = z.object({
  custom_id: z.string(),
  username: z.string(),
  default_password: z.string(),
});
export type CreatedProfile = z.infer<typeof createdProfileSchema>;

/** POST /api/students/me/profile: what the server derived (e-mail and matriculation number). */
export const completedProfileSchema = z.object({ email: z.string(), matriculation_number: z.string() });
export type CompletedProfile = z.infer<typeof completedProfileSchema>;

/**
 * GET /api/students/me/profile: the signed-in student's account and student record. Record
 * fields are null until Complete Profile.
 */
export const studentProfileSchema = z.object({
  custom_id: z.string(),
  username: z.string(),
  surname: z.string(),
  first_name: z.string(),
  other_names: nullableText,
  gender: nullableText,
  phone_number: nullableText,
  mode_of_study: nullableText,
  status: z.string(),
  passport_url: nullableText,
  ledger_number: nullableText,
  date_of_birth: nullableText,
  email: nullableText,
  matriculation_number: nullableText,
  state_of_origin: nullableText,
  country_of_origin: nullableText,
  denomination: nullableText,
  local_church: nullableText,
  name_of_pastor: nullableText,
  work_fulltime: nullableText,
  ministry: nullableText,
  year_of_admission: z.number().nullable(),
  programme_category: nullableText,
  programme: nullableText,
  faculty: nullableText,
  department: nullableText,
  affiliation_status: nullableText,
  special_student_category: nullableText,
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;
