import type { z } from 'zod';
import {
  findStudentProfile,
  findUserByUsername,
  insertStudent,
  insertDedicatedAccountIfAbsent,
  insertStudentWallets,
  insertUser,
  lockUserById,
  recordAudit,
  revokeUserSessions,
  setUserStatus,
  updateStudentPlacement,
  updateUserContact,
  updateUserPassword,
  type StudentProfileRow,
  type Transaction,
  type UserRow,
} from '@portal/db';
import {
  matriculationNumber,
  MESSAGES,
  ONBOARDING_MESSAGES,
  studentEmail,
  studentStatusAfter,
  type changeDefaultPasswordSchema,
  type CompletedProfile,
  type completeProfileSchema,
  type confirmDetailsSchema,
  type CreatedProfile,
  type createProfileSchema,
  type ProgrammeCategory,
  type StudentStatus,
  type StudentProfile,
  type StudentStatusEvent,
  AUTH_MESSAGES,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import { newCustomId, newOneTimePassword } from '../../lib/tokens.js';
import type { AuthContext } from '../../plugins/auth.js';
import { passportUrl } from '../passport/index.js';

/** Locks the student and checks, on the locked row, that the event may happen now. */
async function lockStudentFor(
  tx: Transaction,
  customId: string,
  event: StudentStatusEvent,
): Promise<{ user: UserRow; next: StudentStatus }> {
  const user = await lockUserById(tx, customId);
  if (!user || user.role !== 'student') throw notFound();
  const next = studentStatusAfter(event, user.status as StudentStatus);
  if (!next) throw new AppError('CONFLICT', ONBOARDING_MESSAGES.stepAlreadyDone);
  return { user, next };
}

/**
 * Create Student Profile: a student account in status `change password` with a random default
 * password, shown once. Role and status are decided here, never by the client.
 */
export async function createStudentProfile(
  deps: Pick<ServiceDeps, 'db' | 'hasher'>,
  input: z.output<typeof createProfileSchema>,
): Promise<CreatedProfile> {
  const duplicate = () => new AppError('CONFLICT', ONBOARDING_MESSAGES.profileExists(input.username));
  if (await findUserByUsername(deps.db, input.username)) throw duplicate();
  const defaultPassword = newOneTimePassword();
  const passwordHash = await deps.hasher.hash(defaultPassword);
  try {
    const user = await deps.db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        customId: newCustomId(),
        username: input.username,
        role: 'student',
        adminPosition: null,
        status: 'change password',
        surname: input.surname.toUpperCase(),
        firstName: input.first_name,
        otherNames: input.other_names || null,
        gender: input.gender,
        phoneNumber: input.phone_number,
        modeOfStudy: input.mode_of_study,
        passwordHash,
        mustChangePassword: false,
      });
      await recordAudit(tx, {
        actorId: null,
        action: 'student.create-profile',
        entity: 'user',
        entityId: created.customId,
        details: { username: created.username },
      });
      return created;
    });
    return { custom_id: user.customId, username: user.username, default_password: defaultPassword };
  } catch (err) {
    if (uniqueViolationOf(err) === 'users_username_unique') throw duplicate();
    throw err;
  }
}

/** Change Default Password: only in status `change password`; moves to `complete profile`. */
export async function changeDefaultPassword(
  deps: Pick<ServiceDeps, 'db' | 'hasher'>,
  auth: AuthContext,
  input: z.output<typeof changeDefaultPasswordSchema>,
): Promise<void> {
  if (await deps.hasher.verify(input.password, auth.user.passwordHash)) {
    throw new AppError('VALIDATION', ONBOARDING_MESSAGES.sameAsDefault);
  }
  const passwordHash = await deps.hasher.hash(input.password);
  await deps.db.transaction(async (tx) => {
    const { user, next } = await lockStudentFor(tx, auth.user.customId, 'default-password-changed');
    await updateUserPassword(tx, user.customId, passwordHash, false);
    await setUserStatus(tx, user.customId, next);
    const revoked = await revokeUserSessions(tx, user.customId, auth.tokenHash);
    await recordAudit(tx, {
      actorId: user.customId,
      action: 'student.change-default-password',
      entity: 'user',
      entityId: user.customId,
      details: { from: 'change password', to: 'complete profile', otherSessionsRevoked: revoked },
    });
  });
}

/**
 * Complete Profile: the student record and both wallets (at 0), with the e-mail and matriculation
 * number derived here; moves to `upload passport`. All or nothing.
 */
