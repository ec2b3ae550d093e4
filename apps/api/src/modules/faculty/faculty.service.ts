import { z } from 'zod';
import {
  findFaculty,
  findPeriod,
  insertUser,
  listAssignmentsOfFaculty,
  listFacultyPage,
  listUsernamesLike,
  lockUserById,
  recordAudit,
  revokeUserSessions,
  setUserStatus,
  updateUserName,
  type Executor,
  type UserRow,
} from '@portal/db';
import {
  FACULTY_MESSAGES,
  facultyUsername,
  firstFreeFacultyUsername,
  MESSAGES,
  type AccountStatus,
  type CreatedFaculty,
  type createFacultySchema,
  type editFacultySchema,
  type editFacultyNameSchema,
  type FacultyCourseView,
  type FacultyList,
  type FacultyProfile,
  type FacultyView,
  type MessageResponse,
  type setFacultyStatusSchema,
  type SetFacultyStatusResponse,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import { newCustomId, newOneTimePassword } from '../../lib/tokens.js';
import type { AuthContext } from '../../plugins/auth.js';
import { passportUrl } from '../passport/index.js';
import { sortNewestFirst } from '../periods/index.js';

export const FACULTY_PAGE_SIZE = 100;

type FacultyRow = NonNullable<Awaited<ReturnType<typeof findFaculty>>>;

function toFacultyView(row: FacultyRow): FacultyView {
  return {
    custom_id: row.customId,
    title: row.title,
    surname: row.surname,
    first_name: row.firstName,
    other_names: row.otherNames,
    username: row.username,
    phone_number: row.phoneNumber,
    gender: row.gender,
    status: row.status as AccountStatus,
  };
}

export async function listFaculty(
  db: Executor,
  args: { page: number; q: string; status?: AccountStatus | undefined },
): Promise<FacultyList> {
  const offset = (args.page - 1) * FACULTY_PAGE_SIZE;
  const { rows, total } = await listFacultyPage(db, {
    q: args.q,
    limit: FACULTY_PAGE_SIZE,
    offset,
    status: args.status,
  });
  return {
    items: rows.map((row, i) => ({ number: offset + i + 1, ...toFacultyView(row) })),
    total,
    page: args.page,
    page_size: FACULTY_PAGE_SIZE,
  };
}

/** A lecturer's profile with every course assigned to them, newest period first. */
export async function facultyProfile(db: Executor, customId: string): Promise<FacultyProfile> {
  const [row, assigned] = await Promise.all([findFaculty(db, customId), listAssignmentsOfFaculty(db, customId)]);
  if (!row) throw notFound();
  return {
    ...toFacultyView(row),
    passport_url: row.passportKey ? passportUrl(row.customId, row.passportKey) : null,
    assigned: sortNewestFirst(assigned).map((a) => ({
      period_id: a.periodId,
      semester: a.semester,
      session: a.session,
      course_code: a.courseCode,
      title: a.title,
      hours: a.hours,
    })),
  };
}

/** How many times a create is tried again when another create took the username meanwhile. */
const USERNAME_ATTEMPTS = 8;

/**
 * Create Faculty Account: role faculty, status active, username derived from the names, and a
 * random one-time password (shown once) that must be changed at the first login. A lecturer whose
 * first name and surname are already used gets the first free numbered username (john.bako2@…),
 * chosen inside the transaction; the unique constraint on usernames settles two creates at once
 * (the later one is tried again with the next number). Issue 15 §6, decision 0019.
 */
export async function createFaculty(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'hasher'>,
  actor: UserRow,
  input: z.output<typeof createFacultySchema>,
): Promise<CreatedFaculty> {
  const institution = { domain: deps.config.INSTITUTION_DOMAIN };
  const base = facultyUsername(input.first_name, input.surname, institution);
  // The lecturer signs in with it: it must pass the login form's e-mail check.
  if (!z.email().safeParse(base).success) {
    throw new AppError('VALIDATION', FACULTY_MESSAGES.usernameInvalid(base));
  }
  const [localPart, domain] = base.split('@') as [string, string];
  const oneTimePassword = newOneTimePassword();
  const passwordHash = await deps.hasher.hash(oneTimePassword);
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await deps.db.transaction(async (tx) => {
        const username = firstFreeFacultyUsername(
          input.first_name,
          input.surname,
          institution,
          await listUsernamesLike(tx, localPart, domain),
        );
        const user = await insertUser(tx, {
          customId: newCustomId(),
          username,
          role: 'faculty',
          adminPosition: null,
          status: 'active',
          title: input.title,
          surname: input.surname,
          firstName: input.first_name,
          otherNames: input.other_names || null,
          gender: input.gender,
          phoneNumber: input.phone_number,
          modeOfStudy: null,
          passwordHash,
          mustChangePassword: true,
        });
        await recordAudit(tx, {
          actorId: actor.customId,
          action: 'faculty.create',
          entity: 'user',
          entityId: user.customId,
          details: { username },
        });
        return user;
      });
      return {
        message: FACULTY_MESSAGES.created,
        custom_id: created.customId,
        username: created.username,
        username_note: created.username === base ? null : FACULTY_MESSAGES.usernameNumbered(base, created.username),
        one_time_password: oneTimePassword,
      };
    } catch (err) {
      if (uniqueViolationOf(err) !== 'users_username_unique') throw err;
      if (attempt >= USERNAME_ATTEMPTS) throw new AppError('BUSY', MESSAGES.serverBusy, { retryAfterSeconds: 1 });
    }
  }
}

