import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  findUserById,
  insertAssignmentIfAbsent,
  insertCoursesIfAbsent,
  insertPeriodIfAbsent,
  insertRegistrationCourse,
  insertRegistrationIfAbsent,
  storedFiles as storedFilesTable,
  type UserRow,
} from '@portal/db';
import { MESSAGES, passportUploadResponseSchema, periodId, studentProfileSchema } from '@portal/domain';
import {
  body,
  createLecturer,
  createStaff,
  createStudent,
  createTestContext,
  signIn,
  type TestContext,
} from '../support/helpers.js';
import { responseOf } from '../support/responses.js';
import { multipartBody } from '../support/upload-helpers.js';

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-passport-'));
  ctx = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every stored file, with its size. */
async function storedFiles(): Promise<string[]> {
  // Files live in the database now (decision 0025): nothing is written under DATA_DIR/files.
  expect(existsSync(join(dataDir, 'files'))).toBe(false);
  const rows = await ctx.db.select().from(storedFilesTable);
  return rows.map((r) => `${r.key}:${r.sizeBytes}`).sort();
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' }, limitInputPixels: false });

async function upload(cookie: string, data: Buffer, filename: string, contentType: string, field = 'passport') {
  const form = multipartBody([{ name: field, filename, contentType, data }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/students/me/passport',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
}

async function newStudent(status: 'upload passport' | 'complete' = 'upload passport') {
  const user = await createStudent(ctx, status);
  return { user, cookie: await signIn(ctx, user) };
}

async function expectStoredJpeg(data: Buffer) {
  const meta = await sharp(data).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.width).toBe(500);
  expect(meta.height).toBe(500);
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
}

describe('passport upload', () => {
  it('stores a 600x600 PNG with metadata as a 500x500 JPEG without it, and completes the profile', async () => {
    const { user, cookie } = await newStudent();
    const png = await solid(600, 600)
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Someone' } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const res = await upload(cookie, png, 'me.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const url = responseOf(res, passportUploadResponseSchema).passport_url;
    expect(url).toMatch(new RegExp(`^/api/users/${user.customId}/passport\\?v=[0-9a-f]{10}$`));

    const after = (await findUserById(ctx.db, user.customId))!;
    expect(after.status).toBe('complete');
    expect(after.passportKey).toMatch(/^passports\/[0-9a-f]{32}\.jpg$/);
    const stored = await ctx.app.storage.get(after.passportKey!);
    expect(stored?.contentType).toBe('image/jpeg');
    await expectStoredJpeg(stored!.data);
    expect(stored!.data.includes('Secret Owner')).toBe(false);

    const photo = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.equals(stored!.data)).toBe(true);
  });

  it('accepts a JPEG with EXIF (rotated upright, metadata stripped) and replaces the previous photo', async () => {
    const { user, cookie } = await newStudent('complete');
    const first = await upload(cookie, await solid(520, 520).jpeg().toBuffer(), 'a.jpg', 'image/jpeg');
    expect(first.statusCode, first.body).toBe(200);
    const firstKey = (await findUserById(ctx.db, user.customId))!.passportKey!;

    const jpeg = await solid(800, 800)
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Secret Owner' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    // a near square (within 2%) is accepted too; the name and declared type do not matter
    const res = await upload(cookie, jpeg, 'photo.bin', 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    const after = (await findUserById(ctx.db, user.customId))!;
    expect(after.status).toBe('complete');
    expect(after.passportKey).not.toBe(firstKey);
    await expectStoredJpeg((await ctx.app.storage.get(after.passportKey!))!.data);
    expect(await ctx.app.storage.get(firstKey)).toBeNull();

    const nearSquare = await upload(cookie, await solid(500, 492).png().toBuffer(), 'n.png', 'image/png');
    expect(nearSquare.statusCode, nearSquare.body).toBe(200);
  });

  describe('refuses bad files with a clear message and writes nothing', () => {
    let student: { user: UserRow; cookie: string };
    beforeAll(async () => {
      student = await newStudent();
    });

    const cases: Array<[string, () => Promise<{ data: Buffer; name: string; type: string }>, string]> = [
      [
        'a non-square image',
        async () => ({ data: await solid(600, 400).png().toBuffer(), name: 'wide.png', type: 'image/png' }),
        'Please crop the photo to a square.',
      ],
      [
        'a GIF',
        async () => ({ data: await solid(100, 100).gif().toBuffer(), name: 'anim.gif', type: 'image/gif' }),
        'Only png, jpg or jpeg photos are accepted.',
      ],
      [
        'a text file renamed .png',
        async () => ({ data: Buffer.from('just some text, not a picture\n'), name: 'fake.png', type: 'image/png' }),
        'Only png, jpg or jpeg photos are accepted.',
      ],
      [
        'a zero-byte file',
        async () => ({ data: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }),
        'Please choose a photo.',
      ],
      [
        'a file over 15,000,000 bytes',
        async () => {
          const data = Buffer.alloc(15_000_001, 0x41);
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
          return { data, name: 'huge.png', type: 'image/png' };
        },
        'The photo must be at most 15,000,000 bytes.',
      ],
      [
        'a decompression bomb (10000x10000 PNG)',
        async () => ({ data: await solid(10_000, 10_000).png().toBuffer(), name: 'bomb.png', type: 'image/png' }),
        'The photo is too large.',
      ],
      [
        'PNG magic followed by garbage',
        async () => {
          const data = Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.from('garbage'.repeat(50)),
          ]);
          return { data, name: 'broken.png', type: 'image/png' };
        },
        'The file is not a valid image.',
      ],
      [
        'a truncated JPEG',
        async () => {
          const jpeg = await solid(600, 600).jpeg().toBuffer();
          return { data: jpeg.subarray(0, 200), name: 'cut.jpg', type: 'image/jpeg' };
        },
        'The file is not a valid image.',
      ],
    ];

    for (const [name, make, message] of cases) {
      it(`refuses ${name}`, async () => {
        const before = await storedFiles();
        const file = await make();
        const res = await upload(student.cookie, file.data, file.name, file.type);
        expect(res.statusCode, res.body).toBe(400);
        expect(body(res)).toEqual({ success: false, response: message });
        const user = (await findUserById(ctx.db, student.user.customId))!;
        expect(user.passportKey).toBeNull();
        expect(user.status).toBe('upload passport');
        expect(await storedFiles()).toEqual(before);
      });
    }

    it('refuses a request without a photo (JSON, or a form with another field name)', async () => {
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/students/me/passport',
        headers: { cookie: student.cookie },
        payload: { passport_url: 'https://evil.example/me.jpg' },
      });
      expect(json.statusCode).toBe(400);
      expect(body(json).response).toBe('Please choose a photo.');
      const png = await solid(300, 300).png().toBuffer();
      const other = await upload(student.cookie, png, 'me.png', 'image/png', 'photo');
      expect(other.statusCode).toBe(400);
      expect((await findUserById(ctx.db, student.user.customId))!.passportKey).toBeNull();
    });
  });
});

