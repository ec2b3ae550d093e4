import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, departmentalCharges, seminaryCharges } from '@portal/db';
import { chargeListResponseSchema, messageResponseSchema, DEPARTMENTS } from '@portal/domain';
import { body, createStaff, createTestContext, signIn, type TestContext } from '../support/helpers.js';
import { createPeriods } from '../support/period-factories.js';
import { responseOf } from '../support/responses.js';

let ctx: TestContext;
let bursar: string;
let ict: string;
let auditor: string;

beforeAll(async () => {
  ctx = await createTestContext();
  bursar = await signIn(ctx, await createStaff(ctx, 'bursar'));
  ict = await signIn(ctx, await createStaff(ctx, 'ict'));
  auditor = await signIn(ctx, await createStaff(ctx, 'auditor'));
  const registrar = await signIn(ctx, await createStaff(ctx, 'registrar'));
  await createPeriods(ctx, registrar, [
    ['1st', '2024/2025'],
    ['2nd', '2024/2025'],
    ['Summer', '2024/2025'],
    ['1st', '2025/2026'],
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const charges = async (cookie = bursar) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/charges', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return responseOf(res, chargeListResponseSchema);
};
const putSeminary = (payload: Record<string, unknown>, cookie = bursar) =>
  ctx.app.inject({ method: 'PUT', url: '/api/charges/seminary', headers: { cookie }, payload });
const postSeminary = (payload: Record<string, unknown>, cookie = bursar) =>
  ctx.app.inject({ method: 'POST', url: '/api/charges/seminary', headers: { cookie }, payload });
const postDepartmental = (payload: Record<string, unknown>, cookie = bursar) =>
  ctx.app.inject({ method: 'POST', url: '/api/charges/departmental', headers: { cookie }, payload });
const putDepartmental = (payload: Record<string, unknown>, cookie = bursar) =>
  ctx.app.inject({ method: 'PUT', url: '/api/charges/departmental', headers: { cookie }, payload });

describe('seminary charges', () => {
  it('sets an item in kobo, replaces it on a second save, and lists it', async () => {
    const base = { level: 'undergraduate', student_type: 'new', mode: 'in_person' };
    const first = await putSeminary({ ...base, item: 'Health Insurance', amount: 7000 });
    expect(first.statusCode, first.body).toBe(200);
    expect(responseOf(first, messageResponseSchema).message).toBe('Action was Successful!');
    expect((await putSeminary({ ...base, item: 'SUG', amount: '3000' })).statusCode).toBe(200);
    expect((await putSeminary({ ...base, item: 'Health Insurance', amount: 7500 }, ict)).statusCode).toBe(200);
    expect(
      (
        await putSeminary({
          level: 'postgraduate',
          student_type: 'returning',
          mode: 'virtual',
          item: 'Departmental',
          amount: 0,
        })
      ).statusCode,
    ).toBe(200);
    const { seminary } = await charges(auditor);
    expect(seminary.map(({ id: _id, ...rest }) => rest)).toEqual([
      { ...base, item: 'SUG', amount_kobo: 300_000 },
      { ...base, item: 'Health Insurance', amount_kobo: 750_000 },
      { level: 'postgraduate', student_type: 'returning', mode: 'virtual', item: 'Departmental', amount_kobo: 0 },
    ]);
  });

  it('refuses unknown items for the mode and bad amounts, writing nothing', async () => {
    const before = await ctx.db.select().from(seminaryCharges);
    const base = { level: 'undergraduate', student_type: 'returning', mode: 'in_person' };
    const bad: Array<Record<string, unknown>> = [
      { ...base, item: 'Internet and Portal Access', amount: 100 },
      { ...base, mode: 'virtual', item: 'Health Insurance', amount: 100 },
      { ...base, item: 'Pizza', amount: 100 },
      { ...base, item: 'SUG', amount: -1 },
      { ...base, item: 'SUG', amount: '-1' },
      { ...base, item: 'SUG', amount: 10.5 },
      { ...base, item: 'SUG', amount: '1e3' },
      { ...base, item: 'SUG', amount: 1_000_000_000 },
      { ...base, item: 'SUG', amount: '' },
      { ...base, level: 'doctoral', item: 'SUG', amount: 1 },
      { ...base, student_type: 'old', item: 'SUG', amount: 1 },
    ];
    for (const payload of bad) {
      const res = await putSeminary(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await ctx.db.select().from(seminaryCharges)).toEqual(before);
  });

  it('lets the auditor look but not change; deletes an item', async () => {
    const res = await putSeminary(
      { level: 'undergraduate', student_type: 'new', mode: 'in_person', item: 'SUG', amount: 1 },
      auditor,
    );
    expect(res.statusCode).toBe(403);
    const { seminary } = await charges(auditor);
    const sug = seminary.find((s) => s.item === 'SUG')!;
    expect(sug.amount_kobo).toBe(300_000);
    const auditorDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/charges/seminary/${sug.id}`,
      headers: { cookie: auditor },
    });
    expect(auditorDelete.statusCode).toBe(403);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/charges/seminary/${sug.id}`,
      headers: { cookie: ict },
    });
    expect(del.statusCode).toBe(200);
    expect((await charges()).seminary.find((s) => s.item === 'SUG')).toBeUndefined();
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/charges/seminary/${sug.id}`,
      headers: { cookie: ict },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('Input New Charge of an item that exists (issue 15 §2)', () => {
  const base = { level: 'postgraduate', student_type: 'new', mode: 'in_person' };

  it('adds an item not set yet, with the officer on the audit record', async () => {
    const res = await postSeminary({ ...base, item: 'SUG', amount: '3000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(responseOf(res, messageResponseSchema).message).toBe('Action was Successful!');
    const { seminary } = await charges(auditor);
    const sug = seminary.find((s) => s.level === 'postgraduate' && s.student_type === 'new' && s.item === 'SUG')!;
    expect(sug.amount_kobo).toBe(300_000);
    const audits = await ctx.db.select().from(auditLog);
    const added = audits.find((a) => a.action === 'charge.add-seminary' && a.entityId === String(sug.id))!;
    expect(added.details).toMatchObject({ item: 'SUG', fromKobo: null, toKobo: 300_000 });
    expect(added.actorId).toBeTruthy();
  });

  it('refuses SUG at 3,500 over the existing 3,000 with 409 and the message, changing nothing', async () => {
    const before = await ctx.db.select().from(seminaryCharges);
    const auditsBefore = (await ctx.db.select().from(auditLog)).length;
    const res = await postSeminary({ ...base, item: 'SUG', amount: '3500' }, ict);
    expect(res.statusCode, res.body).toBe(409);
    expect(body(res).response).toBe(
      'SUG already exists for this level, new or returning and mode of study. Use Edit to change its amount.',
    );
    expect(await ctx.db.select().from(seminaryCharges)).toEqual(before);
    expect((await ctx.db.select().from(auditLog)).length).toBe(auditsBefore);
  });

  it('lets exactly one of two officers adding the same item at once add it', async () => {
    const item = { ...base, item: 'Campus Development' };
    const both = await Promise.all([
      postSeminary({ ...item, amount: 100 }),
      postSeminary({ ...item, amount: 200 }, ict),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = (await charges()).seminary.filter(
      (s) => s.level === 'postgraduate' && s.item === 'Campus Development',
    );
    expect(rows).toHaveLength(1);
  });

  it('changes the amount with Edit, recording the officer, the old and the new amount', async () => {
    const res = await putSeminary({ ...base, item: 'SUG', amount: '3500' }, ict);
    expect(res.statusCode, res.body).toBe(200);
    const sug = (await charges()).seminary.find(
      (s) => s.level === 'postgraduate' && s.student_type === 'new' && s.item === 'SUG',
    )!;
    expect(sug.amount_kobo).toBe(350_000);
    const edits = (await ctx.db.select().from(auditLog)).filter(
      (a) => a.action === 'charge.set-seminary' && a.entityId === String(sug.id),
    );
    expect(edits.at(-1)!.details).toMatchObject({ item: 'SUG', fromKobo: 300_000, toKobo: 350_000 });
  });
});

describe('departmental charges', () => {
  it('lists every department of the faculty lists at each level, null when unset (issue 27 §1)', async () => {
    const { departmental } = await charges();
    expect(departmental.filter((d) => d.level === 'undergraduate').map((d) => d.department)).toEqual([...DEPARTMENTS]);
    expect(departmental.filter((d) => d.level === 'postgraduate').map((d) => d.department)).toEqual([...DEPARTMENTS]);
    expect(departmental).toHaveLength(30);
    expect(departmental.every((d) => d.amount_kobo === null)).toBe(true);
  });

  it('sets and replaces a department amount; refuses a department not on the faculty lists', async () => {
    expect(
      (await putDepartmental({ level: 'undergraduate', department: 'Pastoral Studies', amount: 3000 })).statusCode,
    ).toBe(200);
    expect(
      (await putDepartmental({ level: 'postgraduate', department: 'Pastoral Studies', amount: 1500 }, ict)).statusCode,
    ).toBe(200);
    const replaced = await putDepartmental({ level: 'postgraduate', department: 'Pastoral Studies', amount: 2000 });
    expect(responseOf(replaced, messageResponseSchema).message).toBe('Action was Successful!');
    expect(
      (await putDepartmental({ level: 'postgraduate', department: 'Old Testament', amount: 1000 })).statusCode,
    ).toBe(200);

    // The departments the spec's tabs left out (issue 27 §1: these answered 400 "department: *Invalid").
    for (const [level, department] of [
      ['postgraduate', 'Systematic Theology'],
      ['postgraduate', 'Church History and Historical Theology'],
      ['postgraduate', 'Christian Ethics and Public Theology'],
      ['postgraduate', 'Christian Apologetics'],
      ['undergraduate', 'Old Testament'],
      ['undergraduate', 'Theological Studies'],
    ]) {
      const res = await postDepartmental({ level, department, amount: '1500' });
      expect(res.statusCode, `${level} ${department}`).toBe(200);
    }

    const before = await ctx.db.select().from(departmentalCharges);
    for (const payload of [
      { level: 'postgraduate', department: 'Basket Weaving', amount: 1000 },
      { level: 'doctoral', department: 'Old Testament', amount: 1000 },
      { level: 'postgraduate', department: 'Youth Ministry', amount: -5 },
      { level: 'postgraduate', department: 'Youth Ministry', amount: 99.99 },
    ]) {
      const res = await putDepartmental(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await putDepartmental({ level: 'undergraduate', department: 'Youth Ministry', amount: 1 }, auditor)).statusCode,
    ).toBe(403);
    expect(await ctx.db.select().from(departmentalCharges)).toEqual(before);

    const { departmental } = await charges(auditor);
    const amount = (level: string, department: string) =>
      departmental.find((d) => d.level === level && d.department === department)!.amount_kobo;
    expect(amount('undergraduate', 'Pastoral Studies')).toBe(300_000);
    expect(amount('postgraduate', 'Pastoral Studies')).toBe(200_000);
    expect(amount('postgraduate', 'Old Testament')).toBe(100_000);
    expect(amount('postgraduate', 'Systematic Theology')).toBe(150_000);
    expect(amount('undergraduate', 'Theological Studies')).toBe(150_000);
    expect(amount('undergraduate', 'Youth Ministry')).toBeNull();
  });
});

describe('Input New Charge of a departmental charge that is set (issue 15 §2)', () => {
  it('sets a department not set yet, and refuses one that is set with 409, changing nothing', async () => {
    const first = await postDepartmental({ level: 'postgraduate', department: 'Youth Ministry', amount: 1200 });
    expect(first.statusCode, first.body).toBe(200);
    const before = await ctx.db.select().from(departmentalCharges);
    const auditsBefore = (await ctx.db.select().from(auditLog)).length;
    const again = await postDepartmental({ level: 'postgraduate', department: 'Youth Ministry', amount: 1500 }, ict);
    expect(again.statusCode, again.body).toBe(409);
    expect(body(again).response).toBe(
      'The charge of Youth Ministry already exists for this level. Use Update to change its amount.',
    );
    expect(await ctx.db.select().from(departmentalCharges)).toEqual(before);
    expect((await ctx.db.select().from(auditLog)).length).toBe(auditsBefore);
    const added = (await ctx.db.select().from(auditLog)).find(
      (a) => a.action === 'charge.add-departmental' && a.entityId === 'postgraduate:Youth Ministry',
    )!;
    expect(added.details).toMatchObject({ fromKobo: null, toKobo: 120_000 });
    expect(
      (await postDepartmental({ level: 'postgraduate', department: 'Youth Ministry', amount: 1 }, auditor)).statusCode,
    ).toBe(403);
  });
});
