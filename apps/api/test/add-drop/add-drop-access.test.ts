import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { addDropChanges, findRegistration, walletEntries } from '@portal/db';
import {
  type AddDropFormResponse,
  type AddDropLogResponse,
  type AddDropPrintRecordResponse,
  type AddDropQueueResponse,
  type AddDropSubmitResponse,
  type StartAddDropResponse,
} from '@portal/domain';
import { body, createTestContext, type TestContext } from '../support/helpers.js';
import {
  addDropForm,
  addDropRowOf,
  as,
  asUser,
  deskUrl,
  expectOk,
  mineUrl,
  POSITIONS,
  registeredStudent,
  seedAddDropWorld,
  studentAtAddDrop,
  type AddDropWorld,
  type Position,
} from '../support/add-drop-factories.js';
import { naira, PERIOD_ID, portalBalance } from '../support/registration-factories.js';

let ctx: TestContext;
let world: AddDropWorld;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await seedAddDropWorld(ctx);
});

afterAll(async () => {
  await ctx?.close();
});

const VIEW_LOGS: Position[] = ['ict', 'bursar', 'auditor', 'assistant bursar', 'registrar', 'dean'];

describe('who may do what', () => {
  it('the desk routes by every office, a lecturer, a student and an anonymous caller', async () => {
    const s = await studentAtAddDrop(world, 'awaiting dean');
    const other = await registeredStudent(world);
    const url = deskUrl(s.user.customId);
    const results: string[] = [];
    const expected: string[] = [];
    const check = async (name: string, want: number, run: () => Promise<LightMyRequestResponse>) => {
      expected.push(`${name}: ${want}`);
      results.push(`${name}: ${(await run()).statusCode}`);
    };
    for (const position of POSITIONS) {
      const office = as(world, world.staff[position]);
      const logs = VIEW_LOGS.includes(position) ? 200 : 403;
      await check(`${position} views the form`, logs, () => office.get(url));
      await check(`${position} views the log`, logs, () => office.get(`/api/add-drops/${PERIOD_ID}/log`));
      await check(`${position} exports the log`, logs, () => office.get(`/api/add-drops/${PERIOD_ID}/log.csv`));
      await check(`${position} lists periods`, logs, () => office.get('/api/add-drops/periods'));
      await check(`${position} opens the queue`, position === 'ict' || position === 'dean' ? 200 : 403, () =>
        office.get(`/api/add-drops/${PERIOD_ID}/queue`),
      );
      const sms = ['ict', 'bursar', 'registrar', 'dean'].includes(position) ? 200 : 403;
      await check(`${position} sends an SMS`, sms, () => office.post(`${url}/sms`, { message: 'Please see the HOD' }));
      if (position !== 'ict' && position !== 'dean') {
        await check(`${position} decides`, 403, () =>
          office.post(`${url}/decision`, { decision: 'approve', comment: 'x' }),
        );
      }
      // The student's own routes are the student's only.
      await check(`${position} forwards`, 403, () => office.post(`${mineUrl}/forward`));
      await check(`${position} submits`, 403, () => office.post(`${mineUrl}/submit`));
      await check(`${position} adds`, 403, () => office.post(`${mineUrl}/added`, { course_code: 'BIB 101' }));
    }
    const lecturer = as(world, world.lecturer);
    await check('lecturer views the form', 403, () => lecturer.get(url));
    await check('lecturer decides', 403, () => lecturer.post(`${url}/decision`, { decision: 'approve', comment: 'x' }));
    await check('lecturer views the log', 403, () => lecturer.get(`/api/add-drops/${PERIOD_ID}/log`));
    await check('lecturer forwards', 403, () => lecturer.post(`${mineUrl}/forward`));
    // Another student: no route reaches someone else's add/drop; the desk routes are staff only.
    await check('another student views the desk form', 403, () => other.api.get(url));
    await check('another student decides', 403, () =>
      other.api.post(`${url}/decision`, { decision: 'approve', comment: 'x' }),
    );
    await check('another student prints the desk form', 403, () => other.api.get(`${url}/print`));
    await check('another student’s own form (none)', 404, () => other.api.get(mineUrl));
    await check('another student submits (none)', 404, () => other.api.post(`${mineUrl}/submit`));
    await check('anonymous', 401, () => ctx.app.inject({ method: 'GET', url }));
    await check('anonymous submit', 401, () => ctx.app.inject({ method: 'POST', url: `${mineUrl}/submit` }));
    expect(results).toEqual(expected);
    // Nobody but the dean or ict moved it.
    expect((await addDropRowOf(world, s.user.customId))!.status).toBe('awaiting dean');
    const form = await addDropForm(s);
    expect(form.added.map((c) => c.code)).toEqual(['HRM 501']);
  });

  it('approve and disapprove: the dean and ict may, in the awaiting state only', async () => {
    for (const position of ['dean', 'ict'] as const) {
      for (const decision of ['approve', 'disapprove'] as const) {
        const s = await studentAtAddDrop(world, 'awaiting dean');
        const res = await as(world, world.staff[position]).post(`${deskUrl(s.user.customId)}/decision`, {
          decision,
          comment: `${decision} by ${position}`,
        });
        expect(res.statusCode, `${position} ${decision}`).toBe(200);
        const row = (await addDropRowOf(world, s.user.customId))!;
        expect(row.status).toBe(decision === 'approve' ? 'incomplete' : 'disapproved');
        expect(row.comment).toBe(`${decision} by ${position}`);
        const view = body<AddDropFormResponse>(
          await as(world, world.staff[position]).get(deskUrl(s.user.customId)),
        ).response;
        expect(view.process!.can_decide).toBe(false);
        expect(view.process!.history.map((h) => h.action)).toEqual([
          'Started',
          "Forwarded to the DPAA's Office",
          decision === 'approve' ? 'Approved' : 'Disapproved',
        ]);
      }
    }
  });

  it('prints by the bursar, registrar and dean are recorded once each; other offices print without a record', async () => {
    const s = await studentAtAddDrop(world, 'completed');
    const url = deskUrl(s.user.customId);
    const recorded = async (position: Position) =>
      body<AddDropPrintRecordResponse>(await as(world, world.staff[position]).post(`${url}/prints`)).response.recorded;
    expect(await recorded('bursar')).toBe(true);
    expect(await recorded('bursar')).toBe(false);
    expect(await recorded('registrar')).toBe(true);
    expect(await recorded('ict')).toBe(false);
    expect(await recorded('auditor')).toBe(false);
    // A form that does not exist is 404 for every office, recorded or not (issue 28 §3).
    for (const position of ['bursar', 'auditor'] as const) {
      const missing = await as(world, world.staff[position]).post(`${deskUrl('NOSUCHID1')}/prints`);
      expect(missing.statusCode, position).toBe(404);
    }
    const row = (await addDropRowOf(world, s.user.customId))!;
    expect(row.printedByBursarAt).not.toBeNull();
    expect(row.printedByRegistrarAt).not.toBeNull();
    expect(row.printedByDeanAt).toBeNull();
    // The print of a form not completed is refused, and so is recording it.
    const open = await studentAtAddDrop(world, 'incomplete');
    expect((await as(world, world.staff.bursar).get(`${deskUrl(open.user.customId)}/print`)).statusCode).toBe(409);
    expect((await as(world, world.staff.bursar).post(`${deskUrl(open.user.customId)}/prints`)).statusCode).toBe(409);
    expect((await open.api.get(`${mineUrl}/print`)).statusCode).toBe(409);
  });
});

