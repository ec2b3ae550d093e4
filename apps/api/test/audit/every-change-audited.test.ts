import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { desc, eq, gt, sql } from 'drizzle-orm';
import {
  auditLog,
  departmentalCharges,
  seminaryCharges,
  findWallet,
  insertCourse,
  insertPeriodIfAbsent,
  setPeriodStatus,
  smsMessages,
  specialCourseRates,
  bankTransfers,
  upsertSeminaryCharge,
  type UserRow,
} from '@portal/db';
import { hasAuditDescription } from '@portal/domain';
import { AUDIT_EXEMPT } from '../../src/modules/audit/audit-exempt.js';
import { FakePaystack } from '../support/fakes/fake-paystack.js';
import {
  body,
  createLecturer,
  createStaff,
  createStudent,
  createTestContext,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestContext,
} from '../support/helpers.js';
import { createDesk, type Desk } from '../support/bursary-factories.js';
import { IN_FREE_WINDOW, MID_SEMESTER_DATE, START_DATE } from '../support/add-drop-factories.js';
import { createRegistrant, PERIOD_ID, seedRegistrationSetup, sessionFor } from '../support/registration-factories.js';
import { multipartBody, nextIp } from '../support/upload-helpers.js';
import { completeProfileExample } from '../support/profile-factories.js';

/**
 * Issue 25 item 5: every mutating route of the API (from the route table, so a new route is
 * walked without editing this file's loop) is called once, with valid input, as an actor allowed
 * to call it; each successful call must write exactly one audit record naming the actor and the
 * entity, in words the audit screen knows. A route that deliberately writes none is listed, with
 * its reason, in AUDIT_EXEMPT (modules/audit/audit-exempt.ts); a route with neither an example
 * here nor an exemption fails the last test.
 */

const SECRET = 'sk_test_audit_walk';
const paystack = new FakePaystack(SECRET);
let ctx: TestContext;
let desk: Desk;
let lecturer: UserRow & { password: string };
let lecturerCookie: string;

/** Who calls: a signed-in user (their session cookie) or nobody (a public route). */
interface Caller {
  customId: string;
  cookie: string;
}

interface Call {
  as: Caller | null;
  url: string;
  payload?: unknown;
  multipart?: ReturnType<typeof multipartBody>;
  headers?: Record<string, string>;
  /** The actor the record must name when it is not the caller (a public route acting for a user). */
  actorId?: string | null;
}

interface Example {
  /** The declared route, `METHOD /url/:param`. */
  route: string;
  /** Work before the call, not counted (arranging state through the API or the database). */
  prepare?: () => Promise<void>;
  call: () => Call | Promise<Call>;
  /** Reads the answer for later examples. */
  after?: (res: LightMyRequestResponse) => void;
}

/** Signs a webhook body as Paystack does. */
const signWebhook = (raw: string) => createHmac('sha512', SECRET).update(raw).digest('hex');

const MINE_REG = `/api/students/me/registrations/${PERIOD_ID}`;
const MINE_AD = `/api/students/me/add-drops/${PERIOD_ID}`;
const MINE_HOSTEL = `/api/students/me/hostel-applications/${PERIOD_ID}`;
const deskReg = (s: Caller) => `/api/registrations/${PERIOD_ID}/${s.customId}`;
const deskAd = (s: Caller) => `/api/add-drops/${PERIOD_ID}/${s.customId}`;
const deskHostel = (s: Caller) => `/api/hostel-applications/${PERIOD_ID}/${s.customId}`;

const officer = (position: keyof Desk['staff']): Caller => ({
  customId: desk.staff[position].user.customId,
  cookie: desk.staff[position].cookie,
});

async function send(method: string, c: Call): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = c.as ? { cookie: c.as.cookie } : {};
  const res = await ctx.app.inject({
    method: method as 'POST',
    url: c.url,
    remoteAddress: nextIp(),
    headers: { ...headers, ...(c.multipart?.headers ?? {}), ...(c.headers ?? {}) },
    ...(c.multipart
      ? { payload: c.multipart.payload }
      : c.payload !== undefined
        ? { payload: c.payload as object }
        : {}),
  });
  await ctx.app.backgroundTasks.settle();
  return res;
}

