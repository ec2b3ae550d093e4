import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { findUnbalancedWallets, listReconciliationExceptions, type DatabaseHandle } from '@portal/db';
import { MESSAGES } from '@portal/domain';
import { startCluster, type PgCluster } from '../../../../scripts/pg-cluster.mjs';
import { buildApp } from '../../src/app.js';
import { openConfiguredDatabase } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/env.js';
import { ProviderUnavailableError } from '../../src/integrations/payments/payment-provider.js';
import { isDatabaseUnavailable } from '../../src/lib/db-errors.js';
import { createDesk, type Desk } from '../support/bursary-factories.js';
import { FakePaystack } from '../support/fakes/fake-paystack.js';
import { createStudent, sessionCookieFrom, testHasher, type TestContext } from '../support/helpers.js';
import { createRegistrant, PERIOD_ID, seedRegistrationSetup } from '../support/registration-factories.js';

/**
 * Issue 28 §6: PostgreSQL stops for 15 seconds in the middle of registration load and starts
 * again. On a cluster of this file's own (stopped and started with pg_ctl, as an operator's
 * restart does), a few clients register, top up and sign in in a loop across the outage.
 * Every answer comes within a bound; every failure is 503 with Retry-After; /api/ready is 503
 * during the outage and 200 after; writes resume by themselves; afterwards every answered write
 * is there and the ledger reconciles.
 */
const OUTAGE_MS = 15_000;
const CONNECT_TIMEOUT_MS = 2_000;
const STATEMENT_TIMEOUT_MS = 5_000;
/** No answer may take longer: a connection wait and a statement, with room for a busy machine. */
const ANSWER_BOUND_MS = CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + 3_000;
const SECRET = 'sk_test_restart_secret';
const WALLET_NAIRA = 200_000;
const REGISTRANTS = 9;
const REGISTRATION_CLIENTS = 3;
const COURSES = ['OTS 611', 'NTS 612'];

interface Answer {
  client: string;
  step: string;
  status: number;
  retryAfter: string | undefined;
  message: unknown;
  startedAt: number;
  ms: number;
}

const paystack = new FakePaystack(SECRET);
let cluster: PgCluster;
let handle: DatabaseHandle;
let ctx: TestContext;
let dataDir: string;
let desk: Desk;
const answers: Answer[] = [];
let address = 0;

beforeAll(async () => {
  cluster = await startCluster();
  const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
  await admin.connect();
  await admin.query('create database restart_test');
  await admin.end();
  dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    DATABASE_URL: `${cluster.url}/restart_test`,
    DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: await paystack.start(),
  });
  // The pool the server itself opens (bootstrap), with the configured timeouts.
  handle = await openConfiguredDatabase(config, () => undefined);
  const hasher = testHasher();
  const clock = { now: new Date() };
  const app = await buildApp({ config, db: handle.db, databaseKind: 'postgres', hasher, logger: false });
  await app.ready();
  ctx = {
    app,
    db: handle.db,
    database: { ...handle, url: config.DATABASE_URL!, name: 'restart_test', drop: async () => undefined },
    hasher,
    clock,
    close: async () => undefined,
  };
  await seedRegistrationSetup(ctx);
  desk = await createDesk(ctx);
});

