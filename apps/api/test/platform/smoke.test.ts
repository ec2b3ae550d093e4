import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@portal/domain';
import { DEMO_PASSWORD } from '../../src/seed/demo-seed.js';
import {
  requireBuild,
  runNode,
  createAdminBundle,
  startServer,
  type RunningServer,
} from '../support/process-helpers.js';

/** GET /api/auth/me's answer, typed by the domain's schema. */
const meAnswer = (res: Response) => res.json() as Promise<{ response: CurrentUser }>;

/** Boots the built app as `npm start` does, on the embedded PGlite default. */
describe('the whole app on the embedded database', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    requireBuild();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-smoke-'));
    server = await startServer({ DATA_DIR: dataDir, DEMO_SEED: 'true' });
  }, 180_000);

  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the demo logins and reports the embedded database', async () => {
    // The server prints that it is serving, then the demo logins: they may arrive a moment later.
    await vi.waitFor(() => expect(server.output()).toContain('64004'), { timeout: 5000 });
    expect(server.output()).toContain('Demo logins');
    expect(server.output()).toContain('ict@jets.edu.ng');
    expect(server.output()).toContain('64004');
    const health = await fetch(`${server.url}/api/health`).then((r) => r.json());
    expect(health).toEqual({ success: true, response: { status: 'ok', database: 'pglite' } });
  });

  it('serves the SPA for pages, with a strict CSP and compressed, cacheable assets', async () => {
    const page = await fetch(`${server.url}/student/login`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const js = await fetch(`${server.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect(js.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the prerendered landing and login pages and the precompressed build', async () => {
    const landing = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(landing.headers.get('content-encoding')).toBe('br');
    expect(landing.headers.get('vary')).toContain('Accept-Encoding');
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    const html = await landing.text(); // fetch decodes brotli
    expect(html).toContain('Portal Access');
    expect(html).toContain('Student Access');
    for (const [path, title] of [
      ['/student/login', 'Student Access'],
      ['/admin/login', 'Admin Access'],
      ['/faculty/login', 'Faculty Access'],
      ['/student/create-profile', 'Create Student Profile'],
      ['/student/reset-password', 'Reset Password'],
    ]) {
      const page = await fetch(`${server.url}${path}`).then((r) => r.text());
      expect(page).toContain(`<title>${title} | ECWA Theological Seminary, Jos - Portal</title>`);
      expect(page).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
    // Other client routes get the shell: the portal's frame while the page's JavaScript arrives.
    const shell = await fetch(`${server.url}/admin/dashboard`).then((r) => r.text());
    expect(shell).toMatch(/<body data-prerendered="shell" data-modules="[^"]*\/assets\/route-loaders-[^"]*">/);
    expect(shell).toContain('Wait.. .');
    expect(shell).not.toContain('Portal Access');
    expect(shell).not.toContain('<h1');
    // A screen with a frame: the same, with its heading and introduction, preloading its own module.
    const framed = await fetch(`${server.url}/student/confirm-details?from=menu`).then((r) => r.text());
    expect(framed).toContain('<title>Confirm User Details | ECWA Theological Seminary, Jos - Portal</title>');
    expect(framed).toMatch(/<body data-prerendered="shell" data-modules="[^"]*\/assets\/confirm-details-route-[^"]*">/);
    expect(framed).toMatch(/<h1[^>]*>Confirm User Details<\/h1>/);
    expect(framed).toContain('Check your details and choose your department before you register.');
    expect(framed).toContain('Wait.. .');
  });

  it('signs the demo ict officer in and out', async () => {
    const res = await fetch(`${server.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ict@jets.edu.ng', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie } }).then(meAnswer);
    expect(me.response.surname).toBe('ict');
    await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    const after = await fetch(`${server.url}/api/auth/me`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it('refuses create-admin while the server holds the embedded database', async () => {
    const res = await runNode(createAdminBundle, ['--email', 'x@jets.edu.ng', '--position', 'dean'], {
      DATA_DIR: dataDir,
    });
    expect(res.code).toBe(1);
    expect(res.out).toContain('in use by another process');
  });

  it('shuts down gracefully on SIGTERM, then create-admin works on the embedded database', async () => {
    const code = await server.stop();
    expect(code).toBe(0);
    const res = await runNode(createAdminBundle, ['--email', 'new.dean@jets.edu.ng', '--position', 'dean'], {
      DATA_DIR: dataDir,
    });
    expect(res.out).toContain('One-time password:');
    expect(res.code).toBe(0);
    // the data survives a restart and the new officer must change the one-time password
    const password = res.out.match(/One-time password: (\S+)/)![1]!;
    server = await startServer({ DATA_DIR: dataDir, DEMO_SEED: 'true' });
    const login = await fetch(`${server.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'new.dean@jets.edu.ng', password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie } }).then(meAnswer);
    expect(me.response).toMatchObject({ surname: 'dean', must_change_password: true });
    expect(await server.stop()).toBe(0);
  }, 180_000);
});
