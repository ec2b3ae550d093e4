import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courseAssignments } from '@portal/db';
import { eq } from 'drizzle-orm';
import { messageResponseSchema, periodAssignmentsResponseSchema } from '@portal/domain';
import { body, createLecturer, createStaff, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';
import { createPeriods } from '../support/period-factories.js';

let ctx: TestContext;
let dean: string;
let ict: string;
const lecturers: Array<Awaited<ReturnType<typeof createLecturer>>> = [];
const PERIOD = '120252026';

beforeAll(async () => {
  ctx = await createTestContext();
  dean = await signIn(ctx, await createStaff(ctx, 'dean'));
  ict = await signIn(ctx, await createStaff(ctx, 'ict'));
  for (let i = 0; i < 10; i++) lecturers.push(await createLecturer(ctx, { surname: `LECTURER${i}` }));
  await createPeriods(ctx, dean, [
    ['1st', '2025/2026'],
    ['2nd', '2025/2026'],
  ]);
  for (const [code, title, hours] of [
    ['OTS 611', 'Old Testament Survey', '3'],
    ['NTS 612', 'New Testament Survey', '3'],
    ['FED 100', 'Field Education', 'P'],
    ['OLD 999', 'Retired Course', '2'],
  ]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { cookie: dean },
      payload: { code, title, hours, year: 6 },
    });
    expect(res.statusCode).toBe(200);
  }
  await ctx.app.inject({
    method: 'PATCH',
    url: '/api/courses/OLD%20999/status',
    headers: { cookie: dean },
    payload: { status: 'unavailable' },
  });
});
afterAll(async () => {
  await ctx.close();
});

const assign = (course_code: string, faculty_id: string, cookie = dean, period = PERIOD) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/assignments/${period}`,
    headers: { cookie },
    payload: { course_code, faculty_id },
  });
const screen = async (period = PERIOD) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/assignments/${period}`, headers: { cookie: ict } });
  expect(res.statusCode).toBe(200);
  return responseOf(res, periodAssignmentsResponseSchema);
};

describe('course assignment', () => {
  it('shows the period, no assignments and the available courses for the modal in one request', async () => {
    const s = await screen();
    expect(s.period).toMatchObject({ period_id: PERIOD, semester: '1st', session: '2025/2026' });
    expect(s.items).toEqual([]);
    expect(s.unassigned_courses).toEqual([
      { code: 'FED 100', title: 'Field Education', hours: 'P/F', year: 6 },
      { code: 'NTS 612', title: 'New Testament Survey', hours: '3', year: 6 },
      { code: 'OTS 611', title: 'Old Testament Survey', hours: '3', year: 6 },
    ]);
  });

  it('assigns a course (code in any case) and refuses a second assignment with the spec message', async () => {
    const res = await assign('ots 611', lecturers[0]!.customId);
    expect(res.statusCode, res.body).toBe(200);
    expect(responseOf(res, messageResponseSchema).message).toBe('The course was assigned successfully!');
    const again = await assign('OTS 611', lecturers[1]!.customId, ict);
    expect(again.statusCode).toBe(409);
    expect(body(again).response).toBe('Unable to assign course. Duplicate assignment!');
    const s = await screen();
    expect(s.items).toEqual([
      {
        course_code: 'OTS 611',
        title: 'Old Testament Survey',
        hours: '3',
        faculty: {
          custom_id: lecturers[0]!.customId,
          title: 'Dr.',
          surname: 'LECTURER0',
          first_name: lecturers[0]!.firstName,
          other_names: null,
        },
      },
    ]);
    expect(s.unassigned_courses.map((c) => c.code)).toEqual(['FED 100', 'NTS 612']);
    // the same course in another period is a different assignment
    expect((await assign('OTS 611', lecturers[1]!.customId, dean, '220252026')).statusCode).toBe(200);
  });

  it('gives exactly one assignment when ten officers assign the same course at once', async () => {
    const racing = await Promise.all(lecturers.map((l, i) => assign('NTS 612', l.customId, i % 2 ? ict : dean)));
    const ok = racing.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of racing.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(body(r).response).toBe('Unable to assign course. Duplicate assignment!');
    }
    const rows = await ctx.db.select().from(courseAssignments).where(eq(courseAssignments.courseCode, 'NTS 612'));
    expect(rows).toHaveLength(1);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'course.assign'));
    expect(audits.filter((a) => (a.details as { courseCode: string }).courseCode === 'NTS 612')).toHaveLength(1);
  });

  it('refuses unknown or unavailable courses, unknown, inactive or non-lecturer accounts, unknown periods', async () => {
    const unknownCourse = await assign('XYZ 123', lecturers[2]!.customId);
    expect(unknownCourse.statusCode).toBe(404);
    const unavailable = await assign('OLD 999', lecturers[2]!.customId);
    expect(unavailable.statusCode).toBe(400);
    expect(body(unavailable).response).toBe('The course OLD 999 is not on the portal (unavailable).');
    const notLecturer = await createStaff(ctx, 'bursar');
    for (const id of ['NOPE', notLecturer.customId]) {
      const res = await assign('FED 100', id);
      expect(res.statusCode).toBe(400);
      expect(body(res).response).toBe('The selected lecturer was not found or the account is inactive.');
    }
    const inactive = await createLecturer(ctx, { status: 'inactive' });
    expect((await assign('FED 100', inactive.customId)).statusCode).toBe(400);
    expect((await assign('FED 100', lecturers[2]!.customId, dean, '999999999')).statusCode).toBe(404);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/assignments/${PERIOD}`,
      headers: { cookie: dean },
      payload: { course_code: '', faculty_id: lecturers[2]!.customId },
    });
    expect(empty.statusCode).toBe(400);
    expect((await screen()).unassigned_courses.map((c) => c.code)).toEqual(['FED 100']);
  });

  it('unassigns a course (then it may be assigned again); 404 when it is not assigned', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/assignments/${PERIOD}/ots%20611`,
      headers: { cookie: ict },
    });
    expect(res.statusCode).toBe(200);
    expect(responseOf(res, messageResponseSchema).message).toBe('The course was unassigned successfully!');
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/assignments/${PERIOD}/OTS%20611`,
      headers: { cookie: ict },
    });
    expect(again.statusCode).toBe(404);
    expect((await assign('OTS 611', lecturers[3]!.customId)).statusCode).toBe(200);
    const s = await screen();
    expect(s.items.find((i) => i.course_code === 'OTS 611')!.faculty.custom_id).toBe(lecturers[3]!.customId);
    // the other period keeps its own lecturer
    const other = await screen('220252026');
    expect(other.items.map((i) => [i.course_code, i.faculty.custom_id])).toEqual([['OTS 611', lecturers[1]!.customId]]);
  });
});
