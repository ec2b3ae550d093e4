import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { auditLog, findUserById, findUserByUsername } from '@portal/db';
import {
  type CreatedFaculty,
  createdFacultySchema,
  currentUserSchema,
  facultyListResponseSchema,
  facultyProfileSchema,
  messageResponseSchema,
  MESSAGES,
  passportUploadResponseSchema,
  setFacultyStatusResponseSchema,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
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
import { multipartBody } from '../support/upload-helpers.js';
import { createPeriods } from '../support/period-factories.js';

let ctx: TestContext;
let dataDir: string;
let dean: string;
let ict: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-faculty-'));
  ctx = await createTestContext({ DATA_DIR: dataDir });
  dean = await signIn(ctx, await createStaff(ctx, 'dean'));
  ict = await signIn(ctx, await createStaff(ctx, 'ict'));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const newFaculty = {
  title: 'Rev. Dr.',
  surname: 'Ola Bisi',
  first_name: 'Mary Jane',
  other_names: 'Ngozi',
  gender: 'Female',
  phone_number: '08031112222',
};
const createFaculty = (payload: Record<string, unknown>, cookie = dean) =>
  ctx.app.inject({ method: 'POST', url: '/api/faculty', headers: { cookie }, payload });

async function facultyLogin(username: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/faculty/login', payload: { username, password } });
}

describe('Create Faculty Account', () => {
  let created: CreatedFaculty;

  it('derives the username, stores a one-time password and answers both once', async () => {
    const res = await createFaculty(newFaculty);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    created = responseOf(res, createdFacultySchema);
    expect(created.message).toBe('Faculty account was created successfully!');
    expect(created.username).toBe('maryjane.olabisi@jets.edu.ng');
    expect(created.one_time_password.length).toBeGreaterThanOrEqual(8);

    const user = (await findUserByUsername(ctx.db, created.username))!;
    expect(user).toMatchObject({
      role: 'faculty',
      status: 'active',
      adminPosition: null,
      title: 'Rev. Dr.',
      surname: 'OLA BISI',
      firstName: 'Mary Jane',
      otherNames: 'Ngozi',
      mustChangePassword: true,
    });
    expect(user.passwordHash).not.toContain(created.one_time_password);
  });

  it('lets the lecturer in with the one-time password, but only to /me and change-password until changed', async () => {
    const login = await facultyLogin(created.username, created.one_time_password);
    expect(login.statusCode, login.body).toBe(200);
    const cookie = sessionCookieFrom(login);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(responseOf(me, currentUserSchema).must_change_password).toBe(true);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/faculty/me', headers: { cookie } });
    expect(profile.statusCode).toBe(403);
    expect(body(profile).response).toBe(MESSAGES.passwordChangeRequired);

    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: {
        current_password: created.one_time_password,
        password: 'lecturer-pass-1',
        confirm_password: 'lecturer-pass-1',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/faculty/me', headers: { cookie } });
    expect(after.statusCode).toBe(200);
    expect(responseOf(after, facultyProfileSchema)).toMatchObject({
      custom_id: created.custom_id,
      username: created.username,
      passport_url: null,
      assigned: [],
    });
    expect((await findUserById(ctx.db, created.custom_id))!.status).toBe('active');
  });

  it('gives a second lecturer of the same name a numbered username, and says so (issue 15 §6)', async () => {
    // Before issue 15 the second answered 409 "The username ada.twin@jets.edu.ng is already in use."
    const twin = { ...newFaculty, first_name: 'Ada', surname: 'Twin' };
    const first = responseOf(await createFaculty(twin), createdFacultySchema);
    expect(first.username).toBe('ada.twin@jets.edu.ng');
    expect(first.username_note).toBeNull();
    const second = await createFaculty({ ...twin, title: 'Mrs.', phone_number: '08099999999' });
    expect(second.statusCode, second.body).toBe(200);
    const answer = responseOf(second, createdFacultySchema);
    expect(answer.message).toBe('Faculty account was created successfully!');
    expect(answer.username).toBe('ada.twin2@jets.edu.ng');
    expect(answer.username_note).toBe(
      "ada.twin@jets.edu.ng is already used by a lecturer with the same name, so this account's username is ada.twin2@jets.edu.ng.",
    );
    expect((await findUserByUsername(ctx.db, 'ada.twin2@jets.edu.ng'))!.title).toBe('Mrs.');
    const login = await facultyLogin(answer.username, answer.one_time_password);
    expect(login.statusCode, login.body).toBe(200);
  });

  it('gives every one of four creates of the same name at once its own username', async () => {
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => createFaculty({ ...newFaculty, first_name: 'Ruth', surname: 'Racer' }, ict)),
    );
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(racing.map((r) => responseOf(r, createdFacultySchema).username).sort()).toEqual([
      'ruth.racer2@jets.edu.ng',
      'ruth.racer3@jets.edu.ng',
      'ruth.racer4@jets.edu.ng',
      'ruth.racer@jets.edu.ng',
    ]);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'faculty.create'));
    expect(audits.filter((a) => String(a.details.username).startsWith('ruth.racer'))).toHaveLength(4);
  });

  it('validates the form (phone of 11 digits, title, gender) and refuses names that make no e-mail', async () => {
    for (const patch of [
      { phone_number: '0803111222' },
      { phone_number: '080311122223' },
      { title: 'Sir' },
      { gender: 'Other' },
      { surname: '' },
      { first_name: '' },
    ]) {
      const res = await createFaculty({ ...newFaculty, first_name: 'Valid', surname: 'Check', ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
    }
    const accented = await createFaculty({ ...newFaculty, first_name: 'Zoë', surname: 'Okó' });
    expect(accented.statusCode).toBe(400);
    expect(body(accented).response).toContain('is not a valid e-mail address');
    expect(await findUserByUsername(ctx.db, 'valid.check@jets.edu.ng')).toBeUndefined();
  });
});

