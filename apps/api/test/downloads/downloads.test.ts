import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { auditLog, downloads, storedFiles as storedFilesTable } from '@portal/db';
import {
  ADMIN_POSITIONS,
  createdDownloadSchema,
  downloadListResponseSchema,
  OFFICE_CAPABILITIES,
} from '@portal/domain';
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
let ict: string;
let registrar: string;
let bursar: string;
let student: string;
let lecturer: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-downloads-'));
  ctx = await createTestContext({ DATA_DIR: dataDir });
  ict = await signIn(ctx, await createStaff(ctx, 'ict'));
  registrar = await signIn(ctx, await createStaff(ctx, 'registrar'));
  bursar = await signIn(ctx, await createStaff(ctx, 'bursar'));
  student = await signIn(ctx, await createStudent(ctx, 'complete'));
  lecturer = await signIn(ctx, await createLecturer(ctx));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  // Files live in the database now (decision 0025): nothing is written under DATA_DIR/files.
  expect(existsSync(join(dataDir, 'files'))).toBe(false);
  const rows = await ctx.db.select().from(storedFilesTable);
  return rows.map((r) => r.key).sort();
}

const addLink = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/downloads', headers: { cookie }, payload });

function addFile(cookie: string, title: string | null, file: { name: string; type: string; data: Buffer }) {
  const form = multipartBody([
    ...(title === null ? [] : [{ name: 'title', value: title }]),
    { name: 'file', filename: file.name, contentType: file.type, data: file.data },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/downloads',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
}

const list = async (cookie: string) =>
  responseOf(
    await ctx.app.inject({ method: 'GET', url: '/api/downloads', headers: { cookie } }),
    downloadListResponseSchema,
  );

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describe('downloads', () => {
  it('lets the offices with manageDownloads add links; everyone signed in reads them', async () => {
    expect(OFFICE_CAPABILITIES.manageDownloads).toEqual(['ict', 'registrar', 'dean']);
    const res = await addLink(registrar, {
      title: 'School Calendar',
      url: 'https://jets.edu.ng/calendar',
      kind: 'file',
      file_key: '../../etc/passwd',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = responseOf(res, createdDownloadSchema);
    const [row] = await ctx.db.select().from(downloads).where(eq(downloads.id, id));
    expect(row).toMatchObject({ kind: 'link', fileKey: null, url: 'https://jets.edu.ng/calendar' });

    for (const cookie of [student, lecturer, bursar, ict]) {
      expect(await list(cookie)).toContainEqual({
        id,
        title: 'School Calendar',
        kind: 'link',
        url: 'https://jets.edu.ng/calendar',
      });
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/downloads' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses every other office, students and lecturers', async () => {
    const refused = ADMIN_POSITIONS.filter(
      (p) => !(OFFICE_CAPABILITIES.manageDownloads as readonly string[]).includes(p),
    );
    for (const position of refused) {
      const cookie = await signIn(ctx, await createStaff(ctx, position));
      const res = await addLink(cookie, { title: 'X', url: 'https://jets.edu.ng/x' });
      expect(res.statusCode, position).toBe(403);
    }
    for (const cookie of [student, lecturer]) {
      expect((await addLink(cookie, { title: 'X', url: 'https://jets.edu.ng/x' })).statusCode).toBe(403);
      const edit = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/downloads/1',
        headers: { cookie },
        payload: { title: 'Y' },
      });
      expect(edit.statusCode).toBe(403);
      const del = await ctx.app.inject({ method: 'DELETE', url: '/api/downloads/1', headers: { cookie } });
      expect(del.statusCode).toBe(403);
    }
    const rows = await ctx.db.select().from(downloads).where(eq(downloads.title, 'X'));
    expect(rows).toHaveLength(0);
  });

  it('refuses links that are not http(s)', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://jets.edu.ng/x', 'not a url']) {
      const res = await addLink(ict, { title: 'Bad', url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('stores an uploaded PDF and serves it as an attachment', async () => {
    const res = await addFile(ict, 'Course Listings', {
      name: 'Course listings 2025.pdf',
      type: 'application/pdf',
      data: pdf,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = responseOf(res, createdDownloadSchema);
    const item = (await list(student)).find((d) => d.id === id)!;
    expect(item).toEqual({ id, title: 'Course Listings', kind: 'file', url: `/api/downloads/${id}/file` });

    const file = await ctx.app.inject({ method: 'GET', url: item.url, headers: { cookie: student } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Course listings 2025\.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('serves a file with its SHA-256 as ETag and answers 304 to a browser that has it', async () => {
    const id = responseOf(
      await addFile(ict, 'Timetable', { name: 't.pdf', type: 'application/pdf', data: pdf }),
      createdDownloadSchema,
    ).id;
    const url = `/api/downloads/${id}/file`;
    const etag = `"${createHash('sha256').update(pdf).digest('hex')}"`;
    const first = await ctx.app.inject({ method: 'GET', url, headers: { cookie: student } });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(etag);
    expect(first.rawPayload.equals(pdf)).toBe(true);
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { cookie: student, 'if-none-match': `W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const changed = await ctx.app.inject({ method: 'GET', url, headers: { cookie: student, 'if-none-match': '"x"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('accepts png, jpeg and Office files judged by their bytes', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('....[Content_Types].xml....word/document.xml....'),
    ]);
    const res1 = await addFile(ict, 'Timetable', { name: 'timetable.png', type: 'image/png', data: png });
    expect(res1.statusCode, res1.body).toBe(200);
    const res2 = await addFile(ict, 'Form', { name: 'form.docx', type: 'application/octet-stream', data: docx });
    expect(res2.statusCode, res2.body).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(downloads)
      .where(eq(downloads.id, responseOf(res2, createdDownloadSchema).id));
    expect(row!.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses an executable, a renamed file, an empty file and a missing title, writing nothing', async () => {
    const before = await storedFiles();
    const count = (await ctx.db.select().from(downloads)).length;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const cases = [
      { title: 'Setup', file: { name: 'setup.exe', type: 'application/x-msdownload', data: exe }, message: /Only pdf/ },
      { title: 'Fake', file: { name: 'notes.pdf', type: 'application/pdf', data: exe }, message: /Only pdf/ },
      {
        title: 'Html',
        file: { name: 'page.pdf', type: 'application/pdf', data: Buffer.from('<script>alert(1)</script>') },
        message: /Only pdf/,
      },
      {
        title: 'Zip',
        file: {
          name: 'archive.docx',
          type: 'application/zip',
          data: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('payload.exe')]),
        },
        message: /Only pdf/,
      },
      {
        title: 'Empty',
        file: { name: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) },
        message: /Please choose a file/,
      },
      { title: null, file: { name: 'ok.pdf', type: 'application/pdf', data: pdf }, message: /title/ },
      {
        title: 'Huge',
        file: { name: 'huge.pdf', type: 'application/pdf', data: Buffer.concat([pdf, Buffer.alloc(15_000_000)]) },
        message: /at most 15,000,000 bytes/,
      },
    ];
    for (const c of cases) {
      const res = await addFile(ict, c.title, c.file);
      expect(res.statusCode, c.file.name).toBe(400);
      expect(body<string>(res).response).toMatch(c.message);
    }
    expect(await storedFiles()).toEqual(before);
    expect(await ctx.db.select().from(downloads)).toHaveLength(count);
  });

  it('edits titles and link URLs, and deletes a file download with its stored file', async () => {
    const link = responseOf(
      await addLink(ict, { title: 'Quick Survey', url: 'https://jets.edu.ng/survey' }),
      createdDownloadSchema,
    ).id;
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/downloads/${link}`,
      headers: { cookie: ict },
      payload: { title: 'Quick Survey 2025', url: 'https://jets.edu.ng/survey-2025' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body(edited).response).toBe('Action was Successful!');
    expect((await list(student)).find((d) => d.id === link)).toMatchObject({
      title: 'Quick Survey 2025',
      url: 'https://jets.edu.ng/survey-2025',
    });

    const file = responseOf(
      await addFile(ict, 'Handbook', { name: 'h.pdf', type: 'application/pdf', data: pdf }),
      createdDownloadSchema,
    ).id;
    const urlOnFile = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/downloads/${file}`,
      headers: { cookie: ict },
      payload: { title: 'Handbook', url: 'https://jets.edu.ng/h' },
    });
    expect(urlOnFile.statusCode).toBe(400);
    const [row] = await ctx.db.select().from(downloads).where(eq(downloads.id, file));
    expect(await storedFiles()).toContain(row!.fileKey);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/downloads/${file}`, headers: { cookie: ict } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await storedFiles()).not.toContain(row!.fileKey);
    expect((await list(student)).find((d) => d.id === file)).toBeUndefined();
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/api/downloads/${file}/file`,
      headers: { cookie: student },
    });
    expect(gone.statusCode).toBe(404);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/downloads/${file}`, headers: { cookie: ict } });
    expect(again.statusCode).toBe(404);

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(file)));
    expect(audits.map((a) => a.action).sort()).toEqual(['downloads.create', 'downloads.delete']);
  });
});