/** A lecturer's account, locked for a change (404 for anyone else's). */
async function lockLecturer(tx: Executor, customId: string): Promise<UserRow> {
  const user = await lockUserById(tx, customId);
  if (!user || user.role !== 'faculty') throw notFound();
  return user;
}

/**
 * A change to a lecturer's account: the account locked (404 for anyone else's), the change, and
 * one audit row of `action` with the details the change answers, in one transaction.
 */
async function changeLecturer(
  deps: DbDeps,
  actor: UserRow,
  customId: string,
  action: string,
  change: (tx: Executor, user: UserRow) => Promise<Record<string, unknown>>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await lockLecturer(tx, customId);
    const details = await change(tx, user);
    await recordAudit(tx, { actorId: actor.customId, action, entity: 'user', entityId: customId, details });
  });
}

/** A lecturer's name columns from a form's fields (Other Names left empty is none). */
function nameColumns(input: z.output<typeof editFacultyNameSchema>) {
  return {
    title: input.title,
    surname: input.surname,
    firstName: input.first_name,
    otherNames: input.other_names || null,
  };
}

/** Activates or deactivates a lecturer; deactivation ends every session of theirs at once. */
export async function setFacultyStatus(
  deps: DbDeps,
  actor: UserRow,
  customId: string,
  input: z.output<typeof setFacultyStatusSchema>,
): Promise<SetFacultyStatusResponse> {
  await changeLecturer(deps, actor, customId, 'faculty.set-status', async (tx, user) => {
    if (user.status !== input.status) await setUserStatus(tx, customId, input.status);
    const revoked = input.status === 'inactive' ? await revokeUserSessions(tx, customId) : 0;
    return { from: user.status, to: input.status, sessionsRevoked: revoked };
  });
  return { message: FACULTY_MESSAGES.statusChanged, status: input.status };
}

/**
 * Edit on Manage Faculty: the lecturer's title, names, gender and phone number, as created; the
 * username (their sign-in) stays as it is. The audit row says what changed from what.
 */
export async function editFaculty(
  deps: DbDeps,
  actor: UserRow,
  customId: string,
  input: z.output<typeof editFacultySchema>,
): Promise<MessageResponse> {
  await changeLecturer(deps, actor, customId, 'faculty.edit', async (tx, user) => {
    const details = { ...nameColumns(input), gender: input.gender, phoneNumber: input.phone_number };
    await updateUserName(tx, customId, details);
    const from = Object.fromEntries(Object.keys(details).map((key) => [key, user[key as keyof typeof details]]));
    return { username: user.username, from, to: details };
  });
  return { message: FACULTY_MESSAGES.edited };
}

/** Edit Name on the lecturer's own profile; the username stays as it is. */
export async function editOwnName(
  deps: DbDeps,
  auth: AuthContext,
  input: z.output<typeof editFacultyNameSchema>,
): Promise<MessageResponse> {
  await changeLecturer(deps, auth.user, auth.user.customId, 'faculty.edit-name', async (tx, user) => {
    const name = nameColumns(input);
    await updateUserName(tx, user.customId, name);
    const from = { title: user.title, surname: user.surname, firstName: user.firstName, otherNames: user.otherNames };
    return { from, to: name };
  });
  return { message: FACULTY_MESSAGES.nameChanged };
}

/** The courses assigned to a lecturer in a period ([] when none). */
export async function ownCoursesOf(db: Executor, customId: string, periodId: string): Promise<FacultyCourseView[]> {
  if (!(await findPeriod(db, periodId))) throw notFound();
  const rows = await listAssignmentsOfFaculty(db, customId, periodId);
  return rows.map((r) => ({ course_code: r.courseCode, title: r.title, hours: r.hours }));
}