describe('lecturer accounts for staff', () => {
  it('lists lecturers by surname, searchable, for ict and dean', async () => {
    await createLecturer(ctx, { surname: 'AAKPA', firstName: 'Listed', username: 'listed.aakpa@jets.edu.ng' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/faculty', headers: { cookie: ict } });
    expect(res.statusCode).toBe(200);
    const page = responseOf(res, facultyListResponseSchema);
    expect(page.items[0]!.surname).toBe('AAKPA');
    expect(page.total).toBe(page.items.length);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/faculty?q=olabisi', headers: { cookie: dean } });
    expect(responseOf(search, facultyListResponseSchema).items.map((i) => i.username)).toEqual([
      'maryjane.olabisi@jets.edu.ng',
    ]);
  });

  it('deactivates a lecturer, ending every session of theirs; reactivates', async () => {
    const lecturer = await createLecturer(ctx);
    const cookies = [await signIn(ctx, lecturer), await signIn(ctx, lecturer)];
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/faculty/${lecturer.customId}/status`,
      headers: { cookie: dean },
      payload: { status: 'inactive' },
    });
    expect(res.statusCode).toBe(200);
    expect(responseOf(res, setFacultyStatusResponseSchema).message).toBe('Status changed successfully!');
    for (const cookie of cookies) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }
    const login = await facultyLogin(lecturer.username, lecturer.password);
    expect(login.statusCode).toBe(403);
    expect(body(login).response).toBe(MESSAGES.accountInactive);

    const back = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/faculty/${lecturer.customId}/status`,
      headers: { cookie: ict },
      payload: { status: 'active' },
    });
    expect(back.statusCode).toBe(200);
    expect((await facultyLogin(lecturer.username, lecturer.password)).statusCode).toBe(200);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lecturer.customId), eq(auditLog.action, 'faculty.set-status')));
    expect(audits.map((a) => (a.details as { to: string }).to)).toEqual(['inactive', 'active']);
  });

  it('edits a lecturer account on Manage Faculty (names, gender, phone), keeping the username (issue 27 §7)', async () => {
    const lecturer = await createLecturer(ctx);
    const edit = (payload: Record<string, unknown>, cookie = ict, id = lecturer.customId) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/faculty/${id}`, headers: { cookie }, payload });
    const changes = { ...newFaculty, title: 'Prof.', surname: 'Edited', phone_number: '08039998888' };
    const res = await edit(changes);
    expect(responseOf(res, messageResponseSchema)).toEqual({ message: 'Action was Successful!' });
    // What Manage Faculty and the profile show now.
    const profile = await ctx.app.inject({ url: `/api/faculty/${lecturer.customId}`, headers: { cookie: dean } });
    expect(responseOf(profile, facultyProfileSchema)).toMatchObject({
      title: 'Prof.',
      surname: 'EDITED',
      first_name: 'Mary Jane',
      other_names: 'Ngozi',
      gender: 'Female',
      phone_number: '08039998888',
      username: lecturer.username,
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lecturer.customId), eq(auditLog.action, 'faculty.edit')));
    expect(audit!.details).toMatchObject({
      username: lecturer.username,
      from: { surname: lecturer.surname },
      to: { surname: 'EDITED', phoneNumber: '08039998888' },
    });

    // The form's checks; a lecturer, a porter and a student's account are refused.
    expect((await edit({ ...changes, phone_number: '0803' })).statusCode).toBe(400);
    const porter = await signIn(ctx, await createStaff(ctx, 'porter'));
    expect((await edit(changes, porter)).statusCode).toBe(403);
    expect((await edit(changes, await signIn(ctx, lecturer))).statusCode).toBe(403);
    const student = await createStudent(ctx);
    expect((await edit(changes, dean, student.customId)).statusCode).toBe(404);
  });

  it('does not change the status of a student or staff account through the faculty route', async () => {
    const student = await createStudent(ctx);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/faculty/${student.customId}/status`,
      headers: { cookie: dean },
      payload: { status: 'inactive' },
    });
    expect(res.statusCode).toBe(404);
    expect((await findUserById(ctx.db, student.customId))!.status).toBe('complete');
  });
});

