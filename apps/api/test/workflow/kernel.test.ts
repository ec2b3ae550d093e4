import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditTrail, type UserRow } from '@portal/db';
import { HOSTEL_MACHINE, MESSAGES, REGISTRATION_MACHINE } from '@portal/domain';
import { AppError } from '../../src/lib/errors.js';
import { access, describePolicy } from '../../src/plugins/access.js';
import {
  printedBy,
  recordPrint,
  sendDeskSms,
  verificationQr,
  type PrintableForm,
} from '../../src/modules/workflow/index.js';
import { createStaff, createStudent, createTestContext, type TestContext } from '../support/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('the desk routes the kernel generates', () => {
  const families = [
    { base: '/api/registrations', viewers: 'viewRegistrations', decide: 'approveRegistrations' },
    { base: '/api/add-drops', viewers: 'viewLogs', decide: 'approveAddDrops' },
    { base: '/api/hostel-applications', viewers: 'viewHostels', decide: null },
  ] as const;
  for (const { base, viewers, decide } of families) {
    it(`${base}: form, decision, SMS, print and print record with the form's policies`, () => {
      const listing = new Map(ctx.app.routePolicies.map((r) => [`${r.method} ${r.url}`, describePolicy(r.policy)]));
      const seen = describePolicy(access.offices(viewers));
      const url = `${base}/:periodId/:customId`;
      expect(listing.get(`GET ${url}`)).toBe(seen);
      expect(listing.get(`POST ${url}/sms`)).toBe(seen);
      expect(listing.get(`GET ${url}/print`)).toBe(seen);
      expect(listing.get(`POST ${url}/prints`)).toBe(seen);
      expect(listing.get(`POST ${url}/decision`)).toBe(decide ? describePolicy(access.offices(decide)) : undefined);
    });
  }
});

describe('the verification QR code', () => {
  it('points at /verify/{code} of the app, once, and draws an SVG', async () => {
    const qr = await verificationQr({ APP_URL: 'https://portal.example/' }, 'abc123');
    expect(qr.verification_url).toBe('https://portal.example/verify/abc123');
    expect(qr.qr_svg.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(qr.qr_svg.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<svg');
  });
});

describe('the desk SMS', () => {
  it('refuses an office that may not SMS students before reading the form', async () => {
    const auditor = await createStaff(ctx, 'auditor');
    let loaded = false;
    const refused = await sendDeskSms(ctx.app.deps, auditor, 'Hello', async () => {
      loaded = true;
      throw new Error('not reached');
    }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('FORBIDDEN');
    expect(loaded).toBe(false);
  });

  it('refuses a student without a phone number with the catalogue text, and audits a sent one', async () => {
    const ict = await createStaff(ctx, 'ict');
    const student = await createStudent(ctx);
    const target = { entity: 'registration', entityId: 'kernel-sms', student: { ...student, phoneNumber: null } };
    const refused = await sendDeskSms(ctx.app.deps, ict, 'Hello', async () => target).catch((err: unknown) => err);
    expect((refused as AppError).userMessage).toBe(MESSAGES.noPhone);
    expect(await listAuditTrail(ctx.db, 'registration', 'kernel-sms')).toEqual([]);

    const sent = await sendDeskSms(ctx.app.deps, ict, 'Hello', async () => ({
      ...target,
      student: { customId: student.customId, phoneNumber: '08031234567' },
    }));
    expect(sent).toEqual({ message: MESSAGES.actionSuccessful });
    const trail = await listAuditTrail(ctx.db, 'registration', 'kernel-sms');
    expect(trail.map((t) => [t.action, t.details])).toEqual([['registration.sms', { length: 5 }]]);
  });
});

describe('the print record', () => {
  type Row = { id: number; status: string; printedByBursarAt: Date | null; printedByPorterAt: Date | null };
  const formOf = (row: Row, refuseEveryOffice: boolean, locks: { n: number }): PrintableForm<Row> => ({
    machine: HOSTEL_MACHINE,
    offices: ['porter', 'bursar'],
    refuseEveryOffice,
    onLocked: async (allowed, write) => {
      locks.n += 1;
      if (!allowed(row)) throw new AppError('CONFLICT', 'not printable');
      return ctx.db.transaction((tx) => write(tx, row));
    },
    stateOf: (r) => r.status,
    idOf: (r) => r.id,
    update: async (_tx, r, patch) => Object.assign(r, patch),
  });
  let porter: UserRow;
  let dean: UserRow;
  beforeAll(async () => {
    porter = await createStaff(ctx, 'porter');
    dean = await createStaff(ctx, 'dean');
  });

  it('keeps the first print of each office it records, and only on a form the machine lets print', async () => {
    const row: Row = { id: 9001, status: 'awaiting porter', printedByBursarAt: null, printedByPorterAt: null };
    const locks = { n: 0 };
    const early = await recordPrint(ctx.app.deps, porter, formOf(row, true, locks)).catch((err: unknown) => err);
    expect((early as AppError).userMessage).toBe('not printable');
    row.status = 'complete';
    expect(await recordPrint(ctx.app.deps, porter, formOf(row, true, locks))).toEqual({
      message: MESSAGES.actionSuccessful,
      recorded: true,
    });
    expect(row.printedByPorterAt).toBeInstanceOf(Date);
    expect((await recordPrint(ctx.app.deps, porter, formOf(row, true, locks))).recorded).toBe(false);
    expect(printedBy(row, ['porter', 'bursar'])).toEqual(['porter']);
    const trail = await listAuditTrail(ctx.db, 'hostel-application', '9001');
    expect(trail.map((t) => [t.action, t.details])).toEqual([['hostel-application.print', { office: 'porter' }]]);
  });

  it('answers an office it does not record once the form is found (no state check), or checks the form first when asked to', async () => {
    const row: Row = { id: 9002, status: 'awaiting porter', printedByBursarAt: null, printedByPorterAt: null };
    const locks = { n: 0 };
    const quiet = await recordPrint(ctx.app.deps, dean, {
      ...formOf(row, false, locks),
      machine: REGISTRATION_MACHINE,
    });
    expect(quiet).toEqual({ message: MESSAGES.actionSuccessful, recorded: false });
    // The form is looked up (a missing one is 404, issue 28 §3), its state not checked, nothing written.
    expect(locks.n).toBe(1);
    expect(row.printedByBursarAt).toBeNull();
    const checked = await recordPrint(ctx.app.deps, dean, formOf(row, true, locks)).catch((err: unknown) => err);
    expect((checked as AppError).userMessage).toBe('not printable');
    expect(locks.n).toBe(2);
  });
});
