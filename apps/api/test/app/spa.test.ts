import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../src/plugins/spa.js';
import { createTestContext, type TestContext } from '../support/helpers.js';

/** A built web app as apps/web's build leaves it: shell, prerendered pages, precompressed files. */
function writeWebDist(root: string) {
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const compressed = (path: string, content: string) => {
    write(path, content);
    write(`${path}.br`, brotliCompressSync(content));
    write(`${path}.gz`, gzipSync(content, { level: 9 }));
  };
  const script = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;
  compressed('assets/index-AbC123.js', script);
  compressed('index.html', '<!doctype html><title>shell</title><div id="root"></div>');
  compressed('prerendered/index.html', '<!doctype html><div id="root"><h2>Portal Access</h2></div>');
  compressed('prerendered/student/login.html', '<!doctype html><div id="root"><h1>Student Access</h1></div>');
  write(
    'prerendered/pages.json',
    JSON.stringify({ '/': 'prerendered/index.html', '/student/login': 'prerendered/student/login.html' }),
  );
  compressed(
    'prerendered/frames/student/registration-form/_periodId/_customId.html',
    '<!doctype html><title>Registration Form</title><div id="root"><h1 id="_R_3_" class="card__title">Registration Form</h1></div>',
  );
  compressed(
    'prerendered/frames/student/print-hostel-form/_periodId/_customId.html',
    '<!doctype html><title>Print Hostel Form</title><div id="root"><div class="print-bar"></div></div>',
  );
  write(
    'prerendered/pattern-frames.json',
    JSON.stringify({
      '/student/registration-form/:periodId/:customId': {
        file: 'prerendered/frames/student/registration-form/_periodId/_customId.html',
        title: 'Registration Form',
        periodInTitle: true,
      },
      '/student/print-hostel-form/:periodId/:customId': {
        file: 'prerendered/frames/student/print-hostel-form/_periodId/_customId.html',
        title: 'Print Hostel Form',
        periodInTitle: false,
      },
    }),
  );
  write('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.vite/manifest.json', '{}');
  return { script };
}

describe('the web app, served precompressed', () => {
  let ctx: TestContext;
  let root: string;
  let script: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    ({ script } = writeWebDist(root));
    ctx = await createTestContext({ WEB_DIST_DIR: root });
  });

  afterAll(async () => {
    await ctx?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('sends the brotli file to a browser that accepts brotli, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the gzip file when brotli is not accepted', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/assets/index-AbC123.js', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(gunzipSync(res.rawPayload).toString()).toBe(script);
    }
  });

  it('sends the plain file when no compression is accepted', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const headers of variants) {
      const res = await get('/assets/index-AbC123.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.body).toBe(script);
    }
  });

  it('answers 304 to a browser that holds the same file', async () => {
    const first = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/index-AbC123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Each encoding is its own representation.
    const plain = await get('/assets/index-AbC123.js', { 'if-none-match': String(first.headers.etag) });
    expect(plain.statusCode).toBe(200);
  });

  it('sends the prerendered pages for their paths and the shell for other client routes', async () => {
    const landing = await get('/', { 'accept-encoding': 'br' });
    expect(landing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(landing.rawPayload).toString()).toContain('Portal Access');

    const login = await get('/student/login?next=1');
    expect(login.body).toContain('Student Access');
    expect(login.headers['cache-control']).toBe('no-cache');

    for (const path of ['/student/downloads', '/admin/login/extra', '/index.html', '/prerendered/index.html']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, path).toContain('<title>shell</title>');
    }
  });

  it('serves other public files for an hour, and never the build manifest', async () => {
    const logo = await get('/logo.svg');
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.body).toContain('<title>shell</title>');
  });

  it('answers JSON 404 for unknown API paths and missing assets', async () => {
    for (const path of ['/api/no-such-thing', '/api', '/assets/missing-123.js']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ success: false, response: 'Not found.' });
    }
  });

  it('still compresses API answers per request', async () => {
    const res = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
  describe("a frame whose heading names its address's semester", () => {
    const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

    it('is sent with the semester the period id spells, compressed, checked on every visit', async () => {
      const res = await get('/student/registration-form/120252026/AB12CD34EF', { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(heading(brotliDecompressSync(res.rawPayload).toString())).toBe(
        'Registration Form: 1st Semester, 2025/2026',
      );
      const summer = await get('/student/registration-form/020242025/me', { 'accept-encoding': 'gzip' });
      expect(heading(gunzipSync(summer.rawPayload).toString())).toBe('Registration Form: Summer Semester, 2024/2025');
    });

    it('keeps the title alone when the address has no period id, and writes nothing it was sent', async () => {
      for (const period of ['999', '120252027', '%3Cscript%3E', '12025%3C2026']) {
        const res = await get(`/student/registration-form/${period}/x`);
        expect(res.statusCode).toBe(200);
        expect(heading(res.body)).toBe('Registration Form');
        expect(res.body).not.toContain('script>');
      }
    });

    it('answers only its own pattern: other addresses get the shell', async () => {
      for (const url of ['/student/registration-form/120252026', '/student/registration-form/120252026/x/y']) {
        const res = await get(url);
        expect(res.body).toContain('<title>shell</title>');
      }
    });
  });

  describe('a frame of a pattern whose heading does not name the semester', () => {
    const frame = '<!doctype html><title>Print Hostel Form</title><div id="root"><div class="print-bar"></div></div>';

    it('is sent as built, precompressed, for any address of its pattern', async () => {
      for (const url of ['/student/print-hostel-form/120252026/AB12CD34EF', '/student/print-hostel-form/x/%3Cb%3E']) {
        const res = await get(url, { 'accept-encoding': 'br' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(frame);
      }
      const plain = await get('/student/print-hostel-form/120252026/AB12CD34EF');
      expect(plain.body).toBe(frame);
    });

    it('answers only its own pattern', async () => {
      const res = await get('/student/print-hostel-form/120252026');
      expect(res.body).toContain('<title>shell</title>');
    });
  });
});

describe('choosing an encoding', () => {
  it.each([
    ['br, gzip', ['br', 'gzip'], 'br'],
    ['gzip;q=1.0, br;q=0.5', ['br', 'gzip'], 'br'],
    ['gzip', ['br', 'gzip'], 'gzip'],
    ['br', ['gzip'], null],
    ['*', ['br', 'gzip'], 'br'],
    ['br;q=0, *;q=0.1', ['br', 'gzip'], 'gzip'],
    ['', ['br', 'gzip'], null],
  ] as const)('%s with %j → %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});