/** Untracked preparation through the API: must succeed. */
async function arrange(method: string, c: Call) {
  const res = await send(method, c);
  expect(res.statusCode, `${method} ${c.url}: ${res.body}`).toBeLessThan(300);
  return res;
}

const jpeg = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#8899aa' } })
    .jpeg()
    .toBuffer();
const passportForm = async () =>
  multipartBody([{ name: 'passport', filename: 'me.jpg', contentType: 'image/jpeg', data: await jpeg() }]);

// The actors and records the walk builds as it goes.
let student: Caller & { username: string };
let staffStudent: Caller & { username: string };
let payer: Caller & { username: string };
let newcomer: { customId: string; username: string; password: string; cookie: string };
let resetStudent: UserRow;
let hostel: { id: number; roomId: number; bedIds: number[] };
let downloadId: number;
let topUpReference: string;
const lecturerCaller = () => ({ customId: lecturer.customId, cookie: lecturerCookie });

const EXAMPLES: Example[] = [
  // ---- backups (pg_dump reads the app's DATABASE_URL: this test file's own database) ---------
  {
    route: 'POST /api/backups',
    prepare: async () => {
      ctx.app.deps.config.DATABASE_URL = ctx.database.url;
      ctx.app.deps.config.BACKUP_DIR = mkdtempSync(join(tmpdir(), 'audit-walk-backups-'));
    },
    call: () => ({ as: officer('ict'), url: '/api/backups' }),
  },
  // ---- periods, courses, charges, fees ------------------------------------------------------
  {
    route: 'POST /api/periods',
    call: () => ({
      as: officer('ict'),
      url: '/api/periods',
      payload: { semester: '2nd', session: '2025/2026', season: 'regular' },
    }),
  },
  {
    route: 'PATCH /api/periods/:periodId/status',
    call: () => ({
      as: officer('registrar'),
      url: `/api/periods/${PERIOD_ID}/status`,
      payload: { field: 'add_drop', action: 'open' },
    }),
  },
  {
    route: 'PUT /api/periods/:periodId/dates',
    call: () => ({
      as: officer('registrar'),
      url: `/api/periods/${PERIOD_ID}/dates`,
      payload: { start_date: START_DATE, mid_semester_date: MID_SEMESTER_DATE },
    }),
  },
  {
    route: 'PUT /api/periods/:periodId/affiliation-fee',
    call: () => ({
      as: officer('bursar'),
      url: `/api/periods/${PERIOD_ID}/affiliation-fee`,
      payload: { amount: '5000' },
    }),
  },
  {
    route: 'POST /api/courses',
    call: () => ({
      as: officer('dean'),
      url: '/api/courses',
      payload: { code: 'AUD 101', title: 'Audit', hours: '2', year: 1 },
    }),
  },
  {
    route: 'PATCH /api/courses/:code/status',
    call: () => ({ as: officer('dean'), url: '/api/courses/AUD%20101/status', payload: { status: 'unavailable' } }),
  },
  {
    route: 'PATCH /api/courses/:code',
    call: () => ({ as: officer('ict'), url: '/api/courses/AUD%20101', payload: { title: 'Auditing' } }),
  },
  {
    route: 'PUT /api/charges/seminary',
    call: () => ({
      as: officer('bursar'),
      url: '/api/charges/seminary',
      payload: { level: 'undergraduate', student_type: 'new', mode: 'in_person', item: 'Library', amount: 2000 },
    }),
  },
  {
    route: 'POST /api/charges/seminary',
    prepare: async () => {
      await ctx.db.delete(seminaryCharges).where(eq(seminaryCharges.item, 'Examination/Stationery'));
    },
    call: () => ({
      as: officer('bursar'),
      url: '/api/charges/seminary',
      payload: {
        level: 'undergraduate',
        student_type: 'returning',
        mode: 'in_person',
        item: 'Examination/Stationery',
        amount: 1500,
      },
    }),
  },
  {
    route: 'DELETE /api/charges/seminary/:id',
    call: async () => {
      const row = await upsertSeminaryCharge(ctx.db, {
        level: 'postgraduate',
        studentType: 'returning',
        mode: 'in_person',
        item: 'Temporary',
        amountKobo: 1,
      });
      return { as: officer('ict'), url: `/api/charges/seminary/${row.id}` };
    },
  },
  {
    route: 'POST /api/charges/departmental',
    prepare: async () => {
      await ctx.db.delete(departmentalCharges).where(eq(departmentalCharges.department, 'Christian Education'));
    },
    call: () => ({
      as: officer('bursar'),
      url: '/api/charges/departmental',
      payload: { level: 'undergraduate', department: 'Christian Education', amount: 1000 },
    }),
  },
  {
    route: 'PUT /api/charges/departmental',
    call: () => ({
      as: officer('bursar'),
      url: '/api/charges/departmental',
      payload: { level: 'undergraduate', department: 'Youth Ministry', amount: 1200 },
    }),
  },
  {
    route: 'PUT /api/course-fees/:periodId',
    call: () => ({
      as: officer('bursar'),
      url: `/api/course-fees/${PERIOD_ID}`,
      payload: { prog_category: 'PG', band: 'ECWA', amount: 3500 },
    }),
  },
  {
    route: 'POST /api/course-fees/:periodId/copy-previous',
    prepare: async () => {
      await insertPeriodIfAbsent(ctx.db, {
        periodId: '220242025',
        semester: '2nd',
        session: '2024/2025',
        season: 'regular',
        registrationStatus: 'closed',
        addDropStatus: 'closed',
        accommodationStatus: 'closed',
      });
      await arrange('PUT', {
        as: officer('bursar'),
        url: '/api/course-fees/220242025',
        payload: { prog_category: 'UG', band: 'ECWA', amount: 2500 },
      });
    },
    call: () => ({ as: officer('bursar'), url: '/api/course-fees/220252026/copy-previous' }),
  },
  // ---- faculty and assignments --------------------------------------------------------------
  {
    route: 'POST /api/faculty',
    call: () => ({
      as: officer('dean'),
      url: '/api/faculty',
      payload: { title: 'Dr.', surname: 'Walker', first_name: 'Audit', gender: 'Male', phone_number: '08030000000' },
    }),
  },
  {
    route: 'PATCH /api/faculty/:customId',
    call: () => ({
      as: officer('ict'),
      url: `/api/faculty/${lecturer.customId}`,
      payload: { title: 'Dr.', surname: 'Edited', first_name: 'Audit', gender: 'Male', phone_number: '08030000001' },
    }),
  },
  {
    route: 'PATCH /api/faculty/:customId/status',
    call: () => ({
      as: officer('dean'),
      url: `/api/faculty/${lecturer.customId}/status`,
      payload: { status: 'active' },
    }),
  },
  {
    route: 'PATCH /api/faculty/me/name',
    call: () => ({
      as: lecturerCaller(),
      url: '/api/faculty/me/name',
      payload: { title: 'Prof.', surname: 'Own', first_name: 'Name' },
    }),
  },
  {
    route: 'POST /api/faculty/me/passport',
    call: async () => ({ as: lecturerCaller(), url: '/api/faculty/me/passport', multipart: await passportForm() }),
  },
  {
    route: 'POST /api/assignments/:periodId',
    prepare: async () => {
      await insertCourse(ctx.db, { code: 'ASG 101', title: 'Assignable', hours: '3', year: 2 });
    },
    call: () => ({
      as: officer('dean'),
      url: `/api/assignments/${PERIOD_ID}`,
      payload: { course_code: 'ASG 101', faculty_id: lecturer.customId },
    }),
  },
  {
    route: 'DELETE /api/assignments/:periodId/:courseCode',
    call: () => ({ as: officer('ict'), url: `/api/assignments/${PERIOD_ID}/ASG%20101` }),
  },
  // ---- downloads and library --------------------------------------------------------------
  {
    route: 'POST /api/downloads',
    call: () => ({
      as: officer('registrar'),
      url: '/api/downloads',
      payload: { title: 'Audit Handbook', url: 'https://jets.edu.ng/audit-handbook' },
    }),
    after: (res) => {
      downloadId = body<{ id: number }>(res).response.id;
    },
  },
  {
    route: 'PATCH /api/downloads/:id',
    call: () => ({
      as: officer('registrar'),
      url: `/api/downloads/${downloadId}`,
      payload: { title: 'Audit Handbook 2' },
    }),
  },
  {
    route: 'DELETE /api/downloads/:id',
    call: () => ({ as: officer('dean'), url: `/api/downloads/${downloadId}` }),
  },
  {
    route: 'PUT /api/library-resources',
    call: () => ({
      as: officer('ict'),
      url: '/api/library-resources',
      payload: { instruction: 'Sign in with your student e-mail.', html: '<p>Library</p>' },
    }),
  },
  // ---- accounts ------------------------------------------------------------------------------
  {
    route: 'POST /api/auth/student/register',
    call: () => ({
      as: null,
      url: '/api/auth/student/register',
      payload: {
        surname: 'Okeke',
        first_name: 'Mary',
        other_names: '',
        gender: 'Female',
        phone_number: '08031112299',
        username: '64999',
        mode_of_study: 'in_person',
      },
    }),
    after: (res) => {
      const r = body<{ custom_id: string; username: string; default_password: string }>(res).response;
      newcomer = { customId: r.custom_id, username: r.username, password: r.default_password, cookie: '' };
    },
  },
  {
    route: 'POST /api/auth/student/login',
    call: () => ({
      as: null,
      url: '/api/auth/student/login',
      payload: { username: newcomer.username, password: newcomer.password },
      actorId: newcomer.customId,
    }),
    after: (res) => {
      newcomer.cookie = sessionCookieFrom(res);
    },
  },
  {
    route: 'POST /api/students/me/default-password',
    call: () => ({
      as: newcomer,
      url: '/api/students/me/default-password',
      payload: { password: 'my-own-password', confirm_password: 'my-own-password', status: 'complete' },
    }),
  },
  {
    route: 'POST /api/students/me/profile',
    call: () => ({
      as: newcomer,
      url: '/api/students/me/profile',
      payload: completeProfileExample({ ledger_number: 'jets/l/2024/999001' }),
    }),
  },
  {
    route: 'PATCH /api/students/me/details',
    call: () => ({
      as: payer,
      url: '/api/students/me/details',
      payload: {
        phone_number: '08031234567',
        current_password: TEST_PASSWORD,
        gender: 'Female',
        faculty: 'Faculty of Biblical Studies',
        department: 'Old Testament',
      },
    }),
  },
  {
    route: 'POST /api/students/me/passport',
    call: async () => ({ as: newcomer, url: '/api/students/me/passport', multipart: await passportForm() }),
  },
  {
    route: 'POST /api/auth/admin/login',
    call: async () => {
      const user = await createStaff(ctx, 'auditor');
      return {
        as: null,
        url: '/api/auth/admin/login',
        payload: { username: user.username, password: user.password },
        actorId: user.customId,
      };
    },
  },
  {
    route: 'POST /api/auth/faculty/login',
    call: async () => {
      const user = await createLecturer(ctx);
      return {
        as: null,
        url: '/api/auth/faculty/login',
        payload: { username: user.username, password: user.password },
        actorId: user.customId,
      };
    },
  },
  {
    route: 'POST /api/auth/change-password',
    call: async () => {
      const user = await createStaff(ctx, 'registrar');
      return {
        as: { customId: user.customId, cookie: await sessionFor(ctx, user) },
        url: '/api/auth/change-password',
        payload: {
          current_password: user.password,
          password: 'a-new-password-1',
          confirm_password: 'a-new-password-1',
        },
      };
    },
  },
  {
    route: 'POST /api/auth/password-reset/request',
    prepare: async () => {
      resetStudent = await createStudent(ctx, 'complete', { phoneNumber: '08035550001' });
    },
    call: () => ({
      as: null,
      url: '/api/auth/password-reset/request',
      payload: { student_id: resetStudent.username, phone_number: '8035550001' },
      // Asked by someone not signed in: the record names the account, not an actor.
      actorId: null,
    }),
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    call: async () => {
      const [sms] = await ctx.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.toPhone, '+2348035550001'))
        .orderBy(desc(smsMessages.id));
      const code = sms!.body.match(/code is (\d{6})\./)![1]!;
      return {
        as: null,
        url: '/api/auth/password-reset/confirm',
        payload: {
          student_id: resetStudent.username,
          code,
          password: 'brand-new-pass',
          confirm_password: 'brand-new-pass',
        },
        actorId: resetStudent.customId,
      };
    },
  },
  // ---- wallets and payments -------------------------------------------------------------------
  {
    route: 'PUT /api/wallets/:kind/:customId/balance',
    call: () => ({
      as: officer('bursar'),
      url: `/api/wallets/portal/${payer.customId}/balance`,
      payload: { amount: '15000', expected_balance_kobo: 0, reason: 'Ledger balance' },
    }),
  },
  {
    route: 'POST /api/students/me/top-ups',
    call: () => ({ as: payer, url: '/api/students/me/top-ups', payload: { amount: '5000' } }),
    after: (res) => {
      topUpReference = body<{ reference: string }>(res).response.reference;
    },
  },
  {
    route: 'POST /api/students/me/top-ups/verify',
    prepare: async () => {
      paystack.settle(topUpReference, {});
    },
    call: () => ({ as: payer, url: '/api/students/me/top-ups/verify', payload: { reference: topUpReference } }),
  },
  {
    route: 'POST /api/payments/paystack/webhook',
    prepare: async () => {
      const started = await arrange('POST', {
        as: payer,
        url: '/api/students/me/top-ups',
        payload: { amount: '2000' },
      });
      topUpReference = body<{ reference: string }>(started).response.reference;
      paystack.settle(topUpReference, {});
    },
    call: () => {
      const raw = JSON.stringify({ event: 'charge.success', data: { reference: topUpReference } });
      return {
        as: null,
        url: '/api/payments/paystack/webhook',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(raw) },
        actorId: null,
      };
    },
  },
  {
    route: 'POST /api/payments/credit',
    prepare: async () => {
      paystack.addTransaction({
        reference: 'AUDIT-DESK-1',
        amount: 100_000,
        requested_amount: 100_000,
        fees: 0,
        currency: 'NGN',
        status: 'success',
        email: 'desk@jets.edu.ng',
        metadata: { student_id: payer.username },
        paid_at: '2025-09-08T09:00:00.000Z',
      });
    },
    call: () => ({
      as: officer('bursar'),
      url: '/api/payments/credit',
      payload: { reference: 'AUDIT-DESK-1', student_amount: `${payer.username}, 1000` },
    }),
  },
  {
    route: 'POST /api/students/me/dedicated-account',
    call: () => ({ as: payer, url: '/api/students/me/dedicated-account' }),
  },
  {
    route: 'POST /api/bank-transfers/:id/assign',
    prepare: async () => {
      // A signed transfer to an account no student holds: an exception for the Bursary (issue 29).
      const raw = paystack.transferEvent({
        accountNumber: '9900000001',
        amount: 250_000,
        reference: 'AUDIT-DVA-1',
      }).body;
      await arrange('POST', {
        as: null,
        url: '/api/payments/paystack/webhook',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(raw) },
      });
    },
    call: async () => {
      const [transfer] = await ctx.db
        .select()
        .from(bankTransfers)
        .where(eq(bankTransfers.providerReference, 'AUDIT-DVA-1'));
      return {
        as: officer('bursar'),
        url: `/api/bank-transfers/${transfer!.id}/assign`,
        payload: { student_id: payer.username },
      };
    },
  },
  {
    route: 'POST /api/special-rates',
    call: () => ({
      as: officer('bursar'),
      url: '/api/special-rates',
      payload: { student_id: payer.username, course_code: 'ots 611', rate: '8000', hours: 3, note: 'Agreed' },
    }),
  },
  {
    route: 'DELETE /api/special-rates/:id',
    call: async () => {
      const [rate] = await ctx.db
        .select()
        .from(specialCourseRates)
        .where(eq(specialCourseRates.studentId, payer.customId));
      return { as: officer('ict'), url: `/api/special-rates/${rate!.id}` };
    },
  },
  // ---- registration ---------------------------------------------------------------------------
  {
    route: 'POST /api/students/me/registrations',
    call: () => ({
      as: student,
      url: '/api/students/me/registrations',
      payload: { period_id: PERIOD_ID, fresh_returning: 'returning', current_level: '6' },
    }),
  },
  {
    route: 'POST /api/students/me/registrations/:periodId/courses',
    call: () => ({ as: student, url: `${MINE_REG}/courses`, payload: { course_code: 'OTS 611' } }),
  },
  {
    route: 'DELETE /api/students/me/registrations/:periodId/courses/:courseCode',
    prepare: async () => {
      await arrange('POST', { as: student, url: `${MINE_REG}/courses`, payload: { course_code: 'NTS 612' } });
      await arrange('POST', { as: student, url: `${MINE_REG}/courses`, payload: { course_code: 'HRM 501' } });
    },
    call: () => ({ as: student, url: `${MINE_REG}/courses/HRM%20501` }),
  },
  {
    route: 'POST /api/students/me/registrations/:periodId/forward',
    call: () => ({ as: student, url: `${MINE_REG}/forward` }),
  },
  {
    route: 'POST /api/registrations/:periodId/:customId/decision',
    call: () => ({
      as: officer('dean'),
      url: `${deskReg(student)}/decision`,
      payload: { decision: 'approve', comment: 'In order' },
    }),
  },
  {
    route: 'PATCH /api/registrations/:periodId/:customId/charges',
    call: () => ({
      as: officer('bursar'),
      url: `${deskReg(student)}/charges`,
      payload: { item: 'Health Insurance', amount: '0' },
    }),
  },
  {
    route: 'POST /api/registrations/:periodId/:customId/undertaking',
    call: () => ({ as: officer('registrar'), url: `${deskReg(student)}/undertaking` }),
  },
  {
    route: 'POST /api/registrations/:periodId/:customId/staff-category',
    prepare: async () => {
      await arrange('POST', {
        as: staffStudent,
        url: '/api/students/me/registrations',
        payload: { period_id: PERIOD_ID, fresh_returning: 'returning', current_level: '6' },
      });
    },
    call: () => ({ as: officer('bursar'), url: `${deskReg(staffStudent)}/staff-category` }),
  },
  {
    route: 'POST /api/registrations/:periodId/:customId/ledger-balance',
    call: async () => {
      const balance = (await findWallet(ctx.db, student.customId, 'portal'))!.balanceKobo;
      return {
        as: officer('bursar'),
        url: `${deskReg(student)}/ledger-balance`,
        payload: { balance: String(balance / 100), expected_balance_kobo: balance },
      };
    },
  },
  {
    route: 'POST /api/students/me/registrations/:periodId/submit',
    call: () => ({ as: student, url: `${MINE_REG}/submit` }),
  },
  {
    route: 'POST /api/receipts',
    call: () => ({
      as: officer('assistant bursar'),
      url: '/api/receipts',
      payload: {
        ledger_number: `JETS/LED/${student.username}`,
        description: 'tuition',
        amount: '1000',
        receipt_number: 'AUD-1',
      },
    }),
  },
  {
    route: 'POST /api/registrations/:periodId/:customId/sms',
    call: () => ({ as: officer('ict'), url: `${deskReg(student)}/sms`, payload: { message: 'Hello' } }),
  },
  {
    route: 'POST /api/registrations/:periodId/:customId/prints',
    call: () => ({ as: officer('bursar'), url: `${deskReg(student)}/prints` }),
  },
  // ---- add/drop -------------------------------------------------------------------------------
  {
    route: 'POST /api/students/me/add-drops',
    call: () => ({ as: student, url: '/api/students/me/add-drops', payload: { period_id: PERIOD_ID } }),
  },
  {
    route: 'POST /api/students/me/add-drops/:periodId/added',
    call: () => ({ as: student, url: `${MINE_AD}/added`, payload: { course_code: 'HRM 501' } }),
  },
  {
    route: 'DELETE /api/students/me/add-drops/:periodId/added/:courseCode',
    call: () => ({ as: student, url: `${MINE_AD}/added/HRM%20501` }),
  },
  {
    route: 'POST /api/students/me/add-drops/:periodId/dropped',
    call: () => ({ as: student, url: `${MINE_AD}/dropped`, payload: { course_code: 'NTS 612' } }),
  },
  {
    route: 'DELETE /api/students/me/add-drops/:periodId/dropped/:courseCode',
    call: () => ({ as: student, url: `${MINE_AD}/dropped/NTS%20612` }),
  },
  {
    route: 'POST /api/students/me/add-drops/:periodId/forward',
    prepare: async () => {
      await arrange('POST', { as: student, url: `${MINE_AD}/added`, payload: { course_code: 'HRM 501' } });
    },
    call: () => ({ as: student, url: `${MINE_AD}/forward` }),
  },
  {
    route: 'POST /api/add-drops/:periodId/:customId/decision',
    call: () => ({
      as: officer('dean'),
      url: `${deskAd(student)}/decision`,
      payload: { decision: 'approve', comment: 'Fine' },
    }),
  },
  {
    route: 'POST /api/students/me/add-drops/:periodId/submit',
    call: () => ({ as: student, url: `${MINE_AD}/submit` }),
  },
  {
    route: 'POST /api/add-drops/:periodId/:customId/sms',
    call: () => ({ as: officer('registrar'), url: `${deskAd(student)}/sms`, payload: { message: 'Hello' } }),
  },
  {
    route: 'POST /api/add-drops/:periodId/:customId/prints',
    call: () => ({ as: officer('registrar'), url: `${deskAd(student)}/prints` }),
  },
  // ---- hostels --------------------------------------------------------------------------------
  {
    route: 'POST /api/hostels',
    call: () => ({
      as: officer('porter'),
      url: '/api/hostels',
      payload: {
        hostel_name: 'Audit Hall',
        amount_per_semester: '50000',
        amount_per_summer: '20000',
        caution_fee: '5000',
      },
    }),
    after: (res) => {
      hostel = { id: body<{ id: number }>(res).response.id, roomId: 0, bedIds: [] };
    },
  },
  {
    route: 'PATCH /api/hostels/:hostelId/status',
    call: () => ({ as: officer('porter'), url: `/api/hostels/${hostel.id}/status`, payload: { action: 'open' } }),
  },
  {
    route: 'POST /api/hostels/:hostelId/rooms',
    call: () => ({ as: officer('ict'), url: `/api/hostels/${hostel.id}/rooms`, payload: { room_number: 'A1' } }),
    after: (res) => {
      hostel.roomId = body<{ id: number }>(res).response.id;
    },
  },
  {
    route: 'PATCH /api/hostels/:hostelId/rooms/:roomId/status',
    call: () => ({
      as: officer('porter'),
      url: `/api/hostels/${hostel.id}/rooms/${hostel.roomId}/status`,
      payload: { action: 'close' },
    }),
  },
  {
    route: 'POST /api/hostels/:hostelId/rooms/:roomId/beds',
    prepare: async () => {
      await arrange('PATCH', {
        as: officer('porter'),
        url: `/api/hostels/${hostel.id}/rooms/${hostel.roomId}/status`,
        payload: { action: 'open' },
      });
    },
    call: () => ({
      as: officer('porter'),
      url: `/api/hostels/${hostel.id}/rooms/${hostel.roomId}/beds`,
      payload: { bed_number: '1' },
    }),
    after: (res) => {
      hostel.bedIds.push(body<{ id: number }>(res).response.id);
    },
  },
  {
    route: 'PATCH /api/hostels/:hostelId/rooms/:roomId/beds/:bedId/status',
    call: () => ({
      as: officer('porter'),
      url: `/api/hostels/${hostel.id}/rooms/${hostel.roomId}/beds/${hostel.bedIds[0]}/status`,
      payload: { action: 'close' },
    }),
  },
  {
    route: 'POST /api/students/me/hostel-applications',
    prepare: async () => {
      await arrange('PATCH', {
        as: officer('porter'),
        url: `/api/hostels/${hostel.id}/rooms/${hostel.roomId}/beds/${hostel.bedIds[0]}/status`,
        payload: { action: 'open' },
      });
      await setPeriodStatus(ctx.db, PERIOD_ID, 'accommodationStatus', 'opened');
    },
    call: () => ({
      as: student,
      url: '/api/students/me/hostel-applications',
      payload: { period_id: PERIOD_ID, previous_stay: 'last semester' },
    }),
  },
  {
    route: 'POST /api/hostel-applications/:periodId/:customId/balance',
    call: () => ({
      as: officer('bursar'),
      url: `${deskHostel(student)}/balance`,
      payload: { balance: '70000', expected_balance_kobo: 0 },
    }),
  },
  {
    route: 'POST /api/students/me/hostel-applications/:periodId/choice',
    call: () => ({ as: student, url: `${MINE_HOSTEL}/choice`, payload: { hostel_id: hostel.id } }),
  },
  {
    route: 'POST /api/hostel-applications/:periodId/:customId/rejection',
    call: () => ({
      as: officer('porter'),
      url: `${deskHostel(student)}/rejection`,
      payload: { comment: 'Choose again.' },
    }),
  },
  {
    route: 'POST /api/hostel-applications/:periodId/:customId/allocation',
    prepare: async () => {
      await arrange('POST', { as: student, url: `${MINE_HOSTEL}/choice`, payload: { hostel_id: hostel.id } });
    },
    call: () => ({
      as: officer('porter'),
      url: `${deskHostel(student)}/allocation`,
      payload: { room_id: hostel.roomId, bed_id: hostel.bedIds[0] },
    }),
  },
  {
    route: 'POST /api/hostel-applications/:periodId/:customId/sms',
    call: () => ({ as: officer('porter'), url: `${deskHostel(student)}/sms`, payload: { message: 'Hello' } }),
  },
  {
    route: 'POST /api/hostel-applications/:periodId/:customId/prints',
    call: () => ({ as: officer('porter'), url: `${deskHostel(student)}/prints` }),
  },
];

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