afterAll(async () => {
  await ctx?.app.close();
  await handle?.close();
  await paystack.stop();
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One request, timed and kept; each from its own address (the per-address limits are not tested here). */
async function call(
  client: string,
  step: string,
  method: 'GET' | 'POST',
  url: string,
  cookie?: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  address++;
  const startedAt = Date.now();
  const res = await ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
    remoteAddress: `10.28.${Math.floor(address / 250) % 250}.${address % 250}`,
  });
  const retryAfter = res.headers['retry-after'];
  answers.push({
    client,
    step,
    status: res.statusCode,
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
    message: (res.json() as { response?: unknown }).response,
    startedAt,
    ms: Date.now() - startedAt,
  });
  return res;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A step as the web app does it: tried again after a 503 (the outage). After a 503 the step may
 * have been done already (a commit cut off before its answer); the step then says so (4xx),
 * which is counted as done: the final checks read what the database holds.
 */
async function step(
  client: string,
  name: string,
  send: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  let retried = false;
  for (;;) {
    const res = await send();
    if (res.statusCode === 503) {
      retried = true;
      await pause(250);
      continue;
    }
    if (res.statusCode >= 400 && !(retried && res.statusCode < 500)) {
      throw new Error(`${client} ${name}: ${res.statusCode} ${res.body}`);
    }
    // A person's pace: the flows last long enough to span the outage.
    await pause(400);
    return res;
  }
}

describe('the database restarts in the middle of registration load', () => {
  it('answers 503 with Retry-After in bounded time, is not ready meanwhile, reconnects and loses no answered write', async () => {
    const times = async <T>(n: number, make: () => Promise<T>): Promise<T[]> => {
      const made: T[] = [];
      for (let i = 0; i < n; i++) made.push(await make());
      return made;
    };
    const registrants = await times(REGISTRANTS, () => createRegistrant(ctx, { walletNaira: WALLET_NAIRA }));
    const payers = await times(3, () => createRegistrant(ctx));
    const signers = await times(3, () => createStudent(ctx));

    let running = true;
    const submitted: string[] = [];
    const credited: string[] = [];
    const sessions: string[] = [];

    // Registration from start to submit (the debit and the form number), the dean and the bursar alongside.
    const registration = async (client: string, queue: typeof registrants) => {
      for (const s of queue) {
        const mine = `/api/students/me/registrations/${PERIOD_ID}`;
        const deskUrl = (path: string) => `/api/registrations/${PERIOD_ID}/${s.user.customId}/${path}`;
        await step(client, 'start', () =>
          call(client, 'start', 'POST', '/api/students/me/registrations', s.cookie, {
            period_id: PERIOD_ID,
            fresh_returning: 'returning',
            current_level: '6',
          }),
        );
        for (const code of COURSES) {
          await step(client, 'course', () =>
            call(client, 'course', 'POST', `${mine}/courses`, s.cookie, { course_code: code }),
          );
        }
        await step(client, 'forward', () => call(client, 'forward', 'POST', `${mine}/forward`, s.cookie, {}));
        await step(client, 'dean', () =>
          call(client, 'dean', 'POST', deskUrl('decision'), desk.staff.dean.cookie, {
            decision: 'approve',
            comment: 'In order',
          }),
        );
        await step(client, 'ledger', () =>
          call(client, 'ledger', 'POST', deskUrl('ledger-balance'), desk.staff.bursar.cookie, {
            balance: String(WALLET_NAIRA),
            expected_balance_kobo: WALLET_NAIRA * 100,
          }),
        );
        const done = await step(client, 'submit', () => call(client, 'submit', 'POST', `${mine}/submit`, s.cookie, {}));
        // Answered (or, after a 503, found done already): the registration must be complete.
        if (done.statusCode < 500) submitted.push(s.user.customId);
        await step(client, 'print', () => call(client, 'print', 'GET', `${mine}/print`, s.cookie));
      }
    };

    // Top-ups: started, paid at the provider, verified and credited once.
    const topUps = async () => {
      for (let i = 0; running; i++) {
        const payer = payers[i % payers.length]!;
        const started = await step('top-up', 'start', () =>
          call('top-up', 'start top-up', 'POST', '/api/students/me/top-ups', payer.cookie, { amount: '1000' }),
        );
        const { reference } = (started.json() as { response: { reference: string } }).response;
        paystack.settle(reference, {});
        await step('top-up', 'verify', () =>
          call('top-up', 'verify', 'POST', '/api/students/me/top-ups/verify', payer.cookie, { reference }),
        );
        credited.push(reference);
        await pause(300);
      }
    };

    // Sign-ins with the right password.
    const signIns = async () => {
      for (let i = 0; running; i++) {
        const user = signers[i % signers.length]!;
        const res = await step('sign-in', 'sign in', () =>
          call('sign-in', 'sign in', 'POST', '/api/auth/student/login', undefined, {
            username: user.username,
            password: user.password,
          }),
        );
        sessions.push(sessionCookieFrom(res));
        await pause(300);
      }
    };

    // The load balancer's probe.
    const readiness: Array<{ at: number; status: number; retryAfter: unknown }> = [];
    const probe = async () => {
      while (running) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
        readiness.push({ at: Date.now(), status: res.statusCode, retryAfter: res.headers['retry-after'] });
        await pause(250);
      }
    };

    const perClient = Math.ceil(REGISTRANTS / REGISTRATION_CLIENTS);
    const registrations = Array.from({ length: REGISTRATION_CLIENTS }, (_, i) =>
      registration(`registration ${i + 1}`, registrants.slice(i * perClient, (i + 1) * perClient)),
    );
    const background = [topUps(), signIns(), probe()];

    await pause(2_000);
    const outage = { from: Date.now(), to: Infinity };
    cluster.pause();
    await pause(OUTAGE_MS);
    cluster.resume();
    outage.to = Date.now();
    // Writes resume by themselves: the registrations finish, then a few more top-ups and sign-ins.
    await Promise.all(registrations);
    await pause(3_000);
    running = false;
    await Promise.all(background);

    // Every answer within the bound; every failure a 503 with Retry-After and the clear message.
    const slowest = Math.max(...answers.map((a) => a.ms));
    expect(slowest, JSON.stringify(answers.filter((a) => a.ms > ANSWER_BOUND_MS))).toBeLessThanOrEqual(ANSWER_BOUND_MS);
    const failures = answers.filter((a) => a.status >= 500);
    expect(failures.length, 'requests failed during the outage').toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure, JSON.stringify(failure)).toMatchObject({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
        message: MESSAGES.databaseUnavailable,
      });
    }
    // Failures only while the database was away (and the pause and start themselves).
    for (const failure of failures) {
      expect(failure.startedAt + failure.ms).toBeGreaterThanOrEqual(outage.from);
      expect(failure.startedAt).toBeLessThanOrEqual(outage.to);
    }

    // Not ready during the outage, with Retry-After; ready again after.
    const during = readiness.filter((r) => r.at > outage.from + 1_000 && r.at < outage.to - 1_000);
    expect(during.length).toBeGreaterThan(0);
    for (const r of during) expect(r).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
    expect(readiness.at(-1)!.status).toBe(200);

    // Writes resumed without a restart: answered writes after the database came back.
    const afterwards = answers.filter((a) => a.startedAt > outage.to && a.status === 200 && a.step !== 'print');
    expect(afterwards.length).toBeGreaterThan(0);

    // Every answered write is there.
    expect(submitted).toHaveLength(REGISTRANTS);
    const { rows: forms } = (await handle.db.execute(
      sql`select student_id, form_number, debit_entry_id from registrations where period_id = ${PERIOD_ID} and status = 'completed'`,
    )) as unknown as { rows: Array<{ student_id: string; form_number: string | null; debit_entry_id: number | null }> };
    expect(forms.map((f) => f.student_id).sort()).toEqual([...submitted].sort());
    for (const form of forms) {
      expect(form.form_number).toBeTruthy();
      expect(form.debit_entry_id).toBeTruthy();
    }
    for (const reference of credited) {
      const { rows } = (await handle.db.execute(
        sql`select count(*)::int as n from wallet_entries where provider_reference = ${reference}`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(rows[0]!.n, reference).toBe(1);
    }
    for (const cookie of sessions) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
    }

    // Nothing half-written: wallets equal the sums of their entries; no form without its debit.
    expect(await findUnbalancedWallets(handle.db)).toEqual([]);
    const window = { start: new Date('2000-01-01'), end: new Date('2100-01-01') };
    expect(await listReconciliationExceptions(handle.db, window, 100)).toEqual([]);
  });
});

describe('what counts as the database being away', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
  it('knows a refused connection, a shutdown, a start-up, a cut connection and a connection wait', () => {
    for (const err of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      wrapped(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
    }
  });
  it('leaves other errors alone', () => {
    for (const err of [
      wrapped(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })),
      new TypeError('Cannot read properties of undefined'),
      wrapped(Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' })),
      // A provider out of reach (fetch's failure, as the payment gateway wraps it) is not the database.
      new ProviderUnavailableError('Paystack could not be reached', {
        cause: new TypeError('fetch failed', {
          cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
        }),
      }),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(false);
    }
  });
});
