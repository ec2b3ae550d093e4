import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type PeriodRow } from '@portal/db';
import { eq } from 'drizzle-orm';
import {
  createPeriodResponseSchema,
  currentPeriodOf,
  periodListResponseSchema,
  periodViewSchema,
  setPeriodStatusResponseSchema,
  sortPeriodsNewestFirst as sortNewestFirst,
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

let ctx: TestContext;
let registrar: string;
let dean: string;
let porter: string;
let ict: string;
let student: string;
let lecturer: string;

beforeAll(async () => {
  ctx = await createTestContext();
  registrar = await signIn(ctx, await createStaff(ctx, 'registrar'));
  dean = await signIn(ctx, await createStaff(ctx, 'dean'));
  porter = await signIn(ctx, await createStaff(ctx, 'porter'));
  ict = await signIn(ctx, await createStaff(ctx, 'ict'));
  student = await signIn(ctx, await createStudent(ctx));
  lecturer = await signIn(ctx, await createLecturer(ctx));
});
afterAll(async () => {
  await ctx.close();
});

const create = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/periods', headers: { cookie }, payload });
const toggle = (cookie: string, periodId: string, field: string, action: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/periods/${periodId}/status`,
    headers: { cookie },
    payload: { field, action },
  });
const list = async (cookie: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/periods', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return responseOf(res, periodListResponseSchema);
};

describe('period ids and creation', () => {
  it('computes the id from the semester code and the session, with every status closed', async () => {
    const cases: Array<[string, string, string, string]> = [
      ['1st', '2023/2024', 'regular', '120232024'],
      ['2nd', '2023/2024', 'regular', '220232024'],
      ['Summer', '2023/2024', 'summer', '020232024'],
      ['Pre-Summer', '2023/2024', 'summer', '320232024'],
    ];
    for (const [semester, session, season, id] of cases) {
      const res = await create(registrar, { semester, session, season });
      expect(res.statusCode, semester).toBe(200);
      const { period } = responseOf(res, createPeriodResponseSchema);
      expect(period).toMatchObject({
        period_id: id,
        semester,
        session,
        season,
        registration_status: 'closed',
        add_drop_status: 'closed',
        accommodation_status: 'closed',
      });
    }
    const one = await ctx.app.inject({ method: 'GET', url: '/api/periods/020232024', headers: { cookie: student } });
    expect(one.statusCode).toBe(200);
    expect(responseOf(one, periodViewSchema).semester).toBe('Summer');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/periods/999', headers: { cookie: student } });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a duplicate period with the message, also when two creates race', async () => {
    const again = await create(dean, { semester: '1st', session: '2023/2024', season: 'regular' });
    expect(again.statusCode).toBe(409);
    expect(body(again).response).toBe('The period 1st semester 2023/2024 already exists.');

    const racing = await Promise.all(
      Array.from({ length: 6 }, () => create(registrar, { semester: '2nd', session: '2030/2031', season: 'regular' })),
    );
    const statuses = racing.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of racing.filter((r) => r.statusCode === 409)) {
      expect(body(r).response).toBe('The period 2nd semester 2030/2031 already exists.');
    }
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, '220302031'));
    expect(audits.filter((a) => a.action === 'period.create')).toHaveLength(1);
  });

  it('refuses sessions that are not two consecutive four-digit years, and unknown semesters', async () => {
    for (const session of ['2023/2025', '23/24', '2023-2024', '2024/2023', '']) {
      const res = await create(registrar, { semester: '1st', session, season: 'regular' });
      expect(res.statusCode, session).toBe(400);
    }
    const res = await create(registrar, { semester: '3rd', session: '2023/2024', season: 'regular' });
    expect(res.statusCode).toBe(400);
    const periods = await list(registrar);
    expect(periods.items.some((p) => p.period_id.endsWith('20232025'))).toBe(false);
  });

  it('lets every signed-in user list periods newest first', async () => {
    for (const cookie of [student, lecturer, porter, ict]) {
      const { items } = await list(cookie);
      expect(items.map((p) => p.period_id)).toEqual(['220302031', '020232024', '320232024', '220232024', '120232024']);
    }
  });
});

describe('status toggles', () => {
  it('sets the state asked for; two "open" at once leave it opened; asking again says so', async () => {
    const both = await Promise.all([
      toggle(registrar, '120232024', 'registration', 'open'),
      toggle(dean, '120232024', 'registration', 'open'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const messages = both.map((r) => responseOf(r, setPeriodStatusResponseSchema));
    expect(messages.filter((m) => m.changed)).toHaveLength(1);
    expect(messages.find((m) => m.changed)!.message).toBe(
      'The status of the particular period was changed successfully!',
    );
    expect(messages.find((m) => !m.changed)!.message).toBe('The registration status of this period is already opened.');
    const { items } = await list(registrar);
    expect(items.find((p) => p.period_id === '120232024')!.registration_status).toBe('opened');

    const close = await toggle(registrar, '120232024', 'add_drop', 'close');
    expect(responseOf(close, setPeriodStatusResponseSchema).changed).toBe(false);
    const openAddDrop = await toggle(ict, '120232024', 'add_drop', 'open');
    expect(responseOf(openAddDrop, setPeriodStatusResponseSchema).period).toMatchObject({
      registration_status: 'opened',
      add_drop_status: 'opened',
      accommodation_status: 'closed',
    });
  });

  it('lets only ict and porter move accommodation, and not porter registration or add/drop', async () => {
    expect((await toggle(porter, '120232024', 'accommodation', 'open')).statusCode).toBe(200);
    expect((await toggle(ict, '120232024', 'accommodation', 'close')).statusCode).toBe(200);
    for (const cookie of [registrar, dean]) {
      const res = await toggle(cookie, '120232024', 'accommodation', 'open');
      expect(res.statusCode).toBe(403);
    }
    for (const field of ['registration', 'add_drop']) {
      const res = await toggle(porter, '120232024', field, 'close');
      expect(res.statusCode).toBe(403);
    }
    const { items } = await list(ict);
    expect(items.find((p) => p.period_id === '120232024')).toMatchObject({
      registration_status: 'opened',
      add_drop_status: 'opened',
      accommodation_status: 'closed',
    });
  });

  it('answers 404 for an unknown period and 400 for an unknown field or action', async () => {
    expect((await toggle(ict, '199999999', 'registration', 'open')).statusCode).toBe(404);
    expect((await toggle(ict, '120232024', 'hostel', 'open')).statusCode).toBe(400);
    expect((await toggle(ict, '120232024', 'registration', 'flip')).statusCode).toBe(400);
  });
});

describe('current period', () => {
  const p = (semester: PeriodRow['semester'], session: string, registrationStatus: 'opened' | 'closed' = 'closed') => ({
    semester,
    session,
    registrationStatus,
  });

  it('is the latest period with registration opened, else the latest period, else null', () => {
    expect(currentPeriodOf([])).toBeNull();
    const periods = [p('1st', '2024/2025', 'opened'), p('2nd', '2024/2025'), p('Summer', '2023/2024', 'opened')];
    expect(currentPeriodOf(periods)).toBe(periods[0]);
    expect(currentPeriodOf([p('1st', '2024/2025'), p('2nd', '2024/2025'), p('Summer', '2023/2024')])).toMatchObject({
      semester: '2nd',
      session: '2024/2025',
    });
    expect(
      sortNewestFirst([
        p('1st', '2024/2025'),
        p('Summer', '2024/2025'),
        p('Pre-Summer', '2024/2025'),
        p('2nd', '2024/2025'),
      ]).map((x) => x.semester),
    ).toEqual(['Summer', 'Pre-Summer', '2nd', '1st']);
  });

  it('is reported by the list: the open 1st 2023/2024 over the later closed periods', async () => {
    expect((await list(student)).current_period_id).toBe('120232024');
    await toggle(registrar, '120232024', 'registration', 'close');
    expect((await list(student)).current_period_id).toBe('220302031');
  });
});
