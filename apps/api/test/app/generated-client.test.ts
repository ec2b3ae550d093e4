import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { REGISTRATION_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/helpers.js';
import { createRegistrant, fund, PERIOD_ID, seedRegistrationSetup } from '../support/registration-factories.js';

/*
 * What an integrator does with the document (issue 30 §4): generate a typed client from the
 * served /api/docs/json with openapi-typescript, type-check a script written against it with
 * tsc, and run that script with openapi-fetch against the real app listening on a port. A
 * document that generates wrong types (or none) fails here.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
// Inside the repository, so the script resolves openapi-fetch from its node_modules.
const dir = join(repoRoot, '.tmp', `generated-client-${process.pid}`);

/** The integrator's script: every call typed by the generated `paths`. */
const JOURNEY = `import createClient from 'openapi-fetch';
import type { operations, paths } from './api';

/** A refusal as the operation documents it, named by its operationId. */
type PickRefusal = operations['pickMyRegistrationCourse']['responses'][409]['content']['application/json'];

export async function journey(baseUrl: string, login: { username: string; password: string }, periodId: string) {
  const client = createClient<paths>({ baseUrl });
  const signIn = await client.POST('/api/auth/student/login', { body: login });
  if (!signIn.data) throw new Error('sign-in failed: ' + signIn.error?.response);
  const cookie = (signIn.response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const headers = { cookie };
  const wallets = await client.GET('/api/students/me/wallets', { headers });
  const balanceKobo: number | undefined = wallets.data?.response.portal?.balance_kobo;
  const started = await client.POST('/api/students/me/registrations', {
    headers,
    body: { period_id: periodId, fresh_returning: 'returning', current_level: '6' },
  });
  const pick = () =>
    client.POST('/api/students/me/registrations/{periodId}/courses', {
      headers,
      params: { path: { periodId } },
      body: { course_code: 'OTS 611' },
    });
  const first = await pick();
  const twice = await pick();
  const refused: PickRefusal | undefined = twice.response.status === 409 ? twice.error : undefined;
  const refusal: string | undefined = refused?.response;
  return {
    signedIn: signIn.data.success,
    balanceKobo,
    started: started.response.status,
    picked: first.data?.response.form.courses.map((c) => c.code),
    twice: twice.response.status,
    refusal,
  };
}
`;

const TSCONFIG = {
  extends: '../../tsconfig.base.json',
  compilerOptions: { lib: ['ES2023', 'DOM'], types: [], noEmit: true },
  files: ['journey.ts'],
};

let ctx: TestContext;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  mkdirSync(dir, { recursive: true });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

describe('a client generated from the served document', () => {
  it('type-checks and signs in, reads the wallet, starts a registration and reads a typed 409', async () => {
    await seedRegistrationSetup(ctx);
    const { user } = await createRegistrant(ctx);
    await fund(ctx, user.customId, 50_000);

    const served = await fetch(`${baseUrl}/api/docs/json`);
    expect(served.status).toBe(200);
    const types = astToString(await openapiTS(await served.text()));
    writeFileSync(join(dir, 'api.d.ts'), types);
    writeFileSync(join(dir, 'journey.ts'), JOURNEY);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));

    // The generated types must compile, and the script must compile against them.
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    const checked = await promisify(execFile)(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')]).then(
      () => 'ok',
      (err: { stdout?: string }) => err.stdout ?? String(err),
    );
    expect(checked).toBe('ok');

    const { journey } = (await import(join(dir, 'journey.ts'))) as {
      journey: (url: string, login: { username: string; password: string }, periodId: string) => Promise<unknown>;
    };
    expect(await journey(baseUrl, { username: user.username, password: user.password }, PERIOD_ID)).toEqual({
      signedIn: true,
      balanceKobo: 5_000_000,
      started: 200,
      picked: ['OTS 611'],
      twice: 409,
      refusal: REGISTRATION_MESSAGES.alreadyPicked,
    });
  });
});