/** Puts a student on a lecturer's class list: a completed registration of a course assigned to them. */
async function makeStudentOfLecturer(studentId: string, lecturerId: string) {
  const period = periodId('1st', '2030/2031');
  await insertPeriodIfAbsent(ctx.db, { periodId: period, semester: '1st', session: '2030/2031', season: 'regular' });
  await insertCoursesIfAbsent(ctx.db, [{ code: 'OTS 611', title: 'Old Testament Survey', hours: '3', year: 6 }]);
  await insertAssignmentIfAbsent(ctx.db, { periodId: period, courseCode: 'OTS 611', facultyId: lecturerId });
  const registration = await insertRegistrationIfAbsent(ctx.db, {
    periodId: period,
    studentId,
    freshReturning: 'returning',
    currentLevel: '6',
    charges: [],
    status: 'completed',
    formNumber: `TEST-${studentId}`,
    completedAt: new Date(),
    totalKobo: 0,
  });
  await insertRegistrationCourse(ctx.db, registration!.id, 'OTS 611');
}

describe('reading a passport', () => {
  it('lets the owner, staff and lecturers read it; another student gets 404; none gives 404', async () => {
    const owner = await newStudent();
    const res = await upload(owner.cookie, await solid(600, 600).png().toBuffer(), 'me.png', 'image/png');
    const url = responseOf(res, passportUploadResponseSchema).passport_url;

    const other = await newStudent('complete');
    const denied = await ctx.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
    expect(denied.statusCode).toBe(404);
    expect(body(denied).response).toBe(MESSAGES.notFound);

    const registrar = await createStaff(ctx, 'registrar');
    // A lecturer sees the photos of the students on their class lists (decision 0016).
    const lecturer = await createLecturer(ctx);
    await makeStudentOfLecturer(owner.user.customId, lecturer.customId);
    for (const viewer of [registrar, lecturer]) {
      const seen = await ctx.app.inject({ method: 'GET', url, headers: { cookie: await signIn(ctx, viewer) } });
      expect(seen.statusCode, viewer.role).toBe(200);
      expect(seen.headers['content-type']).toBe('image/jpeg');
    }
    const notTheirStudent = await createLecturer(ctx);
    const hidden = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { cookie: await signIn(ctx, notTheirStudent) },
    });
    expect(hidden.statusCode).toBe(404);

    const anonymous = await ctx.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);

    const none = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${other.user.customId}/passport`,
      headers: { cookie: other.cookie },
    });
    expect(none.statusCode).toBe(404);
  });

  it('is shown on the profile', async () => {
    const owner = await newStudent();
    const res = await upload(owner.cookie, await solid(600, 600).png().toBuffer(), 'me.png', 'image/png');
    const url = responseOf(res, passportUploadResponseSchema).passport_url;
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/students/me/profile',
      headers: { cookie: owner.cookie },
    });
    expect(profile.statusCode).toBe(200);
    expect(responseOf(profile, studentProfileSchema).passport_url).toBe(url);
  });

  it('answers with the photo’s SHA-256 as ETag, 304 to a browser that has it, and caches long only the current version', async () => {
    const owner = await newStudent();
    const res = await upload(owner.cookie, await solid(600, 600).png().toBuffer(), 'me.png', 'image/png');
    const url = responseOf(res, passportUploadResponseSchema).passport_url;
    const stored = (await ctx.app.storage.get((await findUserById(ctx.db, owner.user.customId))!.passportKey!))!;
    const etag = `"${createHash('sha256').update(stored.data).digest('hex')}"`;

    const first = await ctx.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(first.headers.etag).toBe(etag);
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');

    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { cookie: owner.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    // An old version or no version: the browser checks again each time, so a new photo shows at once.
    const bare = `/api/users/${owner.user.customId}/passport`;
    for (const other of [bare, `${bare}?v=0000000000`]) {
      const res = await ctx.app.inject({ method: 'GET', url: other, headers: { cookie: owner.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.rawPayload.equals(stored.data)).toBe(true);
    }
    const stale = await ctx.app.inject({
      method: 'GET',
      url: bare,
      headers: { cookie: owner.cookie, 'if-none-match': '"0"' },
    });
    expect(stale.statusCode).toBe(200);
    // A viewer who may not see the photo gets 404, with or without its ETag.
    const other = await newStudent();
    const refused = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { cookie: other.cookie, 'if-none-match': etag },
    });
    expect(refused.statusCode).toBe(404);
  });
});
