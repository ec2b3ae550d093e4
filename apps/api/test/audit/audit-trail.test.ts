import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registrations, type UserRow } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import {
  auditCheckResponseSchema,
  auditTrailResponseSchema,
  type AuditCheckResponse,
  type AuditTrailResponse,
} from '@portal/domain';
import { createTestContext, type TestContext } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';
import { createDesk, deskApi, POSITIONS, registrantAt, type Desk } from '../support/bursary-factories.js';
import { PERIOD_ID, seedRegistrationSetup } from '../support/registration-factories.js';

/** The audit trail screen's API (issue 25): the records in words, filtered in SQL, CSV, and the check. */

let ctx: TestContext;
let desk: Desk;
let student: { user: UserRow; cookie: string };

const trail = async (query = '', position: keyof Desk['staff'] = 'auditor'): Promise<AuditTrailResponse> => {
  const res = await deskApi(ctx, desk.staff[position].cookie).get(`/api/audit-trail${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return responseOf(res, auditTrailResponseSchema);
};
const check = async (): Promise<AuditCheckResponse> =>
  responseOf(await deskApi(ctx, desk.staff.auditor.cookie).get('/api/audit-trail/check'), auditCheckResponseSchema);

beforeAll(async () => {
  ctx = await createTestContext();
  await seedRegistrationSetup(ctx);
  desk = await createDesk(ctx);
  student = await registrantAt(ctx, desk, 'awaiting bursar');
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/audit-trail', () => {
  it('is for the auditor, ict and bursar only', async () => {
    for (const position of POSITIONS) {
      const res = await deskApi(ctx, desk.staff[position].cookie).get('/api/audit-trail');
      expect(res.statusCode, position).toBe(['auditor', 'ict', 'bursar'].includes(position) ? 200 : 403);
    }
    expect((await deskApi(ctx, student.cookie).get('/api/audit-trail')).statusCode).toBe(403);
    expect((await deskApi(ctx, desk.lecturerCookie).get('/api/audit-trail/check')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/audit-trail.csv' })).statusCode).toBe(401);
  });

  it("finds the dean's approval by the student's ID, in words, with who, when and the status before and after", async () => {
    const id = student.user.username;
    const page = await trail(`?student=${id}&action=registration.approve`);
    expect(page.total).toBe(1);
    const [approval] = page.items;
    expect(approval).toMatchObject({
      action: 'registration.approve',
      what: `approved the registration form of ${id} for 1st Semester 2025/2026: "In order"`,
      who: `${desk.staff.dean.user.firstName} ${desk.staff.dean.user.surname} (dean)`,
      office: 'dean',
      student: id,
      changes: [{ label: 'Status', before: 'awaiting dean', after: 'awaiting bursar' }],
    });
    expect(approval!.seq).toBeGreaterThan(0);
  });

  it("lists a student's records newest first, by ID or by name, and one form's own history", async () => {
    const byId = await trail(`?student=${student.user.username}`);
    expect(byId.items.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'registration.start',
        'registration.pick-course',
        'registration.forward',
        'registration.approve',
      ]),
    );
    const times = byId.items.map((r) => r.at);
    expect(times).toEqual([...times].sort().reverse());
    const byName = await trail(`?student=${encodeURIComponent(student.user.surname.toLowerCase())}`);
    expect(byName.total).toBe(byId.total);

    const [form] = await ctx.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.studentId, student.user.customId), eq(registrations.periodId, PERIOD_ID)));
    const history = await trail(`?entity=registration&entityId=${form!.id}`);
    // The staff form page's link: the kind of record, the student (custom_id) and the period.
    const linked = await trail(`?student=${student.user.customId}&entity=registration&period=${PERIOD_ID}`);
    expect(linked.items.map((r) => r.id)).toEqual(
      (await trail(`?entity=registration&entityId=${form!.id}`)).items.map((r) => r.id),
    );
    expect((await trail(`?student=${student.user.customId}&entity=registration&period=220252026`)).total).toBe(0);
    expect(history.items.every((r) => r.entity === 'registration' && r.entity_id === String(form!.id))).toBe(true);
    expect(
      history.items
        .map((r) => r.action)
        .reverse()
        .slice(0, 2),
    ).toEqual(['registration.start', 'registration.pick-course']);
  });

  it('filters by office, user, action and West Africa Time days, and pages in SQL', async () => {
    const deans = await trail('?office=dean');
    expect(deans.total).toBeGreaterThan(0);
    expect(deans.items.every((r) => r.office === 'dean')).toBe(true);
    const byUser = await trail(`?user=${desk.staff.dean.user.username}`);
    expect(byUser.total).toBe(deans.total);
    const logins = await trail('?action=auth.login');
    expect(logins.items.every((r) => r.action === 'auth.login' && r.what === 'signed in')).toBe(true);

    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const all = await trail();
    expect((await trail(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await trail('?to=2020-01-01')).total).toBe(0);
    expect(all.page_size).toBe(50);
    const second = await trail('?page=2');
    expect(second.items.length).toBe(Math.max(0, Math.min(50, all.total - 50)));
    expect((await deskApi(ctx, desk.staff.auditor.cookie).get('/api/audit-trail?from=yesterday')).statusCode).toBe(400);
  });

  it('exports the matching records as CSV, times in West Africa Time', async () => {
    const res = await deskApi(ctx, desk.staff.bursar.cookie).get(
      `/api/audit-trail.csv?student=${student.user.username}&action=registration.approve`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Record,When (WAT),Who,Office,What,Action,Student,Changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d+,"\d+ \w+ \d{4}, \d\d:\d\d WAT",/);
    expect(lines[1]).toContain(`approved the registration form of ${student.user.username} for 1st Semester 2025/2026`);
    expect(lines[1]).toContain('Status: awaiting dean → awaiting bursar');
  });
});

describe('GET /api/audit-trail/check', () => {
  it('says the trail is complete, then names the record a superuser altered', async () => {
    const complete = await check();
    expect(complete.complete).toBe(true);
    expect(complete.message).toMatch(/^The audit trail is complete: \d+ records since \d+ \w+ \d{4}, \d\d:\d\d WAT\.$/);
    expect(complete.count).toBe((await trail()).total);

    const [approval] = (await trail(`?student=${student.user.username}&action=registration.approve`)).items;
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update audit_log set details = details || '{"comment": "Approved by phone"}' where id = ${approval!.id}`,
      );
    });
    const broken = await check();
    expect(broken.complete).toBe(false);
    expect(broken.message).toMatch(
      new RegExp(
        `^Record ${approval!.seq} \\(approved the registration form of ${student.user.username} for 1st Semester 2025/2026: "Approved by phone" on .* WAT\\) was altered\\.$`,
      ),
    );
  });
});
