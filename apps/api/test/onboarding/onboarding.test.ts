import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  auditLog,
  findDedicatedAccount,
  findUserById,
  findUserByUsername,
  setUserStatus,
  students,
  wallets,
  type UserRow,
} from '@portal/db';
import {
  changeDefaultPasswordSchema,
  completeProfileSchema,
  createdProfileSchema,
  currentUserSchema,
  MESSAGES,
  type StudentStatus,
} from '@portal/domain';
import { changeDefaultPassword, completeProfile } from '../../src/modules/onboarding/onboarding.service.js';
import {
  body,
  createStudent,
  createTestContext,
  sessionCookieFrom,
  signIn,
  TEST_PASSWORD,
  type TestContext,
} from '../support/helpers.js';
import { responseOf } from '../support/responses.js';
import { nextIp } from '../support/upload-helpers.js';
import { completeProfileExample } from '../support/profile-factories.js';

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-onboarding-'));
  ctx = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextIp(), ...options });

const newProfile = (username: string, extra: Record<string, unknown> = {}) => ({
  surname: 'Okeke',
  first_name: 'Mary Ann',
  other_names: 'Ngozi',
  gender: 'Female',
  phone_number: '08031112222',
  username,
  mode_of_study: 'in_person',
  ...extra,
});

const record = completeProfileExample;

async function register(username: string, extra: Record<string, unknown> = {}) {
  return call({ method: 'POST', url: '/api/auth/student/register', payload: newProfile(username, extra) });
}

async function loginAs(username: string, password: string): Promise<string> {
  const res = await call({ method: 'POST', url: '/api/auth/student/login', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieFrom(res);
}

const statusOf = async (customId: string) => (await findUserById(ctx.db, customId))!.status;
const studentRow = async (customId: string) =>
  (await ctx.db.select().from(students).where(eq(students.customId, customId)))[0];
const walletsOf = (customId: string) => ctx.db.select().from(wallets).where(eq(wallets.ownerId, customId));
const auditOf = (customId: string, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, customId), eq(auditLog.action, action)));

