import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { createAdminBundle, requireBuild, runNode } from '../support/process-helpers.js';
import { testHasher } from '../support/helpers.js';

/** `npm run create-admin` against a PostgreSQL server (the embedded case is in smoke.test.ts). */
describe('create-admin on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    requireBuild();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('creates an officer with a one-time password that must be changed', async () => {
    const res = await runNode(createAdminBundle, ['--email', 'Registrar.Two@jets.edu.ng', '--position', 'registrar'], {
      DATABASE_URL: database.url,
    });
    expect(res.code).toBe(0);
    const password = res.out.match(/One-time password: (\S+)/)?.[1];
    expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
    const user = await findUserByUsername(database.db, 'registrar.two@jets.edu.ng');
    expect(user).toMatchObject({
      role: 'admin',
      adminPosition: 'registrar',
      status: 'active',
      mustChangePassword: true,
    });
    expect(await testHasher().verify(password!, user!.passwordHash)).toBe(true);
  });

  it('refuses an unknown office, a bad e-mail and a duplicate', async () => {
    const badOffice = await runNode(createAdminBundle, ['--email', 'a@jets.edu.ng', '--position', 'janitor'], {
      DATABASE_URL: database.url,
    });
    expect(badOffice.code).toBe(2);
    expect(badOffice.out).toContain('Offices: ict, bursar');
    const badEmail = await runNode(createAdminBundle, ['--email', 'not-an-email', '--position', 'ict'], {
      DATABASE_URL: database.url,
    });
    expect(badEmail.code).toBe(2);
    const dup = await runNode(createAdminBundle, ['--email', 'registrar.two@jets.edu.ng', '--position', 'ict'], {
      DATABASE_URL: database.url,
    });
    expect(dup.code).toBe(1);
    expect(dup.out).toContain('already exists');
  });
});
