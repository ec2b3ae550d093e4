import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '@portal/db';
import { courseChangeResponseSchema, courseListResponseSchema, coursesOfYearResponseSchema } from '@portal/domain';
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
let dean: string;
let ict: string;
let student: string;
let lecturer: string;

beforeAll(async () => {
  ctx = await createTestContext();
  dean = await signIn(ctx, await createStaff(ctx, 'dean'));
  ict = await signIn(ctx, await createStaff(ctx, 'ict'));
  student = await signIn(ctx, await createStudent(ctx));
  lecturer = await signIn(ctx, await createLecturer(ctx));
});
afterAll(async () => {
  await ctx.close();
});

const create = (payload: Record<string, unknown>, cookie = dean) =>
  ctx.app.inject({ method: 'POST', url: '/api/courses', headers: { cookie }, payload });

describe('Input New Course', () => {
  it('creates an available course with the code upper-cased and answers the spec message', async () => {
    const res = await create({ title: 'Old Testament Survey', hours: '3', code: 'ots  611', year: 6 });
    expect(res.statusCode).toBe(200);
    const answer = responseOf(res, courseChangeResponseSchema);
    expect(answer.message).toBe('The specified course was inputed successfully!');
    expect(answer.course).toEqual({
      code: 'OTS 611',
      year: 6,
      title: 'Old Testament Survey',
      hours: '3',
      status: 'available',
      audience: 'both',
    });
  });

  it('refuses a duplicate code whatever its case, also when two creates race', async () => {
    const dup = await create({ title: 'Another', hours: '2', code: 'OTS 611', year: 6 });
    expect(dup.statusCode).toBe(409);
    expect(body(dup).response).toBe('A course with the code OTS 611 already exists.');
    const lower = await create({ title: 'Another', hours: '2', code: 'ots 611', year: 6 });
    expect(lower.statusCode).toBe(409);
    expect(body(lower).response).toBe('A course with the code OTS 611 already exists.');

    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) => create({ title: `Race ${i}`, hours: '2', code: 'NTS 612', year: 6 }, ict)),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('refuses invalid years, hours and codes, and writes nothing', async () => {
    const before = (await ctx.db.select().from(courses)).length;
    const bad: Array<Record<string, unknown>> = [
      { title: 'X', hours: '3', code: 'ABC 101', year: 0 },
      { title: 'X', hours: '3', code: 'ABC 101', year: 8 },
      { title: 'X', hours: '3', code: 'ABC 101', year: 'two' },
      { title: 'X', hours: '10', code: 'ABC 101', year: 1 },
      { title: 'X', hours: '0', code: 'ABC 101', year: 1 },
      { title: 'X', hours: '', code: 'ABC 101', year: 1 },
      { title: '', hours: '3', code: 'ABC 101', year: 1 },
      { title: 'X', hours: '3', code: '', year: 1 },
      { title: 'X', hours: '3', code: '101', year: 1 },
      { title: 'X', hours: '3', code: 'ABC 101', year: 1, audience: 'everyone' },
    ];
    for (const payload of bad) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await ctx.db.select().from(courses)).length).toBe(before);
  });

  it('stores a pass/fail course as P/F', async () => {
    const res = await create({ title: 'Field Education', hours: 'p', code: 'FED 100', year: 1 });
    expect(responseOf(res, courseChangeResponseSchema).course.hours).toBe('P/F');
  });
});

describe('course list, status and corrections', () => {
  beforeAll(async () => {
    const seed: Array<Record<string, unknown>> = [
      { title: 'Introduction to Theology', hours: '3', code: 'THE 101', year: 1 },
      { title: 'Online Learning Skills', hours: '1', code: 'ICT 102', year: 1, audience: 'virtual' },
      { title: 'Chapel and Spiritual Formation', hours: '1', code: 'SPF 103', year: 1, audience: 'in_person' },
      { title: 'Greek I', hours: '3', code: 'GRK 201', year: 2 },
    ];
    for (const payload of seed) expect((await create(payload)).statusCode).toBe(200);
  });

  it('pages the catalogue by year then code, filters by year and searches code or title', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/courses', headers: { cookie: ict } });
    const page = responseOf(res, courseListResponseSchema);
    expect(page.page_size).toBe(100);
    expect(page.total).toBe(7);
    expect(page.items.map((c) => c.code)).toEqual([
      'FED 100',
      'ICT 102',
      'SPF 103',
      'THE 101',
      'GRK 201',
      'NTS 612',
      'OTS 611',
    ]);
    expect(page.items.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const year = await ctx.app.inject({ method: 'GET', url: '/api/courses?year=2', headers: { cookie: ict } });
    expect(responseOf(year, courseListResponseSchema).items.map((c) => c.code)).toEqual(['GRK 201']);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/courses?q=testament', headers: { cookie: dean } });
    expect(responseOf(search, courseListResponseSchema).items.map((c) => c.code)).toEqual(['OTS 611']);
    const wild = await ctx.app.inject({ method: 'GET', url: '/api/courses?q=%25', headers: { cookie: dean } });
    expect(responseOf(wild, courseListResponseSchema).total).toBe(0);
  });

  it('lists the available courses of a year for an audience (both, and that one)', async () => {
    const byYear = async (query: string, cookie = student) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/years/1/courses${query}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return responseOf(res, coursesOfYearResponseSchema).map((c) => c.code);
    };
    expect(await byYear('?audience=in_person')).toEqual(['FED 100', 'SPF 103', 'THE 101']);
    expect(await byYear('?audience=virtual', lecturer)).toEqual(['FED 100', 'ICT 102', 'THE 101']);
    expect(await byYear('', ict)).toEqual(['FED 100', 'ICT 102', 'SPF 103', 'THE 101']);

    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/courses/the%20101/status',
      headers: { cookie: dean },
      payload: { status: 'unavailable' },
    });
    expect(off.statusCode).toBe(200);
    expect(responseOf(off, courseChangeResponseSchema)).toMatchObject({
      message: 'Status Changed',
      course: { code: 'THE 101', status: 'unavailable' },
    });
    expect(await byYear('?audience=in_person')).toEqual(['FED 100', 'SPF 103']);

    const on = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/courses/THE%20101/status',
      headers: { cookie: ict },
      payload: { status: 'available' },
    });
    expect(responseOf(on, courseChangeResponseSchema).course.status).toBe('available');
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/years/8/courses', headers: { cookie: student } });
    expect(bad.statusCode).toBe(400);
  });

  it('corrects title, hours, year and audience, but not the code; unknown code is 404', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/courses/GRK%20201',
      headers: { cookie: dean },
      payload: { title: 'New Testament Greek I', hours: '4', year: 3, audience: 'in_person', code: 'XXX 999' },
    });
    expect(res.statusCode).toBe(200);
    expect(responseOf(res, courseChangeResponseSchema).course).toEqual({
      code: 'GRK 201',
      title: 'New Testament Greek I',
      hours: '4',
      year: 3,
      audience: 'in_person',
      status: 'available',
    });
    const empty = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/courses/GRK%20201',
      headers: { cookie: dean },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const badHours = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/courses/GRK%20201',
      headers: { cookie: dean },
      payload: { hours: '12' },
    });
    expect(badHours.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/courses/ZZZ%20999',
      headers: { cookie: dean },
      payload: { title: 'Nothing' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