describe("the lecturer's own screens", () => {
  let lecturer: Awaited<ReturnType<typeof createLecturer>>;
  let cookie: string;
  let other: Awaited<ReturnType<typeof createLecturer>>;

  beforeAll(async () => {
    lecturer = await createLecturer(ctx, { surname: 'DUNG', firstName: 'Pam', username: 'pam.dung@jets.edu.ng' });
    other = await createLecturer(ctx);
    cookie = await signIn(ctx, lecturer);
    const registrar = await signIn(ctx, await createStaff(ctx, 'registrar'));
    await createPeriods(ctx, registrar, [
      ['1st', '2024/2025'],
      ['2nd', '2024/2025'],
      ['1st', '2025/2026'],
    ]);
    for (const [code, title, year] of [
      ['OTS 611', 'Old Testament Survey', 6],
      ['NTS 612', 'New Testament Survey', 6],
      ['HRM 501', 'Hermeneutics', 5],
    ] as const) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/courses',
        headers: { cookie: dean },
        payload: { code, title, hours: '3', year },
      });
    }
    const assign = async (periodId: string, course_code: string, faculty_id: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/assignments/${periodId}`,
        headers: { cookie: dean },
        payload: { course_code, faculty_id },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await assign('120242025', 'OTS 611', lecturer.customId);
    await assign('220242025', 'HRM 501', lecturer.customId);
    await assign('120252026', 'NTS 612', lecturer.customId);
    await assign('120252026', 'OTS 611', lecturer.customId);
    await assign('120252026', 'HRM 501', other.customId);
  });

  it('shows the profile with assigned courses, newest period first, to the lecturer and to staff', async () => {
    const own = await ctx.app.inject({ method: 'GET', url: '/api/faculty/me', headers: { cookie } });
    const staff = await ctx.app.inject({
      method: 'GET',
      url: `/api/faculty/${lecturer.customId}`,
      headers: { cookie: ict },
    });
    expect(own.statusCode).toBe(200);
    expect(body(staff)).toEqual(body(own));
    const profile = responseOf(own, facultyProfileSchema);
    expect(profile).toMatchObject({
      title: 'Dr.',
      surname: 'DUNG',
      first_name: 'Pam',
      username: 'pam.dung@jets.edu.ng',
    });
    expect(profile.assigned.map((a) => `${a.period_id} ${a.course_code}`)).toEqual([
      '120252026 NTS 612',
      '120252026 OTS 611',
      '220242025 HRM 501',
      '120242025 OTS 611',
    ]);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/faculty/${other.customId}x`,
      headers: { cookie: ict },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists only their own courses of a period; [] for a period without any', async () => {
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/faculty/me/courses/120252026', headers: { cookie } });
    expect(body(mine).response).toEqual([
      { course_code: 'NTS 612', title: 'New Testament Survey', hours: '3' },
      { course_code: 'OTS 611', title: 'Old Testament Survey', hours: '3' },
    ]);
    const otherCookie = await signIn(ctx, other);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/faculty/me/courses/120252026',
      headers: { cookie: otherCookie },
    });
    expect(body(theirs).response).toEqual([{ course_code: 'HRM 501', title: 'Hermeneutics', hours: '3' }]);
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/faculty/me/courses/220242025',
      headers: { cookie: otherCookie },
    });
    expect(body(none).response).toEqual([]);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/faculty/me/courses/999', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
  });

  it('edits the name without changing the username', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/faculty/me/name',
      headers: { cookie },
      payload: { title: 'Prof.', surname: 'Dung-Pam', first_name: 'Pamela', other_names: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(responseOf(res, messageResponseSchema).message).toBe('Action was Successful!');
    const user = (await findUserById(ctx.db, lecturer.customId))!;
    expect(user).toMatchObject({
      title: 'Prof.',
      surname: 'DUNG-PAM',
      firstName: 'Pamela',
      otherNames: null,
      username: 'pam.dung@jets.edu.ng',
    });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/faculty/me/name',
      headers: { cookie },
      payload: { title: 'Sir', surname: 'X', first_name: 'Y' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('changes the passport through the shared pipeline; staff, lecturers and students can see it', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const form = multipartBody([{ name: 'passport', filename: 'me.png', contentType: 'image/png', data: png }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/faculty/me/passport',
      headers: { cookie, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = responseOf(res, passportUploadResponseSchema).passport_url;
    expect(url).toMatch(new RegExp(`^/api/users/${lecturer.customId}/passport\\?v=[0-9a-f]{10}$`));
    const user = (await findUserById(ctx.db, lecturer.customId))!;
    expect(user.status).toBe('active');
    const stored = (await ctx.app.storage.get(user.passportKey!))!;
    expect((await sharp(stored.data).metadata()).width).toBe(500);

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/faculty/me', headers: { cookie } });
    expect(responseOf(profile, facultyProfileSchema).passport_url).toBe(url);

    const student = await createStudent(ctx);
    for (const viewer of [ict, cookie, await signIn(ctx, other), await signIn(ctx, student)]) {
      const photo = await ctx.app.inject({ method: 'GET', url, headers: { cookie: viewer } });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
    }

    const notSquare = multipartBody([
      {
        name: 'passport',
        filename: 'wide.png',
        contentType: 'image/png',
        data: await sharp({ create: { width: 600, height: 300, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      },
    ]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/faculty/me/passport',
      headers: { cookie, ...notSquare.headers },
      payload: notSquare.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect((await findUserById(ctx.db, lecturer.customId))!.passportKey).toBe(user.passportKey);
  });

  it('keeps a student away from another student’s photo', async () => {
    const a = await createStudent(ctx);
    const b = await createStudent(ctx);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const form = multipartBody([{ name: 'passport', filename: 'a.png', contentType: 'image/png', data: png }]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/students/me/passport',
      headers: { cookie: await signIn(ctx, a), ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${a.customId}/passport`,
      headers: { cookie: await signIn(ctx, b) },
    });
    expect(res.statusCode).toBe(404);
  });
});
