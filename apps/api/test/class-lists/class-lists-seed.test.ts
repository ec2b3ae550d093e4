import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodId, type ClassListResponse } from '@portal/domain';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo-seed.js';
import { DEMO_CLASS_LIST, DEMO_CLASS_LIST_OTHER } from '../../src/seed/class-list-seed.js';
import { body, createTestContext, sessionCookieFrom, type TestContext } from '../support/helpers.js';

/*
 * Demo class lists (issue 14): a fresh `npm start` shows the demo lecturer a class list with
 * registered, added and dropped students, and a demo student the names of their classmates.
 */

let ctx: TestContext;
const OPEN = periodId('1st', '2025/2026');
const urlOf = (code: string) => `/api/class-lists/${OPEN}/${encodeURIComponent(code)}`;
const url = urlOf(DEMO_CLASS_LIST.course);

async function signIn(portal: 'faculty' | 'student', username: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/auth/${portal}/login`,
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieFrom(res);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
  // Seeding again adds nothing.
  await seedDemo(ctx.db, ctx.hasher, 'jets.edu.ng');
}, 600_000);
afterAll(async () => {
  await ctx.close();
});

describe('demo class lists', () => {
  it('gives the demo lecturer a class list with registered, added and dropped students, once', async () => {
    const cookie = await signIn('faculty', `${DEMO_CLASS_LIST.lecturer}@jets.edu.ng`);
    const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const list = body<ClassListResponse>(res).response;
    expect(list.view).toBe('lecturer');
    expect(list.registered.length).toBeGreaterThanOrEqual(3);
    expect(list.added).toHaveLength(1);
    expect(list.dropped).toHaveLength(1);
    // The student who dropped stays in the registered table.
    expect(list.registered.map((r) => r.surname)).toContain(list.dropped[0]!.surname);

    // The other demo lecturer's course: registered and dropped students.
    const other = await signIn('faculty', `${DEMO_CLASS_LIST_OTHER.lecturer}@jets.edu.ng`);
    const second = body<ClassListResponse>(
      await ctx.app.inject({ method: 'GET', url: urlOf(DEMO_CLASS_LIST_OTHER.course), headers: { cookie: other } }),
    ).response;
    expect(second.registered.length).toBeGreaterThanOrEqual(3);
    expect(second.dropped).toHaveLength(1);
  });

  it('lets a registered demo student open the list, names only', async () => {
    const lecturer = await signIn('faculty', `${DEMO_CLASS_LIST.lecturer}@jets.edu.ng`);
    const list = body<ClassListResponse>(
      await ctx.app.inject({ method: 'GET', url, headers: { cookie: lecturer } }),
    ).response;
    if (list.view === 'student') throw new Error('unexpected view');
    const dropped = new Set(list.dropped.map((r) => r.student_id));
    const classmate = list.registered.find((r) => !dropped.has(r.student_id))!;
    const cookie = await signIn('student', classmate.student_id);
    const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const mine = body<ClassListResponse>(res).response;
    expect(mine.view).toBe('student');
    expect(mine.registered).toHaveLength(list.registered.length);
  });
});