describe('Create Student Profile', () => {
  it('creates a student in status change password with a random default password', async () => {
    const res = await register('64101');
    expect(res.statusCode, res.body).toBe(200);
    const created = responseOf(res, createdProfileSchema);
    expect(created.username).toBe('64101');
    expect(created.custom_id).toMatch(/^[A-Z2-9]{10}$/);
    expect(created.default_password).toMatch(/^[A-Za-z2-9]{10}$/);

    const user = (await findUserByUsername(ctx.db, '64101'))!;
    expect(user).toMatchObject({
      customId: created.custom_id,
      role: 'student',
      status: 'change password',
      surname: 'OKEKE',
      firstName: 'Mary Ann',
      otherNames: 'Ngozi',
      phoneNumber: '08031112222',
      modeOfStudy: 'in_person',
      adminPosition: null,
      passportKey: null,
    });
    expect(user.passwordHash).not.toContain(created.default_password);
    expect(await ctx.hasher.verify(created.default_password, user.passwordHash)).toBe(true);
    expect(await auditOf(user.customId, 'student.create-profile')).toHaveLength(1);

    const other = await register('64102');
    expect(responseOf(other, createdProfileSchema).default_password).not.toBe(created.default_password);
  });

  it('ignores role, status, office and passport fields sent by the client', async () => {
    const res = await register('64103', {
      role: 'admin',
      status: 'complete',
      user_role: 'admin',
      admin_position: 'ict',
      passport_url: 'https://evil.example/x.jpg',
      passport_key: 'passports/../../etc/passwd',
      custom_id: 'CHOSENID00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = (await findUserByUsername(ctx.db, '64103'))!;
    expect(user.role).toBe('student');
    expect(user.status).toBe('change password');
    expect(user.adminPosition).toBeNull();
    expect(user.passportKey).toBeNull();
    expect(user.customId).not.toBe('CHOSENID00');
  });

  it('upper-cases the Student ID and refuses a duplicate with 409', async () => {
    const first = await register('ab104');
    expect(first.statusCode).toBe(200);
    expect(responseOf(first, createdProfileSchema).username).toBe('AB104');
    const again = await register('AB104', { first_name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(body(again).response).toBe('A profile already exists for Student ID AB104.');
    expect((await findUserByUsername(ctx.db, 'AB104'))!.firstName).toBe('Mary Ann');
  });

  it('validates the form as the spec says', async () => {
    const res = await register('6410', { phone_number: '0803' });
    expect(res.statusCode).toBe(400);
    expect(body<string>(res).response).toContain(MESSAGES.invalid);
    expect(await findUserByUsername(ctx.db, '6410')).toBeUndefined();
  });

  it('is rate limited per address (10 a minute)', async () => {
    const ip = '192.0.2.77';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/student/register',
        remoteAddress: ip,
        payload: newProfile('6410'), // invalid: still counted
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('onboarding steps and statuses', () => {
  it('admits each step only in its own status', async () => {
    const statuses: StudentStatus[] = ['change password', 'complete profile', 'upload passport', 'complete'];
    const steps = [
      {
        name: 'default-password',
        method: 'POST' as const,
        url: '/api/students/me/default-password',
        allowed: ['change password'],
      },
      {
        name: 'complete-profile',
        method: 'POST' as const,
        url: '/api/students/me/profile',
        allowed: ['complete profile'],
      },
      {
        name: 'passport',
        method: 'POST' as const,
        url: '/api/students/me/passport',
        allowed: ['upload passport', 'complete'],
      },
      {
        name: 'profile',
        method: 'GET' as const,
        url: '/api/students/me/profile',
        allowed: ['upload passport', 'complete'],
      },
      { name: 'confirm-details', method: 'PATCH' as const, url: '/api/students/me/details', allowed: ['complete'] },
    ];
    for (const status of statuses) {
      const student = await createStudent(ctx, status);
      const cookie = await signIn(ctx, student);
      for (const step of steps) {
        const res = await call({
          method: step.method,
          url: step.url,
          headers: { cookie },
          payload: step.method === 'GET' ? undefined : {},
        });
        const label = `${step.name} in ${status}`;
        if (step.allowed.includes(status)) expect([401, 403], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(403);
      }
      expect(await statusOf(student.customId)).toBe(status);
    }
  });

  it('walks a new student from profile creation to upload passport', async () => {
    const created = responseOf(await register('64010'), createdProfileSchema);
    const cookie = await loginAs('64010', created.default_password);
    const secondDevice = await loginAs('64010', created.default_password);

    const changed = await call({
      method: 'POST',
      url: '/api/students/me/default-password',
      headers: { cookie },
      payload: { password: 'my-own-password', confirm_password: 'my-own-password', status: 'complete' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(body(changed).response).toBe('Password changed successfully.');
    expect(await statusOf(created.custom_id)).toBe('complete profile');
    // the other session ended; this one continues
    const other = await call({ method: 'GET', url: '/api/auth/me', headers: { cookie: secondDevice } });
    expect(other.statusCode).toBe(401);
    const me = await call({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(responseOf(me, currentUserSchema).status).toBe('complete profile');
    await loginAs('64010', 'my-own-password');

    // the step cannot be repeated
    const again = await call({
      method: 'POST',
      url: '/api/students/me/default-password',
      headers: { cookie },
      payload: { password: 'another-password', confirm_password: 'another-password' },
    });
    expect(again.statusCode).toBe(403);
    expect(await statusOf(created.custom_id)).toBe('complete profile');

    const completed = await call({
      method: 'POST',
      url: '/api/students/me/profile',
      headers: { cookie },
      payload: record({
        ledger_number: 'jets/l/2024/0010',
        email: 'chosen@evil.example',
        matriculation_number: 'JETS/UG/15/TS/00001',
        status: 'complete',
        custom_id: 'SOMEONEELS',
        passport_url: 'https://evil.example/p.jpg',
      }),
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(body(completed).response).toEqual({
      email: 'maryann.64010@jets.edu.ng',
      matriculation_number: 'JETS/PG/24/OT/64010',
    });
    expect(await statusOf(created.custom_id)).toBe('upload passport');
    const row = (await studentRow(created.custom_id))!;
    expect(row).toMatchObject({
      ledgerNumber: 'JETS/L/2024/0010',
      email: 'maryann.64010@jets.edu.ng',
      matriculationNumber: 'JETS/PG/24/OT/64010',
      specialStudentCategory: null,
      faculty: 'Faculty of Biblical Studies',
      department: 'Old Testament',
    });
    const ws = await walletsOf(created.custom_id);
    expect(ws.map((w) => [w.kind, w.balanceKobo]).sort()).toEqual([
      ['accommodation', 0],
      ['portal', 0],
    ]);
    const user = (await findUserById(ctx.db, created.custom_id))!;
    expect(user.passportKey).toBeNull();
    expect(user.role).toBe('student');
    expect(await auditOf(created.custom_id, 'student.complete-profile')).toHaveLength(1);
    // Issue 29: the student's own bank account is requested, for the background job to ask.
    expect(await findDedicatedAccount(ctx.db, created.custom_id)).toMatchObject({
      status: 'pending',
      customerCode: null,
    });

    const repeat = await call({
      method: 'POST',
      url: '/api/students/me/profile',
      headers: { cookie },
      payload: record(),
    });
    expect(repeat.statusCode).toBe(403);
    expect(await walletsOf(created.custom_id)).toHaveLength(2);

    const profile = await call({ method: 'GET', url: '/api/students/me/profile', headers: { cookie } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(body(profile).response).toMatchObject({
      username: '64010',
      surname: 'OKEKE',
      first_name: 'Mary Ann',
      other_names: 'Ngozi',
      gender: 'Female',
      phone_number: '08031112222',
      mode_of_study: 'in_person',
      passport_url: null,
      ledger_number: 'JETS/L/2024/0010',
      date_of_birth: '1990-05-01',
      email: 'maryann.64010@jets.edu.ng',
      matriculation_number: 'JETS/PG/24/OT/64010',
      year_of_admission: 2024,
      programme_category: 'Masters Programme',
      programme: 'MA in Old Testament',
      affiliation_status: 'no',
      special_student_category: null,
    });
  });

  it('re-checks the status inside the transaction: two parallel password changes make one change', async () => {
    const student = await createStudent(ctx, 'change password');
    const cookie = await signIn(ctx, student);
    const send = (password: string) =>
      call({
        method: 'POST',
        url: '/api/students/me/default-password',
        headers: { cookie },
        payload: { password, confirm_password: password },
      });
    const results = await Promise.all([send('first-new-password'), send('second-new-password')]);
    // The loser is refused at the door (403, status already moved) or inside the transaction (409).
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    expect(await statusOf(student.customId)).toBe('complete profile');
    expect(await auditOf(student.customId, 'student.change-default-password')).toHaveLength(1);
  });

  it('refuses with 409 a step whose status moved after the request was admitted (stale session read)', async () => {
    const student = await createStudent(ctx, 'complete profile');
    // The request was admitted while the status was `complete profile`; another tab completes first.
    const stale = { user: student, tokenHash: 'stale', expiresAt: new Date(Date.now() + 60_000) };
    await completeProfile(ctx.app.deps, stale, completeProfileSchema.parse(record()));
    const again = completeProfile(ctx.app.deps, stale, completeProfileSchema.parse(record()));
    await expect(again).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await walletsOf(student.customId)).toHaveLength(2);

    const fresh = await createStudent(ctx, 'change password');
    const staleFresh = { user: fresh, tokenHash: 'stale', expiresAt: new Date(Date.now() + 60_000) };
    const input = changeDefaultPasswordSchema.parse({ password: 'new-password-1', confirm_password: 'new-password-1' });
    await changeDefaultPassword(ctx.app.deps, staleFresh, input);
    await expect(changeDefaultPassword(ctx.app.deps, staleFresh, input)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await auditOf(fresh.customId, 'student.change-default-password')).toHaveLength(1);
  });

  it('derives the online e-mail for a virtual student and the UG matriculation number', async () => {
    const student = await createStudent(ctx, 'complete profile', {
      username: '04321',
      firstName: 'John Paul',
      modeOfStudy: 'virtual',
    });
    const cookie = await signIn(ctx, student);
    const res = await call({
      method: 'POST',
      url: '/api/students/me/profile',
      headers: { cookie },
      payload: record({
        programme_category: 'Bachelor of Arts Programme',
        programme: 'BA in Theology (Pastoral Studies)',
        faculty: 'Faculty of Practical Theology',
        department: 'Pastoral Studies',
        affiliation_status: 'yes',
        year_of_admission: 2023,
        special_student_category: 'JETS Staff',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).response).toEqual({
      email: 'johnpaul.04321@online.jets.edu.ng',
      matriculation_number: 'JETS/UG/23/PS/04321',
    });
    expect((await studentRow(student.customId))!.specialStudentCategory).toBe('JETS Staff');
  });

  it('writes nothing when the ledger number is taken (409, no record, no wallets, status unchanged)', async () => {
    const first = await createStudent(ctx, 'complete profile');
    const second = await createStudent(ctx, 'complete profile');
    const ok = await call({
      method: 'POST',
      url: '/api/students/me/profile',
      headers: { cookie: await signIn(ctx, first) },
      payload: record({ ledger_number: 'JETS/L/2024/0777' }),
    });
    expect(ok.statusCode).toBe(200);
    const clash = await call({
      method: 'POST',
      url: '/api/students/me/profile',
      headers: { cookie: await signIn(ctx, second) },
      payload: record({ ledger_number: 'jets/l/2024/0777' }),
    });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).response).toBe('Ledger number JETS/L/2024/0777 is already in use. Contact ICT Dept.');
    expect(await studentRow(second.customId)).toBeUndefined();
    expect(await walletsOf(second.customId)).toHaveLength(0);
    expect(await statusOf(second.customId)).toBe('complete profile');
    expect(await auditOf(second.customId, 'student.complete-profile')).toHaveLength(0);
  });

  it('refuses a programme outside its category and writes nothing', async () => {
    const student = await createStudent(ctx, 'complete profile');
    const res = await call({
      method: 'POST',
      url: '/api/students/me/profile',
      headers: { cookie: await signIn(ctx, student) },
      payload: record({ programme_category: 'PGDT Programme', programme: 'MA in Old Testament' }),
    });
    expect(res.statusCode).toBe(400);
    expect(await studentRow(student.customId)).toBeUndefined();
  });
});

describe('Confirm User Details', () => {
  async function completeStudent(): Promise<{ user: UserRow; cookie: string }> {
    const user = await createStudent(ctx, 'complete profile', { phoneNumber: '08035550000' });
    const cookie = await signIn(ctx, user);
    const res = await call({ method: 'POST', url: '/api/students/me/profile', headers: { cookie }, payload: record() });
    expect(res.statusCode, res.body).toBe(200);
    // passport step, done directly: this file is about details
    await setUserStatus(ctx.db, user.customId, 'complete');
    return { user, cookie };
  }
  const details = (extra: Record<string, unknown> = {}) => ({
    phone_number: '08035550000',
    gender: 'Male',
    faculty: 'Faculty of Education',
    department: 'Christian Education',
    ...extra,
  });

  it('updates gender, faculty and department without a password when the phone is unchanged', async () => {
    const { user, cookie } = await completeStudent();
    const res = await call({
      method: 'PATCH',
      url: '/api/students/me/details',
      headers: { cookie },
      payload: details(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).response).toBe('Action was Successful!');
    expect((await findUserById(ctx.db, user.customId))!.gender).toBe('Male');
    expect(await studentRow(user.customId)).toMatchObject({
      faculty: 'Faculty of Education',
      department: 'Christian Education',
    });
    expect(await auditOf(user.customId, 'student.confirm-details')).toHaveLength(1);
  });

  it('needs the correct current password to change the phone number', async () => {
    const { user, cookie } = await completeStudent();
    const missing = await call({
      method: 'PATCH',
      url: '/api/students/me/details',
      headers: { cookie },
      payload: details({ phone_number: '08099990000' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).response).toBe('Enter your current password to change the phone number.');
    const wrong = await call({
      method: 'PATCH',
      url: '/api/students/me/details',
      headers: { cookie },
      payload: details({ phone_number: '08099990000', current_password: 'not-my-password' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).response).toBe('The current password is not correct.');
    expect((await findUserById(ctx.db, user.customId))!.phoneNumber).toBe('08035550000');
    expect((await findUserById(ctx.db, user.customId))!.gender).toBe('Female');

    const right = await call({
      method: 'PATCH',
      url: '/api/students/me/details',
      headers: { cookie },
      payload: details({ phone_number: '08099990000', current_password: TEST_PASSWORD, status: 'change password' }),
    });
    expect(right.statusCode, right.body).toBe(200);
    const after = (await findUserById(ctx.db, user.customId))!;
    expect(after.phoneNumber).toBe('08099990000');
    expect(after.status).toBe('complete');
  });

  it('refuses a department of another faculty', async () => {
    const { cookie } = await completeStudent();
    const res = await call({
      method: 'PATCH',
      url: '/api/students/me/details',
      headers: { cookie },
      payload: details({ department: 'Old Testament' }),
    });
    expect(res.statusCode).toBe(400);
  });
});
