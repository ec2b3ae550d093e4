import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { currentUserSchema, MESSAGES, SESSION_LIFETIME_MS, sessionUserSchema } from '@portal/domain';
import { findUserById } from '@portal/db';
import {
  body,
  createLecturer,
  createStaff,
  createStudent,
  createTestContext,
  sessionCookieFrom,
  signIn,
  type TestContext,
} from '../support/helpers.js';
import { responseOf } from '../support/responses.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const login = (portal: string, username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${portal}/login`, payload: { username, password } });

describe('sign-in', () => {
  it('signs a student in with the Student ID (any case) and answers the session summary', async () => {
    const student = await createStudent(ctx, 'complete', { username: '64555', surname: 'OKON' });
    const res = await login('student', '64555', student.password);
    expect(res.statusCode).toBe(200);
    const response = responseOf(res, sessionUserSchema);
    expect(response).toEqual({
      custom_id: student.customId,
      role: 'student',
      surname: 'OKON',
      expiry: ctx.clock.now.getTime() + SESSION_LIFETIME_MS,
    });
    expect(res.json()).not.toHaveProperty('response.token');
  });

  it('puts the office in surname for staff', async () => {
    const bursar = await createStaff(ctx, 'bursar', { username: 'bursar.one@jets.edu.ng' });
    const res = await login('admin', 'BURSAR.ONE@jets.edu.ng', bursar.password);
    expect(res.statusCode).toBe(200);
    expect(responseOf(res, sessionUserSchema).surname).toBe('bursar');
  });

  it('sets an HttpOnly SameSite cookie holding an opaque token that is stored only as a hash', async () => {
    const lecturer = await createLecturer(ctx, { username: 'ada.lovelace@jets.edu.ng' });
    const res = await login('faculty', 'ada.lovelace@jets.edu.ng', lecturer.password);
    const cookie = res.cookies.find((c) => c.name === 'portal_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    const rows = await ctx.db.execute(sql`select token_hash from sessions where user_id = ${lecturer.customId}`);
    const stored = (rows as unknown as { rows: Array<{ token_hash: string }> }).rows;
    expect(stored.length).toBe(1);
    expect(stored[0]!.token_hash).not.toBe(cookie.value);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same answer for an unknown user, a wrong password and the wrong portal', async () => {
    const student = await createStudent(ctx, 'complete', { username: '64556' });
    const lecturer = await createLecturer(ctx, { username: 'grace.hopper@jets.edu.ng' });
    const unknown = await login('student', '99999', 'whatever-password');
    const wrong = await login('student', '64556', 'wrong-password');
    const otherPortal = await login('admin', 'grace.hopper@jets.edu.ng', lecturer.password);
    for (const res of [unknown, wrong, otherPortal]) {
      expect(res.statusCode).toBe(401);
      expect(body(res).response).toBe(MESSAGES.invalidCredentials);
    }
    // the student portal does not admit a lecturer even with the right password
    expect(student.role).toBe('student');
  });

  it('validates the form as the spec says (*Invalid) and writes nothing', async () => {
    const short = await login('student', '6455', 'long-enough-pw');
    expect(short.statusCode).toBe(400);
    expect(body(short).response).toContain('*Invalid');
    const notEmail = await login('admin', 'ict', 'long-enough-pw');
    expect(notEmail.statusCode).toBe(400);
    const shortPw = await login('admin', 'ict@jets.edu.ng', 'short');
    expect(shortPw.statusCode).toBe(400);
    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/student/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(body(badJson).success).toBe(false);
  });

  it('locks an account out after 5 failures in 15 minutes, even for the right password', async () => {
    const student = await createStudent(ctx, 'complete', { username: '64557' });
    for (let i = 0; i < 5; i++) expect((await login('student', '64557', 'bad-password')).statusCode).toBe(401);
    const blocked = await login('student', '64557', student.password);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).response).toBe(MESSAGES.tooManyAttempts);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 16 * 60_000);
    expect((await login('student', '64557', student.password)).statusCode).toBe(200);
  });

  it('does not let failures from one address lock the student out everywhere', async () => {
    const student = await createStudent(ctx, 'complete', { username: '64558' });
    const from = (remoteAddress: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/student/login',
        payload: { username: '64558', password },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) expect((await from('10.7.0.1', 'bad-password')).statusCode).toBe(401);
    expect((await from('10.7.0.1', student.password)).statusCode).toBe(429);
    expect((await from('10.7.0.2', student.password)).statusCode).toBe(200);
  });

  it('refuses an inactive lecturer', async () => {
    const lecturer = await createLecturer(ctx, { username: 'inactive.one@jets.edu.ng', status: 'inactive' });
    const res = await login('faculty', 'inactive.one@jets.edu.ng', lecturer.password);
    expect(res.statusCode).toBe(403);
    expect(body(res).response).toBe(MESSAGES.accountInactive);
  });
});

