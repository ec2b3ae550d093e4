import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  checkAuditChain,
  findUnbalancedWallets,
  formVerifications,
  insertSession,
  registrations,
  students,
  users,
  wallets,
  type Database,
  type DatabaseHandle,
} from '@portal/db';
import { testServerUrl } from '@portal/db/testing';
import { SESSION_LIFETIME_MS } from '@portal/domain';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { countRows } from '../../src/lib/backup-database.js';
import { newSessionToken } from '../../src/lib/tokens.js';
import { SESSION_COOKIE } from '../../src/plugins/auth.js';
import { seedDemo } from '../../src/seed/demo-seed.js';
import { testHasher } from '../support/helpers.js';
import { multipartBody, nextIp } from '../support/upload-helpers.js';

/** The restore drill's pieces (issue 25 §3), shared by the PGlite and the PostgreSQL run. */

export const tempDir = (label: string) => mkdtempSync(join(tmpdir(), `portal-${label}-`));

/** The portal's app on a database and DATA_DIR of the test's choosing. */
export async function appOn(handle: DatabaseHandle, dataDir: string): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
  });
  const app = await buildApp({ config, db: handle.db, databaseKind: handle.kind, hasher: testHasher(), logger: false });
  await app.ready();
  return app;
}

/** A session cookie for a user, written straight into the database (as sign-in would). */
export async function cookieFor(db: Database, customId: string): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await insertSession(db, { tokenHash, userId: customId, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) });
  return `${SESSION_COOKIE}=${token}`;
}

async function staffOf(db: Database, position: 'dean' | 'bursar' | 'ict'): Promise<string> {
  const [row] = await db
    .select({ customId: users.customId })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.adminPosition, position)))
    .limit(1);
  return row!.customId;
}

const square = (hue: number) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r: hue, g: 80, b: 200 - hue } } })
    .jpeg()
    .toBuffer();

/**
 * Fills a database the way a semester would: the demo (students at every registration,
 * add/drop and hostel state, payments, receipts), passports uploaded through the API, a dean's
 * approval of a registration and a receipt that credits a wallet. Answers the ict cookie.
 */
export async function fillLikeASemester(app: FastifyInstance, db: Database): Promise<string> {
  await seedDemo(db, testHasher(), 'jets.edu.ng');
  const send = async (cookie: string, method: 'POST', url: string, payload: object) => {
    const res = await app.inject({ method, url, headers: { cookie }, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  };

  const [waiting] = await db
    .select({ periodId: registrations.periodId, studentId: registrations.studentId })
    .from(registrations)
    .where(eq(registrations.status, 'awaiting dean'))
    .limit(1);
  const dean = await cookieFor(db, await staffOf(db, 'dean'));
  await send(dean, 'POST', `/api/registrations/${waiting!.periodId}/${waiting!.studentId}/decision`, {
    decision: 'approve',
    comment: 'Courses are in order',
  });

  // A receipt needs the student's ledger balance entered this semester: a completed registration has it.
  const [ledger] = await db
    .select({ ledgerNumber: students.ledgerNumber })
    .from(students)
    .innerJoin(registrations, eq(registrations.studentId, students.customId))
    .where(eq(registrations.status, 'completed'))
    .orderBy(desc(registrations.periodId))
    .limit(1);
  const bursar = await cookieFor(db, await staffOf(db, 'bursar'));
  await send(bursar, 'POST', '/api/receipts', {
    ledger_number: ledger!.ledgerNumber,
    description: 'tuition',
    amount: '25,000',
    receipt_number: `DRILL/${randomBytes(3).toString('hex')}`,
  });

  const uploaders = await db
    .select({ customId: users.customId })
    .from(users)
    .where(and(eq(users.role, 'student'), inArray(users.status, ['upload passport', 'complete'])))
    .orderBy(users.customId)
    .limit(3);
  expect(uploaders.length).toBeGreaterThan(0);
  for (const [i, u] of uploaders.entries()) {
    const form = multipartBody([
      { name: 'passport', filename: 'me.jpg', contentType: 'image/jpeg', data: await square(40 * i) },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/students/me/passport',
      headers: { ...form.headers, cookie: await cookieFor(db, u.customId) },
      payload: form.payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return cookieFor(db, await staffOf(db, 'ict'));
}

/**
 * What must survive a restore: every table's row count, every wallet's balance (each equal to
 * the sum of its entries), every passport as the API serves it, every form's verification answer.
 */
export async function observe(app: FastifyInstance, db: Database, ictCookie: string) {
  expect(await findUnbalancedWallets(db)).toEqual([]);
  const balances = await db
    .select({ id: wallets.id, owner: wallets.ownerId, kind: wallets.kind, balance: wallets.balanceKobo })
    .from(wallets)
    .orderBy(wallets.id);
  const passports: Record<string, string> = {};
  const owners = await db
    .select({ customId: users.customId })
    .from(users)
    .where(isNotNull(users.passportKey))
    .orderBy(users.customId);
  for (const { customId } of owners) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/users/${customId}/passport`,
      headers: { cookie: ictCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    passports[customId] = res.rawPayload.toString('base64');
  }
  const verifications: Record<string, unknown> = {};
  const codes = await db
    .select({ code: formVerifications.code })
    .from(formVerifications)
    .orderBy(formVerifications.code);
  for (const { code } of codes) {
    const res = await app.inject({ method: 'GET', url: `/api/verify/${code}`, remoteAddress: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    verifications[code] = res.json();
  }
  // The audit trail's hash chain is whole, and the same chain (its last record and hash) after a restore.
  const trail = await checkAuditChain(db);
  expect(trail.complete, JSON.stringify(trail)).toBe(true);
  return { rowCounts: await countRows(db), balances, passports, verifications, trail };
}

/** An empty database (no tables) on the test server, as a real restore target would be. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `r_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: `${testServerUrl()}/postgres` });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return { url: `${testServerUrl()}/${name}`, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
