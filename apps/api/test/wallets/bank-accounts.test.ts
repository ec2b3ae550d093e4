import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { insertStudentWallets } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { type MyWallets, myWalletsResponseSchema } from '@portal/domain';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { createStudent, createTestContext, signIn, testHasher } from '../support/helpers.js';
import { responseOf } from '../support/responses.js';

/** The bank accounts a student sees on the Portal Wallet page (issue 15 §4, decision 0019). */
async function accountsShown(env: Record<string, string>): Promise<MyWallets['bank_accounts']> {
  const ctx = await createTestContext(env);
  try {
    const student = await createStudent(ctx);
    await insertStudentWallets(ctx.db, student.customId);
    const cookie = await signIn(ctx, student);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/students/me/wallets', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/\(set BANK_ACCOUNT/);
    return responseOf(res, myWalletsResponseSchema).bank_accounts;
  } finally {
    await ctx.close();
  }
}

describe('bank accounts shown to students', () => {
  it('shows no bank account, and no placeholder, in a real deployment without the settings', async () => {
    expect(await accountsShown({ DEMO_SEED: 'false' })).toEqual([]);
  });

  it('shows only the configured account when one of the two is set', async () => {
    expect(
      await accountsShown({
        DEMO_SEED: 'false',
        BANK_ACCOUNT_UG: 'Zenith Bank, ECWA Theological Seminary Jos, 1012345678',
      }),
    ).toEqual([
      { label: 'Undergraduate', details: 'Zenith Bank, ECWA Theological Seminary Jos, 1012345678', example: false },
    ]);
  });

  it('shows complete example accounts, marked as examples, in the demo', async () => {
    const accounts = await accountsShown({ DEMO_SEED: 'true' });
    expect(accounts).toEqual([
      {
        label: 'Undergraduate',
        details: 'First Bank of Nigeria, ECWA Theological Seminary Undergraduate, 3012345678',
        example: true,
      },
      {
        label: 'Postgraduate',
        details: 'Access Bank, ECWA Theological Seminary Postgraduate, 0712345678',
        example: true,
      },
    ]);
    // Complete: bank, account name and a ten-digit account number.
    for (const account of accounts) expect(account.details).toMatch(/^[^,]+, [^,]+, \d{10}$/);
  });

  it('shows configured accounts as they are in the demo too', async () => {
    const accounts = await accountsShown({
      DEMO_SEED: 'true',
      BANK_ACCOUNT_UG: 'Zenith Bank, ECWA Theological Seminary Jos, 1012345678',
      BANK_ACCOUNT_PG: 'UBA, ECWA Theological Seminary PG School, 2012345678',
    });
    expect(accounts.map((a) => a.example)).toEqual([false, false]);
  });
});

describe('start-up warning', () => {
  async function startUpLog(env: Record<string, string>): Promise<string> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'info', ...env });
      const app = await buildApp({
        config,
        db: database.db,
        databaseKind: 'postgres',
        hasher: testHasher(),
        logger: { level: 'info', stream },
      });
      await app.close();
    } finally {
      await database.drop();
    }
    return lines.join('');
  }

  it('names the missing bank-account settings in a real deployment', async () => {
    const log = await startUpLog({ DEMO_SEED: 'false' });
    expect(log).toContain('"level":40');
    expect(log).toContain('Not set: BANK_ACCOUNT_UG, BANK_ACCOUNT_PG.');
  });

  it('names only the one missing, and none in the demo', async () => {
    const one = await startUpLog({ DEMO_SEED: 'false', BANK_ACCOUNT_PG: 'UBA, ECWA Theological Seminary, 2012345678' });
    expect(one).toContain('Not set: BANK_ACCOUNT_UG.');
    expect(await startUpLog({ DEMO_SEED: 'true' })).not.toContain('Not set:');
  });
});
