import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { findUnbalancedWallets, insertUser, type Database, type NewUserRow, type UserRow } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { AdminPosition, StudentStatus } from '@portal/domain';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { PasswordHasher } from '../../src/lib/password-hasher.js';
import { newCustomId } from '../../src/lib/tokens.js';
import { SESSION_COOKIE } from '../../src/plugins/auth.js';

/** Cheap argon2id parameters: tests exercise the logic, not the cost. */
export const TEST_ARGON2_PARAMS = { memory: 64, passes: 1, parallelism: 1 };
export const testHasher = () => new PasswordHasher(4, 1000, TEST_ARGON2_PARAMS);

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  hasher: PasswordHasher;
  clock: { now: Date };
  close(): Promise<void>;
}

/** A real app on a fresh PostgreSQL database of its own (cloned from the migrated template). */
export async function createTestContext(
  env: Record<string, string> = {},
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestContext> {
  const database = await createTestDatabase();
  const hasher = testHasher();
  const clock = { now: new Date() };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: 'postgres',
    hasher,
    logger: false,
    now: () => clock.now,
  });
  if (extraRoutes) await extraRoutes(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    hasher,
    clock,
    async close() {
      // After every test file: each wallet's balance must equal the sum of its ledger entries.
      const unbalanced = await findUnbalancedWallets(database.db);
      await app.close();
      await database.drop();
      if (unbalanced.length > 0)
        throw new Error(`wallets out of balance with their entries: ${JSON.stringify(unbalanced)}`);
    },
  };
}

export const TEST_PASSWORD = 'correct-horse-9';

let counter = 0;
/** Inserts a user; returns the row and the plain password. */
export async function createUser(
  ctx: TestContext,
  overrides: Partial<NewUserRow> & Pick<NewUserRow, 'role'>,
): Promise<UserRow & { password: string }> {
  counter++;
  const password = TEST_PASSWORD;
  const role = overrides.role;
  const defaults: NewUserRow = {
    customId: newCustomId(),
    username:
      role === 'student'
        ? String(70000 + (counter % 29999)).padStart(5, '0')
        : `user${counter}.${Date.now().toString(36)}@jets.edu.ng`,
    role,
    adminPosition: role === 'admin' ? 'ict' : null,
    status: role === 'student' ? 'complete' : 'active',
    surname: `SURNAME${counter}`,
    firstName: `First${counter}`,
    gender: 'Female',
    phoneNumber: '08030000000',
    modeOfStudy: role === 'student' ? 'in_person' : null,
    passwordHash: await ctx.hasher.hash(password),
  };
  const row = await insertUser(ctx.db, { ...defaults, ...overrides });
  return { ...row, password };
}

export const createStudent = (ctx: TestContext, status: StudentStatus = 'complete', extra: Partial<NewUserRow> = {}) =>
  createUser(ctx, { role: 'student', status, ...extra });
export const createStaff = (ctx: TestContext, position: AdminPosition, extra: Partial<NewUserRow> = {}) =>
  createUser(ctx, { role: 'admin', adminPosition: position, ...extra });
export const createLecturer = (ctx: TestContext, extra: Partial<NewUserRow> = {}) =>
  createUser(ctx, { role: 'faculty', title: 'Dr.', ...extra });

export function portalOf(user: UserRow): 'student' | 'admin' | 'faculty' {
  return user.role;
}

/** Signs in through the user's own portal and returns the session cookie header. */
export async function signIn(ctx: TestContext, user: UserRow & { password: string }): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/auth/${portalOf(user)}/login`,
    payload: { username: user.username, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return sessionCookieFrom(res);
}

export function sessionCookieFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie in the response');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export function body<T = unknown>(res: LightMyRequestResponse): { success: boolean; response: T } {
  return res.json() as { success: boolean; response: T };
}
