import { groupThousands } from './money.js';
import { DOWNLOAD_MAX_BYTES } from './uploads.js';

/** User-facing texts, word for word from the spec where it gives them. */
export const MESSAGES = {
  required: '*Required',
  invalid: '*Invalid',
  mismatch: '*Mismatch',
  tooManyCharacters: '*Too many characters',
  expiredToken: 'Expired token',
  invalidCredentials: 'Invalid username or password.',
  wrongPortal: 'Invalid username or password.',
  accountInactive: 'This account is inactive. Contact the ICT department.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  databaseUnavailable: 'The portal cannot reach its database just now. Please try again in a moment.',
  notAllowed: 'You are not allowed to do this.',
  /** A state change sent from another site (the same-origin rule, app.ts). */
  crossSiteRefused: 'Cross-site request refused.',
  /** Input that failed validation in a way no field message describes. */
  checkForm: 'Please check the form and try again.',
  /** A print whose verification code or pricing could not be made (never expected). */
  formNotPrepared: 'The printed form could not be prepared.',
  notFound: 'No record found.',
  unexpected: 'An error occurred! Contact ICT Dept.',
  networkError: 'Network Error',
  processing: 'Processing..',
  notAvailableYet: 'This screen is not available yet.',
  loggedOut: 'You have been logged out.',
  passwordChangeRequired: 'You must change your password before you continue.',
  /** A desk's SMS to a student who gave no phone number (every workflow form). */
  noPhone: 'This student has no phone number on record.',
  actionSuccessful: 'Action was Successful!',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Input refused field by field: "Please check the form: current_level: *Invalid; …". */
export function checkFormFields(parts: readonly string[]): string {
  return `Please check the form: ${parts.join('; ')}`;
}

/** GET /api/ready's 503 for a load balancer: why this instance should get no new requests. */
export const READINESS_MESSAGES = {
  notReady: (reason: string) => `Not ready: ${reason}.`,
  shuttingDown: 'shutting down',
  databaseUnreachable: 'database unreachable',
  migrationsPending: 'database migrations not current',
} as const;

/** The spec's answer to most successful changes. */
const ACTION_SUCCESSFUL = MESSAGES.actionSuccessful;

/*
 * What each area answers, one catalogue per aggregate, used by the API (which sends them) and
 * the web app (which shows them).
 */

export const AUTH_MESSAGES = {
  loggedOut: 'Logged out',
  passwordChanged: 'Password changed successfully.',
  /** The password changed in another session between reading the user and writing the change. */
  changedElsewhere: 'Your password was changed elsewhere. Sign in again.',
  currentPasswordWrong: 'The current password is not correct.',
  sameAsCurrent: 'The new password must be different from the current password.',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  requested: 'If the details match our records, a 6-digit code has been sent by SMS to the phone number on record.',
  reset: 'Password reset successfully.',
  codeInvalid: 'The code is not valid or has expired.',
} as const;

export const ONBOARDING_MESSAGES = {
  defaultPasswordChanged: AUTH_MESSAGES.passwordChanged,
  detailsConfirmed: ACTION_SUCCESSFUL,
  stepAlreadyDone: 'This step has already been completed.',
  profileExists: (studentId: string) => `A profile already exists for Student ID ${studentId}.`,
  ledgerInUse: (ledgerNumber: string) => `Ledger number ${ledgerNumber} is already in use. Contact ICT Dept.`,
  sameAsDefault: 'The new password must be different from the default password.',
  currentPasswordForPhone: 'Enter your current password to change the phone number.',
  currentPasswordWrong: AUTH_MESSAGES.currentPasswordWrong,
} as const;

/** A passport upload the owner's status does not allow (the student's and the lecturer's). */
export const PASSPORT_MESSAGES = {
  profileFirst: 'Complete your profile before uploading a passport.',
  notChangeable: 'You may not change this passport.',
} as const;

export const PERIOD_MESSAGES = {
  created: 'Action was carried out successfully!',
  statusChanged: 'The status of the particular period was changed successfully!',
  unchanged: (field: string, state: string) => `The ${field} status of this period is already ${state}.`,
  duplicate: (semester: string, session: string) => `The period ${semester} semester ${session} already exists.`,
} as const;

export const COURSE_MESSAGES = {
  created: 'The specified course was inputed successfully!',
  statusChanged: 'Status Changed',
  edited: ACTION_SUCCESSFUL,
  duplicate: (code: string) => `A course with the code ${code} already exists.`,
} as const;

export const CHARGE_MESSAGES = {
  saved: ACTION_SUCCESSFUL,
  /** Input New Charge of an item already set for the level, new or returning and mode (issue 15 §2). */
  exists: (item: string) =>
    `${item} already exists for this level, new or returning and mode of study. Use Edit to change its amount.`,
  /** Input New Charge of a department whose charge is already set for the level (issue 15 §2). */
  departmentExists: (department: string) =>
    `The charge of ${department} already exists for this level. Use Update to change its amount.`,
} as const;

export const COURSE_FEE_MESSAGES = {
  saved: ACTION_SUCCESSFUL,
  nothingToCopy: 'No earlier period has course fees to copy.',
  noRate: 'No course fee is set for this period, programme level and band.',
} as const;

export const FACULTY_MESSAGES = {
  created: 'Faculty account was created successfully!',
  statusChanged: 'Status changed successfully!',
  nameChanged: ACTION_SUCCESSFUL,
  /** Edit on Manage Faculty. */
  edited: ACTION_SUCCESSFUL,
  passportChanged: ACTION_SUCCESSFUL,
  usernameTaken: (username: string) => `The username ${username} is already in use.`,
  /** The created account's username carries a digit: another lecturer has the same names (issue 15 §6). */
  usernameNumbered: (taken: string, username: string) =>
    `${taken} is already used by a lecturer with the same name, so this account's username is ${username}.`,
  usernameInvalid: (username: string) =>
    `The username ${username} is not a valid e-mail address. Please check the first name and surname.`,
} as const;

export const ASSIGNMENT_MESSAGES = {
  assigned: 'The course was assigned successfully!',
  unassigned: 'The course was unassigned successfully!',
  duplicate: 'Unable to assign course. Duplicate assignment!',
  courseMissing: (code: string) => `The course ${code} was not found.`,
  courseUnavailable: (code: string) => `The course ${code} is not on the portal (unavailable).`,
  lecturerMissing: 'The selected lecturer was not found or the account is inactive.',
  notAssigned: (code: string) => `The course ${code} is not assigned in this period.`,
} as const;

export const DOWNLOAD_MESSAGES = {
  saved: ACTION_SUCCESSFUL,
  missing: 'Please choose a file.',
  tooManyBytes: `The file must be at most ${groupThousands(DOWNLOAD_MAX_BYTES)} bytes.`,
  wrongType: 'Only pdf, doc, docx, xls, xlsx, png, jpg or jpeg files are accepted.',
  urlOnlyForLinks: 'Only a link has a URL to change.',
} as const;