beforeAll(async () => {
  const baseUrl = await paystack.start();
  ctx = await createTestContext({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: baseUrl,
  });
  ctx.clock.now = IN_FREE_WINDOW;
  await seedRegistrationSetup(ctx);
  desk = await createDesk(ctx);
  lecturer = await createLecturer(ctx);
  lecturerCookie = await sessionFor(ctx, lecturer);
  const s = await createRegistrant(ctx, { walletNaira: 200_000 });
  student = { customId: s.user.customId, cookie: s.cookie, username: s.user.username };
  const st = await createRegistrant(ctx, { staff: 'declared' });
  staffStudent = { customId: st.user.customId, cookie: st.cookie, username: st.user.username };
  const p = await createRegistrant(ctx);
  payer = { customId: p.user.customId, cookie: p.cookie, username: p.user.username };
});
afterAll(async () => {
  await ctx.close();
  await paystack.stop();
});

describe('every change writes one audit record (issue 25 item 5)', () => {
  it('each mutating route has an example here or an exemption with its reason, not both', () => {
    const declared = ctx.app.routePolicies
      .filter((r) => MUTATING.has(r.method) && r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`);
    const walked = new Set(EXAMPLES.map((e) => e.route));
    expect(EXAMPLES.length).toBe(walked.size);
    expect(declared.filter((r) => !walked.has(r) && !(r in AUDIT_EXEMPT))).toEqual([]);
    expect([...walked].filter((r) => r in AUDIT_EXEMPT)).toEqual([]);
    expect([...walked].filter((r) => !declared.includes(r))).toEqual([]);
    for (const reason of Object.values(AUDIT_EXEMPT)) expect(reason.length).toBeGreaterThan(20);
  });

  it('each walked route, called as an actor allowed to, writes exactly one record naming the actor and the entity', async () => {
    const wrong: string[] = [];
    for (const example of EXAMPLES) {
      await example.prepare?.();
      const call = await example.call();
      const [method] = example.route.split(' ');
      const [{ last }] = (await ctx.db
        .select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
        .from(auditLog)) as [{ last: number }];
      const res = await send(method!, call);
      if (res.statusCode >= 300) {
        wrong.push(`${example.route}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      example.after?.(res);
      const written = await ctx.db.select().from(auditLog).where(gt(auditLog.id, last)).orderBy(auditLog.id);
      const actorId = call.actorId !== undefined ? call.actorId : (call.as?.customId ?? null);
      if (written.length !== 1) {
        wrong.push(`${example.route}: wrote ${written.length} records (${written.map((w) => w.action).join(', ')})`);
        continue;
      }
      const [record] = written;
      if (record!.actorId !== actorId)
        wrong.push(`${example.route}: record names actor ${record!.actorId}, not ${actorId}`);
      if (!record!.entity || record!.entityId == null)
        wrong.push(`${example.route}: record names no entity (${record!.entity} ${record!.entityId})`);
      if (!hasAuditDescription(record!.action)) wrong.push(`${example.route}: no words for ${record!.action}`);
    }
    expect(wrong).toEqual([]);
  });
});