describe('the add/drop log and queue', () => {
  it('students with an add/drop, in groups, with the spec’s columns, View or Print, Re-Print for the office that printed, CSV', async () => {
    const completed = await studentAtAddDrop(world, 'completed', { user: { surname: 'AAALOG' } });
    const waiting = await studentAtAddDrop(
      world,
      'awaiting dean',
      {
        category: 'Bachelor of Arts Programme',
        programme: 'BA in Theology (Pastoral Studies)',
        department: 'Pastoral Studies',
        user: { surname: 'AAALOG' },
      },
      { drop: ['THE 201'], add: ['MIS 301'] },
      { level: '2-BA', courses: ['BIB 101', 'THE 201'] },
    );
    const noAddDrop = await registeredStudent(world, { user: { surname: 'AAALOG' } });
    await expectOk(as(world, world.staff.bursar).post(`${deskUrl(completed.user.customId)}/prints`));

    const logAs = async (position: Position, query = '?q=AAALOG') =>
      body<AddDropLogResponse>(await as(world, world.staff[position]).get(`/api/add-drops/${PERIOD_ID}/log${query}`))
        .response;
    const bursarLog = await logAs('bursar');
    expect(bursarLog.groups.map((g) => g.group)).toEqual(['Master of Divinity', 'Masters', 'PGDT', 'BA', 'Diploma']);
    expect(bursarLog.total).toBe(2);
    const rows = bursarLog.groups.flatMap((g) => g.rows);
    expect(rows.map((r) => r.custom_id)).not.toContain(noAddDrop.user.customId);
    const done = rows.find((r) => r.custom_id === completed.user.customId)!;
    expect(done).toMatchObject({
      number: 1,
      surname: 'AAALOG',
      student_id: completed.user.username,
      programme: 'MA in Old Testament',
      current_level: '6',
      fresh_returning: 'returning',
      fresh_returning_label: 'Returning',
      status: 'completed',
      status_label: 'Completed',
      action: 'view',
      reprint: true,
      printed_by: ['bursar'],
    });
    expect(done.ledger_number).toBe(`JETS/LED/${completed.user.username}`);
    expect(bursarLog.groups[1]!.rows).toHaveLength(1);
    expect(bursarLog.groups[3]!.rows[0]).toMatchObject({
      custom_id: waiting.user.customId,
      status_label: "Awaiting DPAA's Office",
      action: 'print',
      reprint: false,
    });
    // Re-Print only for the office that printed.
    const registrarRow = (await logAs('registrar')).groups[1]!.rows[0]!;
    expect(registrarRow).toMatchObject({ action: 'view', reprint: false });

    // The status filter: counted and paged in SQL; the CSV follows it.
    const awaitingOnly = await logAs('dean', '?q=AAALOG&status=awaiting%20dean');
    expect(awaitingOnly.total).toBe(1);
    expect(awaitingOnly.groups.flatMap((g) => g.rows.map((r) => r.custom_id))).toEqual([waiting.user.customId]);
    const badStatus = await as(world, world.staff.dean).get(`/api/add-drops/${PERIOD_ID}/log?status=nonsense`);
    expect(badStatus.statusCode).toBe(400);
    const completedCsv = await as(world, world.staff.dean).get(
      `/api/add-drops/${PERIOD_ID}/log.csv?q=AAALOG&status=completed`,
    );
    expect(
      completedCsv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(2);

    const page2 = await logAs('auditor', '?q=AAALOG&page=2');
    expect(page2.groups.flatMap((g) => g.rows)).toEqual([]);
    expect(page2.total).toBe(2);

    const csv = await as(world, world.staff.registrar).get(`/api/add-drops/${PERIOD_ID}/log.csv?q=AAALOG`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Group,No.,Surname,First Name,Other Names,Programme,Student ID,Ledger Number,Level,Fresh/Returning,Status,Form Number',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Masters,1,AAALOG,`);
    expect(lines[1]).toContain(`ADA${completed.user.username}25`);
    expect(lines[2]).toContain("Awaiting DPAA's Office");

    // The queue: only forms awaiting the dean.
    const queue = body<AddDropQueueResponse>(
      await as(world, world.staff.ict).get(`/api/add-drops/${PERIOD_ID}/queue`),
    ).response;
    const ids = queue.groups.flatMap((g) => g.rows.map((r) => r.custom_id));
    expect(ids).toContain(waiting.user.customId);
    expect(ids).not.toContain(completed.user.customId);
    expect(queue.statuses).toEqual(['awaiting dean']);
  });
});

describe('every money action happens once', () => {
  it('100 concurrent submits give one ledger entry, one form number and one completed status', async () => {
    const s = await studentAtAddDrop(world, 'incomplete', {}, { drop: ['NTS 612'], add: ['HRM 501', 'FED 613'] });
    const before = await portalBalance(ctx, s.user.customId);
    const net = (await addDropForm(s)).summary!.net_kobo;
    expect(net).toBe(-naira(7500));
    const answers = await Promise.all(Array.from({ length: 100 }, () => s.api.post(`${mineUrl}/submit`)));
    expect(answers.map((r) => r.statusCode).every((c) => c === 200)).toBe(true);
    const numbers = new Set(answers.map((r) => body<AddDropSubmitResponse>(r).response.form_number));
    expect([...numbers]).toEqual([`ADA${s.user.username}25`]);
    const entries = await ctx.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'add/drop'), eq(walletEntries.reference, `ADA${s.user.username}25`)));
    expect(entries).toHaveLength(1);
    expect(await portalBalance(ctx, s.user.customId)).toBe(before + net);
  });

  it('50 concurrent drops of one course mark it once; 50 concurrent approvals move it once', async () => {
    const s = await studentAtAddDrop(world, 'started', {}, {});
    const drops = await Promise.all(
      Array.from({ length: 50 }, () => s.api.post(`${mineUrl}/dropped`, { course_code: 'OTS 611' })),
    );
    expect(drops.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(drops.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const registration = (await findRegistration(ctx.db, PERIOD_ID, s.user.customId))!;
    const changes = await ctx.db
      .select()
      .from(addDropChanges)
      .where(eq(addDropChanges.registrationId, registration.id));
    expect(changes).toHaveLength(1);

    await expectOk(s.api.post(`${mineUrl}/forward`));
    const dean = await asUser(ctx, world.staff.dean);
    const decisions = await Promise.all(
      Array.from({ length: 50 }, () =>
        dean.post(`${deskUrl(s.user.customId)}/decision`, { decision: 'approve', comment: 'OK' }),
      ),
    );
    expect(decisions.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(decisions.filter((r) => r.statusCode === 409)).toHaveLength(49);
  });

  it('50 concurrent starts give one add/drop', async () => {
    const s = await registeredStudent(world);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => s.api.post('/api/students/me/add-drops', { period_id: PERIOD_ID })),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.filter((r) => body<StartAddDropResponse>(r).response.created)).toHaveLength(1);
  });
});
