import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, findUserById, passwordResetCodes, smsMessages } from '@portal/db';
import type { StudentStatus } from '@portal/domain';
import { body, createStudent, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { nextIp } from '../support/upload-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const REQUEST_ANSWER =
  'If the details match our records, a 6-digit code has been sent by SMS to the phone number on record.';
const INVALID = 'The code is not valid or has expired.';

let phoneCounter = 0;
async function studentWithPhone(status: StudentStatus = 'complete') {
  phoneCounter++;
  const phone = `0803${String(4000000 + phoneCounter).padStart(7, '0')}`;
  const user = await createStudent(ctx, status, { phoneNumber: phone });
  return { user, phone };
}

const requestCode = (studentId: string, phoneWithoutZero: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    remoteAddress: nextIp(),
    payload: { student_id: studentId, phone_number: phoneWithoutZero },
  });

const confirm = (studentId: string, code: string, password = 'brand-new-pass') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    remoteAddress: nextIp(),
    payload: { student_id: studentId, code, password, confirm_password: password },
  });

async function smsTo(phone: string) {
  // The SMS goes out after the answer (so that its timing tells nothing): wait for it.
  await ctx.app.backgroundTasks.settle();
  const intl = `+234${phone.slice(1)}`;
  return ctx.db.select().from(smsMessages).where(eq(smsMessages.toPhone, intl)).orderBy(desc(smsMessages.id));
}

async function latestCode(phone: string): Promise<string> {
  const [sms] = await smsTo(phone);
  const code = sms?.body.match(/code is (\d{6})\./)?.[1];
  if (!code) throw new Error('no reset SMS');
  return code;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset', () => {
  it('sends a code by SMS and resets the password with it, ending every session', async () => {
    const { user, phone } = await studentWithPhone('change password');
    const sessionA = await signIn(ctx, user);
    const sessionB = await signIn(ctx, user);

    const res = await requestCode(user.username, phone.slice(1));
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ success: true, response: REQUEST_ANSWER });

    const [sms] = await smsTo(phone);
    expect(sms).toMatchObject({
      purpose: 'password-reset',
      status: 'stored',
      provider: 'outbox',
      userId: user.customId,
    });
    expect(sms!.body).toMatch(/^Your JETS portal password reset code is \d{6}\. It expires in 10 minutes\.$/);
    expect(sms!.body.length).toBeLessThanOrEqual(100);
    const code = await latestCode(phone);

    const [stored] = await ctx.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.customId));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime()).toBe(ctx.clock.now.getTime() + 10 * 60_000);

    const ok = await confirm(user.username.toLowerCase(), code, 'brand-new-pass');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok).response).toBe('Password reset successfully.');

    for (const cookie of [sessionA, sessionB]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }
    const after = (await findUserById(ctx.db, user.customId))!;
    expect(after.status).toBe('complete profile');
    expect(await ctx.hasher.verify('brand-new-pass', after.passwordHash)).toBe(true);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { username: user.username, password: 'brand-new-pass' },
    });
    expect(login.statusCode).toBe(200);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password-reset'));
    expect(audits.some((a) => a.entityId === user.customId)).toBe(true);

    // the code is single use
    const reused = await confirm(user.username, code, 'another-new-pass');
    expect(reused.statusCode).toBe(400);
    expect(body(reused).response).toBe(INVALID);
  });

  it('leaves other statuses as they are', async () => {
    const { user, phone } = await studentWithPhone('upload passport');
    await requestCode(user.username, phone.slice(1));
    const res = await confirm(user.username, await latestCode(phone));
    expect(res.statusCode).toBe(200);
    expect((await findUserById(ctx.db, user.customId))!.status).toBe('upload passport');
  });

  it('answers byte for byte the same whether or not the details match, and sends nothing when they do not', async () => {
    const { user, phone } = await studentWithPhone();
    const matched = await requestCode(user.username, phone.slice(1));
    const wrongPhone = await requestCode(user.username, '8099999999');
    const unknown = await requestCode('99999', phone.slice(1));
    const withZero = await requestCode(user.username, phone.slice(0, 10)); // 0 + 9 digits: no match
    for (const res of [wrongPhone, unknown, withZero]) {
      expect(res.statusCode).toBe(matched.statusCode);
      expect(res.body).toBe(matched.body);
      expect(res.headers['content-type']).toBe(matched.headers['content-type']);
      expect(res.headers['content-length']).toBe(matched.headers['content-length']);
    }
    expect(await smsTo(phone)).toHaveLength(1);
    expect(await smsTo('08099999999')).toHaveLength(0);
  });

  it('gives the same 400 for a wrong, expired or exhausted code and for an unknown student', async () => {
    const { user, phone } = await studentWithPhone();
    const before = (await findUserById(ctx.db, user.customId))!.passwordHash;

    await requestCode(user.username, phone.slice(1));
    const code = await latestCode(phone);
    const answers = [await confirm(user.username, wrongCodeFor(code)), await confirm('99999', code)];

    // expired: eleven minutes later
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + 11 * 60_000);
    answers.push(await confirm(user.username, code));
    ctx.clock.now = start;

    // five wrong tries kill a fresh code; the sixth (correct) try fails too
    await requestCode(user.username, phone.slice(1));
    const fresh = await latestCode(phone);
    expect(fresh).not.toBe(undefined);
    for (let i = 0; i < 5; i++) answers.push(await confirm(user.username, wrongCodeFor(fresh)));
    answers.push(await confirm(user.username, fresh));

    // no code at all
    const { user: nobody } = await studentWithPhone();
    answers.push(await confirm(nobody.username, '123456'));

    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(answers[0]!.body);
    }
    expect(body(answers[0]!).response).toBe(INVALID);
    expect((await findUserById(ctx.db, user.customId))!.passwordHash).toBe(before);
  });

  it('replaces an earlier code with a newer one', async () => {
    const { user, phone } = await studentWithPhone();
    await requestCode(user.username, phone.slice(1));
    const first = await latestCode(phone);
    await requestCode(user.username, phone.slice(1));
    const second = await latestCode(phone);
    if (first !== second) expect((await confirm(user.username, first)).statusCode).toBe(400);
    expect((await confirm(user.username, second)).statusCode).toBe(200);
  });

  it('sends at most 3 codes an hour per account and per phone, silently', async () => {
    const { user, phone } = await studentWithPhone();
    for (let i = 0; i < 5; i++) {
      const res = await requestCode(user.username, phone.slice(1));
      expect(res.statusCode).toBe(200);
      expect(body(res).response).toBe(REQUEST_ANSWER);
    }
    expect(await smsTo(phone)).toHaveLength(3);

    // another account with the same phone: the phone's quota is spent
    const twin = await createStudent(ctx, 'complete', { phoneNumber: phone });
    await requestCode(twin.username, phone.slice(1));
    expect(await smsTo(phone)).toHaveLength(3);

    // an hour later the account may ask again
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + 61 * 60_000);
    await requestCode(user.username, phone.slice(1));
    expect(await smsTo(phone)).toHaveLength(4);
    ctx.clock.now = start;
  });

  it('is rate limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        remoteAddress: '192.0.2.9',
        payload: { student_id: '99999', code: '000000', password: 'whatever-pw', confirm_password: 'whatever-pw' },
      });
      codes.push(res.statusCode);
    }
    expect(codes[10]).toBe(429);
  });
});
