import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/helpers.js';

/** Issue 26 §6: GET /metrics for Prometheus (loopback or METRICS_TOKEN), and request ids. */
const TOKEN = 'metrics-token-for-tests-26';
let ctx: TestContext;
const backupDir = mkdtempSync(join(tmpdir(), 'metrics-backups-'));
beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true', BACKUP_DIR: backupDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(backupDir, { recursive: true, force: true });
});

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

describe('GET /metrics', () => {
  it('answers loopback in Prometheus format with requests by route pattern and status, and the gauges', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/courses/no-such-thing' });
    const res = await scrape('127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/portal_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(text).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health",status="200"\}/,
    );
    for (const name of [
      'portal_db_pool_in_use',
      'portal_db_pool_waiting',
      'portal_password_hashes_in_flight',
      'portal_password_hashes_waiting',
      'portal_payments_awaiting_recheck 0',
      'portal_sms_failed 0',
    ]) {
      expect(text).toContain(`\n${name}`);
    }
    // no backup yet: no age
    expect(text).toContain('\nportal_backup_last_success_age_seconds Nan');
    expect((await scrape('::1')).statusCode).toBe(200);
  });

  it('reports the age of the last successful backup from the backup status file', async () => {
    const at = new Date(ctx.clock.now.getTime() - 3_600_000).toISOString();
    writeFileSync(
      join(backupDir, 'status.json'),
      JSON.stringify({ lastSuccess: { at, name: 'b.tar', bytes: 1 }, lastFailure: null }),
    );
    expect((await scrape('127.0.0.1')).body).toContain('\nportal_backup_last_success_age_seconds 3600\n');
  });

  it('refuses other addresses without the token, even when X-Forwarded-For claims loopback', async () => {
    expect((await scrape('203.0.113.5')).statusCode).toBe(403);
    expect((await scrape('203.0.113.5', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    expect((await scrape('203.0.113.5', { authorization: 'Bearer wrong-token-for-tests-2' })).statusCode).toBe(403);
    expect((await scrape('203.0.113.5', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('returns a generated id, or a sane one the proxy sent', async () => {
    const generated = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-4f2a9c' },
    });
    expect(passed.headers['x-request-id']).toBe('nginx-4f2a9c');
    const insane = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\twith "quotes"' },
    });
    expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // on error answers too
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