describe('current user, expiry and logout', () => {
  it('answers the current user, then "Expired token" once 3 hours have passed', async () => {
    const student = await createStudent(ctx, 'complete profile');
    const cookie = await signIn(ctx, student);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(responseOf(me, currentUserSchema)).toMatchObject({
      status: 'complete profile',
      username: student.username,
    });
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + SESSION_LIFETIME_MS - 1000);
    // the server's clock decides, not the expiry the browser keeps
    const later = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(later.statusCode).toBe(200);
    ctx.clock.now = new Date(start.getTime() + SESSION_LIFETIME_MS + 1000);
    const expired = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(expired.statusCode).toBe(401);
    expect(body(expired)).toEqual({ success: false, response: 'Expired token' });
    ctx.clock.now = start;
  });

  it('answers "Expired token" without a cookie or with a forged one', async () => {
    for (const cookie of [undefined, 'portal_session=forged-token-value']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(401);
      expect(body(res).response).toBe(MESSAGES.expiredToken);
    }
  });

  it('revokes the session on logout and clears the cookie', async () => {
    const admin = await createStaff(ctx, 'registrar');
    const cookie = await signIn(ctx, admin);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'portal_session');
    expect(cleared?.value).toBe('');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('ends the sessions of a lecturer who is made inactive', async () => {
    const lecturer = await createLecturer(ctx);
    const cookie = await signIn(ctx, lecturer);
    await ctx.db.execute(sql`update users set status = 'inactive' where custom_id = ${lecturer.customId}`);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe('change password', () => {
  const change = (cookie: string, payload: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { cookie }, payload });

  it('requires the current password and a matching confirmation of at least 8 characters', async () => {
    const staff = await createStaff(ctx, 'dean');
    const cookie = await signIn(ctx, staff);
    const wrong = await change(cookie, {
      current_password: 'not-it-at-all',
      password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).response).toBe('The current password is not correct.');
    const mismatch = await change(cookie, {
      current_password: staff.password,
      password: 'new-password-1',
      confirm_password: 'new-password-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(body(mismatch).response).toContain('*Mismatch');
    const short = await change(cookie, {
      current_password: staff.password,
      password: 'short',
      confirm_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    const unchanged = await findUserById(ctx.db, staff.customId);
    expect(unchanged!.passwordHash).toBe(staff.passwordHash);
  });

  it('changes the password without touching the status, and ends the other sessions only', async () => {
    const student = await createStudent(ctx, 'complete');
    const first = await signIn(ctx, student);
    const second = await signIn(ctx, student);
    const res = await change(second, {
      current_password: student.password,
      password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    const after = await findUserById(ctx.db, student.customId);
    expect(after!.status).toBe('complete');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: first } })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: second } })).statusCode).toBe(
      200,
    );
    const oldPw = await login('student', student.username, student.password);
    expect(oldPw.statusCode).toBe(401);
    const newPw = await login('student', student.username, 'brand-new-pass');
    expect(newPw.statusCode).toBe(200);
    sessionCookieFrom(newPw);
  });

  it('clears a pending one-time password for staff', async () => {
    const staff = await createStaff(ctx, 'porter', { mustChangePassword: true });
    const cookie = await signIn(ctx, staff);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(responseOf(me, currentUserSchema).must_change_password).toBe(true);
    const res = await change(cookie, {
      current_password: staff.password,
      password: 'porter-pass-22',
      confirm_password: 'porter-pass-22',
    });
    expect(res.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(responseOf(after, currentUserSchema)).toMatchObject({
      must_change_password: false,
      status: 'active',
    });
  });

  it('is not the way out of the default-password status (that is its own step)', async () => {
    const student = await createStudent(ctx, 'change password');
    const cookie = await signIn(ctx, student);
    const res = await change(cookie, {
      current_password: student.password,
      password: 'another-pass-1',
      confirm_password: 'another-pass-1',
    });
    expect(res.statusCode).toBe(403);
  });

  it('writes an audit record', async () => {
    const staff = await createStaff(ctx, 'auditor');
    const cookie = await signIn(ctx, staff);
    await change(cookie, {
      current_password: staff.password,
      password: 'audited-pass-1',
      confirm_password: 'audited-pass-1',
    });
    const rows = await ctx.db.execute(sql`select action from audit_log where actor_id = ${staff.customId} order by id`);
    const actions = (rows as unknown as { rows: Array<{ action: string }> }).rows.map((r) => r.action);
    expect(actions).toEqual(['auth.login', 'auth.change-password']);
  });
});
