import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, upsertLibraryResources } from '@portal/db';
import { libraryResourcesViewSchema } from '@portal/domain';
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

let ctx: TestContext;
let ict: string;
let registrar: string;
let bursar: string;
let student: string;
let lecturer: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ict = await signIn(ctx, await createStaff(ctx, 'ict'));
  registrar = await signIn(ctx, await createStaff(ctx, 'registrar'));
  bursar = await signIn(ctx, await createStaff(ctx, 'bursar'));
  student = await signIn(ctx, await createStudent(ctx, 'complete'));
  lecturer = await signIn(ctx, await createLecturer(ctx));
});
afterAll(async () => {
  await ctx.close();
});

describe('library resources', () => {
  it('starts empty and is readable by complete students, lecturers and every office', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/library-resources', headers: { cookie: student } });
    expect(body(empty)).toEqual({ success: true, response: { instruction: '', html: '' } });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/library-resources', headers: { cookie: lecturer } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/library-resources', headers: { cookie: bursar } })).statusCode,
    ).toBe(200);
    const pending = await signIn(ctx, await createStudent(ctx, 'upload passport'));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/library-resources', headers: { cookie: pending } })).statusCode,
    ).toBe(403);
  });

  it('lets only ict edit, and sanitises the HTML it stores', async () => {
    const dirty = [
      '<h2>E-library</h2>',
      '<p onclick="steal()">Use <strong>EBSCO</strong> <script>alert(1)</script>daily.</p>',
      '<style>body{display:none}</style>',
      '<iframe src="https://evil.example"></iframe>',
      '<img src="x" onerror="alert(1)"><img src="https://jets.edu.ng/logo.png" alt="logo"><img src="javascript:alert(1)">',
      '<a href="javascript:alert(1)">bad</a> <a href="https://ebsco.com" target="_self">EBSCO</a> <a href="mailto:library@jets.edu.ng">mail</a>',
      '<ul><li>One</li></ul><table><tr><td>Cell</td></tr></table>',
    ].join('');
    for (const cookie of [registrar, bursar, student, lecturer]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/library-resources',
        headers: { cookie },
        payload: { instruction: 'x', html: '<p>x</p>' },
      });
      expect(res.statusCode).toBe(403);
    }
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/library-resources',
      headers: { cookie: ict },
      payload: { instruction: 'Sign in with your student e-mail.', html: dirty },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = responseOf(res, libraryResourcesViewSchema);
    expect(saved.instruction).toBe('Sign in with your student e-mail.');
    const html = saved.html;
    for (const bad of [
      '<script',
      'alert(1)',
      'onerror',
      'onclick',
      'javascript:',
      '<style',
      '<iframe',
      'display:none',
    ]) {
      expect(html, bad).not.toContain(bad);
    }
    expect(html).toContain('<h2>E-library</h2>');
    expect(html).toContain('<strong>EBSCO</strong>');
    expect(html).toContain('<a href="https://ebsco.com" target="_blank" rel="noopener noreferrer">EBSCO</a>');
    expect(html).toContain('href="mailto:library@jets.edu.ng"');
    expect(html).toContain('<img src="https://jets.edu.ng/logo.png" alt="logo" />');
    expect(html).toContain('<ul><li>One</li></ul>');
    expect(html).toContain('<td>Cell</td>');

    const read = await ctx.app.inject({ method: 'GET', url: '/api/library-resources', headers: { cookie: student } });
    expect(body(read).response).toEqual(saved);

    // HTML that reached the table another way is sanitised on the way out as well.
    await upsertLibraryResources(ctx.db, { instruction: 'x', html: dirty, updatedBy: null });
    const reread = responseOf(
      await ctx.app.inject({ method: 'GET', url: '/api/library-resources', headers: { cookie: student } }),
      libraryResourcesViewSchema,
    ).html;
    expect(reread).toBe(html);

    const again = await ctx.app.inject({
      method: 'PUT',
      url: '/api/library-resources',
      headers: { cookie: ict },
      payload: { instruction: '', html: '<p>Second</p>' },
    });
    expect(body(again).response).toEqual({ instruction: '', html: '<p>Second</p>' });
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'library-resources.edit'));
    expect(audits).toHaveLength(2);
  });
});