export async function completeProfile(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'payments'>,
  auth: AuthContext,
  input: z.output<typeof completeProfileSchema>,
): Promise<CompletedProfile> {
  try {
    return await deps.db.transaction(async (tx) => {
      const { user, next } = await lockStudentFor(tx, auth.user.customId, 'profile-completed');
      const email = studentEmail(user.firstName, user.username, user.modeOfStudy ?? 'in_person', {
        domain: deps.config.INSTITUTION_DOMAIN,
      });
      const matric = matriculationNumber({
        category: input.programme_category as ProgrammeCategory,
        programme: input.programme,
        yearOfAdmission: input.year_of_admission,
        studentId: user.username,
      });
      await insertStudent(tx, {
        customId: user.customId,
        ledgerNumber: input.ledger_number,
        dateOfBirth: input.date_of_birth,
        email,
        matriculationNumber: matric,
        stateOfOrigin: input.state_of_origin,
        countryOfOrigin: input.country_of_origin,
        denomination: input.denomination as 'ECWA' | 'Non-ECWA',
        localChurch: input.local_church,
        nameOfPastor: input.name_of_pastor,
        workFulltime: input.work_fulltime as 'yes' | 'no',
        ministry: input.ministry,
        yearOfAdmission: input.year_of_admission,
        programmeCategory: input.programme_category,
        programme: input.programme,
        faculty: input.faculty,
        department: input.department,
        affiliationStatus: input.affiliation_status as 'yes' | 'no',
        specialStudentCategory: input.special_student_category || null,
      });
      await insertStudentWallets(tx, user.customId);
      // Issue 29: the student's own bank account is asked of the provider by a background job.
      await insertDedicatedAccountIfAbsent(tx, { userId: user.customId, provider: deps.payments.name });
      await setUserStatus(tx, user.customId, next);
      await recordAudit(tx, {
        actorId: user.customId,
        action: 'student.complete-profile',
        entity: 'student',
        entityId: user.customId,
        details: { from: 'complete profile', to: 'upload passport', ledgerNumber: input.ledger_number, matric },
      });
      return { email, matriculation_number: matric };
    });
  } catch (err) {
    const constraint = uniqueViolationOf(err);
    if (constraint === 'students_ledger_number_unique') {
      throw new AppError('CONFLICT', ONBOARDING_MESSAGES.ledgerInUse(input.ledger_number));
    }
    if (constraint !== null) throw new AppError('CONFLICT', ONBOARDING_MESSAGES.stepAlreadyDone);
    throw err;
  }
}

export function describeProfile(row: StudentProfileRow): StudentProfile {
  const { user, student: s } = row;
  return {
    custom_id: user.customId,
    username: user.username,
    surname: user.surname,
    first_name: user.firstName,
    other_names: user.otherNames,
    gender: user.gender,
    phone_number: user.phoneNumber,
    mode_of_study: user.modeOfStudy,
    status: user.status,
    passport_url: user.passportKey ? passportUrl(user.customId, user.passportKey) : null,
    ledger_number: s?.ledgerNumber ?? null,
    date_of_birth: s?.dateOfBirth ?? null,
    email: s?.email ?? null,
    matriculation_number: s?.matriculationNumber ?? null,
    state_of_origin: s?.stateOfOrigin ?? null,
    country_of_origin: s?.countryOfOrigin ?? null,
    denomination: s?.denomination ?? null,
    local_church: s?.localChurch ?? null,
    name_of_pastor: s?.nameOfPastor ?? null,
    work_fulltime: s?.workFulltime ?? null,
    ministry: s?.ministry ?? null,
    year_of_admission: s?.yearOfAdmission ?? null,
    programme_category: s?.programmeCategory ?? null,
    programme: s?.programme ?? null,
    faculty: s?.faculty ?? null,
    department: s?.department ?? null,
    affiliation_status: s?.affiliationStatus ?? null,
    special_student_category: s?.specialStudentCategory ?? null,
  };
}

/** The signed-in student's profile: user fields and the student record, in one query. */
export async function getOwnProfile(deps: DbDeps, auth: AuthContext): Promise<StudentProfile> {
  const row = await findStudentProfile(deps.db, auth.user.customId);
  if (!row) throw notFound();
  return describeProfile(row);
}

/**
 * Confirm User Details: phone number, gender, faculty and department. A new phone number (where
 * reset codes go) needs the current password.
 */
export async function confirmDetails(
  deps: Pick<ServiceDeps, 'db' | 'hasher'>,
  auth: AuthContext,
  input: z.output<typeof confirmDetailsSchema>,
): Promise<void> {
  const phoneChanged = input.phone_number !== auth.user.phoneNumber;
  if (phoneChanged) {
    if (!input.current_password) {
      throw new AppError('VALIDATION', ONBOARDING_MESSAGES.currentPasswordForPhone);
    }
    if (!(await deps.hasher.verify(input.current_password, auth.user.passwordHash))) {
      throw new AppError('VALIDATION', ONBOARDING_MESSAGES.currentPasswordWrong);
    }
  }
  await deps.db.transaction(async (tx) => {
    const user = await lockUserById(tx, auth.user.customId);
    if (!user || user.role !== 'student') throw notFound();
    if (user.status !== 'complete') throw new AppError('CONFLICT', ONBOARDING_MESSAGES.stepAlreadyDone);
    if (phoneChanged && user.passwordHash !== auth.user.passwordHash) {
      throw new AppError('CONFLICT', AUTH_MESSAGES.changedElsewhere);
    }
    await updateUserContact(tx, user.customId, { phoneNumber: input.phone_number, gender: input.gender });
    const updated = await updateStudentPlacement(tx, user.customId, {
      faculty: input.faculty,
      department: input.department,
    });
    if (updated === 0) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    await recordAudit(tx, {
      actorId: user.customId,
      action: 'student.confirm-details',
      entity: 'student',
      entityId: user.customId,
      details: {
        phoneChanged,
        gender: input.gender,
        faculty: input.faculty,
        department: input.department,
      },
    });
  });
}
