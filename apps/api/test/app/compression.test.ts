import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../src/plugins/access.js';
import { COMPRESS_SYNC_MAX_BYTES } from '../../src/plugins/compress-answers.js';
import { chooseEncoding } from '../../src/plugins/spa.js';
import { createTestContext, type TestContext } from '../support/helpers.js';

// Answers of a chosen size: `n` courses of about 60 bytes each.
const courses = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ code: `OTS ${600 + i}`, title: `Old Testament Survey part ${i}` }));

async function probes(app: FastifyInstance) {
  app.get<{ Querystring: { n: string } }>(
    '/api/probe/courses',
    { config: { access: access.public('probe') } },
    async (request) => ({ success: true, response: courses(Number(request.query.n)) }),
  );
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, probes);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (n: number, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/probe/courses?n=${n}`,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed answers', () => {
  it('picks brotli, then gzip, from what the browser accepts, by the rule of the built files', () => {
    const pick = (header: string | undefined) => chooseEncoding(header, ['br', 'gzip']);
    expect(pick('gzip, deflate, br, zstd')).toBe('br');
    expect(pick('gzip, deflate')).toBe('gzip');
    expect(pick('br;q=0, gzip')).toBe('gzip');
    // Any accepted coding may be chosen: the smaller one wins, as for the built files.
    expect(pick('br;q=0.5, gzip;q=0.8')).toBe('br');
    expect(pick('*')).toBe('br');
    expect(pick('*, br;q=0')).toBe('gzip');
    expect(pick('identity')).toBeNull();
    expect(pick('deflate')).toBeNull();
    expect(pick('')).toBeNull();
    expect(pick(undefined)).toBeNull();
  });

  it('compresses a JSON answer of a few kilobytes with brotli or gzip, and it reads back the same', async () => {
    const plain = await get(60);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const expected = plain.json();
    expect(expected.response).toHaveLength(60);

    const br = await get(60, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // Compressed in one call: the length is known (a compressing stream would send it in chunks).
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gzip = await get(60, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('sends a small answer as it is', async () => {
    const res = await get(2, 'gzip, deflate, br');
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().response).toHaveLength(2);
  });

  it('still compresses an answer past the one-call limit (through @fastify/compress)', async () => {
    const res = await get(6000, 'gzip');
    const plainBytes = (await get(6000)).rawPayload.length;
    expect(plainBytes).toBeGreaterThan(COMPRESS_SYNC_MAX_BYTES);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).response).toHaveLength(6000);
  });
});
