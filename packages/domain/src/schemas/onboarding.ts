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
import { newPasswordFields } from './auth.js';

const required = (max = 100) => z.string().trim().min(1, MESSAGES.required).max(max, MESSAGES.invalid);
const requiredEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: () => MESSAGES.required });
/** Nigerian phone number as typed: exactly 11 digits (student-side §5). */
export const phoneNumber11 = z
  .string()
  .trim()
  .regex(/^\d{11}$/, MESSAGES.invalid);

/** Student ID: exactly 5 letters or digits, upper-cased. */
export const studentId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}$/, MESSAGES.invalid)
  .transform((v) => v.toUpperCase());

/** Create Student Profile (student-side §5). Role and status are never taken from a client. */
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

const matchingPasswords = <T extends { password: string; confirm_password: string }>(value: T) =>
  value.password === value.confirm_password;
const mismatch = { path: ['confirm_password'], message: MESSAGES.mismatch };

/** Change Default Password: new password and its confirmation. */
export const changeDefaultPasswordSchema = z.object(newPasswordFields).refine(matchingPasswords, mismatch);
export type ChangeDefaultPasswordInput = z.input<typeof changeDefaultPasswordSchema>;

/** Complete Profile: the student record (student-side §3, §5). */
export const completeProfileSchema = z
  .object({
    ledger_number: z
      .string()
      .trim()
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
    year_of_admission: z.coerce
      .number({ error: () => MESSAGES.required })
      .int(MESSAGES.invalid)
      .min(FIRST_ADMISSION_YEAR, MESSAGES.invalid)
      .max(LAST_ADMISSION_YEAR, MESSAGES.invalid),
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

/** Confirm User Details (student-side §5): a new phone number needs the current password. */
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

/** Reset, step 1: Student ID and the phone number without its leading 0 (10 digits). */
export const resetRequestSchema = z.object({
  student_id: z
    .string()
    .trim()
    .length(5, MESSAGES.required)
    .transform((v) => v.toUpperCase()),
  phone_number: z
    .string()
    .trim()
    .regex(/^\d{10}$/, MESSAGES.required),
});
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

/** Reset, step 2: the 6-digit code from the SMS and the new password. */
export const resetConfirmSchema = z
  .object({
    student_id: z
      .string()
      .trim()
      .length(5, MESSAGES.required)
      .transform((v) => v.toUpperCase()),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, MESSAGES.invalid),
    ...newPasswordFields,
  })
  .refine(matchingPasswords, mismatch);
export type ResetConfirmInput = z.input<typeof resetConfirmSchema>;

/** An SMS written by staff: 1 to 100 characters. */
export const SMS_MAX_LENGTH = 100;
export const smsMessageSchema = z.object({
  message: z.string().trim().min(1, MESSAGES.required).max(SMS_MAX_LENGTH, MESSAGES.tooManyCharacters),
});

/** Passport photo limits (student-side §5, §9). */
export const PASSPORT_MAX_BYTES = 15_000_000;
export const PASSPORT_ACCEPTED_TYPES = ['image/png', 'image/jpeg'] as const;
export const PASSPORT_OUTPUT_WIDTH = 500;
/** Decoded images above this many pixels are refused (decompression bombs). */
export const PASSPORT_MAX_PIXELS = 40_000_000;

/** Downloads (student-side §2): a titled link or an uploaded file. */
export const DOWNLOAD_MAX_BYTES = 15_000_000;
export const downloadLinkSchema = z.object({
  title: required(120),
  url: z
    .string()
    .trim()
    .url(MESSAGES.invalid)
    .refine((v) => /^https?:\/\//i.test(v), MESSAGES.invalid),
});
export const downloadTitleSchema = z.object({ title: required(120) });

/** Library resources: an instruction and HTML content (sanitised by the server). */
export const libraryResourceSchema = z.object({
  instruction: z.string().trim().max(1000, MESSAGES.invalid).default(''),
  html: z.string().max(200_000, MESSAGES.invalid),
});

/**
 * GET /api/students/me/profile: the signed-in student's account and student record, one shape
 * for the server and the web app. Record fields are null until Complete Profile.
 */
export interface StudentProfile {
  custom_id: string;
  username: string;
  surname: string;
  first_name: string;
  other_names: string | null;
  gender: string | null;
  phone_number: string | null;
  mode_of_study: string | null;
  status: string;
  passport_url: string | null;
  ledger_number: string | null;
  date_of_birth: string | null;
  email: string | null;
  matriculation_number: string | null;
  state_of_origin: string | null;
  country_of_origin: string | null;
  denomination: string | null;
  local_church: string | null;
  name_of_pastor: string | null;
  work_fulltime: string | null;
  ministry: string | null;
  year_of_admission: number | null;
  programme_category: string | null;
  programme: string | null;
  faculty: string | null;
  department: string | null;
  affiliation_status: string | null;
  special_student_category: string | null;
}
