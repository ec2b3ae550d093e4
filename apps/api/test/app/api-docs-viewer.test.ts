import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { twoInstances } from '../support/second-instance.js';

/**
 * The API document's viewer at /api/docs (decision 0032): under the portal's own CSP, made of
 * files of the portal's origin, and cached so that two instances behind nginx agree.
 */
describe('the API document viewer', () => {
  const instances = twoInstances();

  const get = (url: string, headers: Record<string, string> = {}, app = instances.ctx.app) =>
    app.inject({ method: 'GET', url, headers });

  /** The addresses of the page's scripts and stylesheets. */
  const assetsOf = (html: string) =>
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);

  it('is sent under the CSP of every other page, with no inline script or style', async () => {
    const portalCsp = (await get('/api/health')).headers['content-security-policy'];
    for (const url of ['/api/docs', '/api/docs/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy'], url).toBe(portalCsp);
      // Each script is a file, and nothing is styled inline: script-src and style-src 'self' allow no other.
      expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(res.body).not.toMatch(/<style|\sstyle=/);
      expect(assetsOf(res.body)).toEqual([
        '/api/docs/swagger-ui.css',
        '/api/docs/favicon-32x32.png',
        '/api/docs/swagger-ui-bundle.js',
        '/api/docs/viewer.js',
      ]);
    }
  });

  it('serves its files from the portal itself, under the same CSP', async () => {
    const portalCsp = (await get('/api/health')).headers['content-security-policy'];
    const page = await get('/api/docs');
    for (const url of assetsOf(page.body)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const type = url.endsWith('.css') ? /^text\/css/ : url.endsWith('.png') ? /^image\/png$/ : /^text\/javascript/;
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers['content-security-policy'], url).toBe(portalCsp);
    }
    // The settings load the document from this origin, in the layout without the top bar (whose
    // logo is drawn with an inline style the CSP refuses).
    const settings = (await get('/api/docs/viewer.js')).body;
    expect(settings).toContain("url: '/api/docs/json'");
    expect(settings).toContain("layout: 'BaseLayout'");
  });

  it('is checked on every visit against an ETag of its content, the same on every instance', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/swagger-ui.css',
      '/api/docs/viewer.js',
    ]) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers['content-encoding'], url).toBe('br');
      expect(first.headers['last-modified'], url).toBeUndefined();
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      // The other instance behind nginx knows the browser's copy: 304, nothing sent again.
      const other = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag }, instances.second.app);
      expect(other.statusCode, url).toBe(304);
      expect(other.body).toBe('');
      expect(brotliDecompressSync(first.rawPayload).length, url).toBeGreaterThan(0);
    }
  });

  it('sends the document as every API answer: compressed, never stored', async () => {
    const json = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(json.headers['cache-control']).toBe('no-store');
    const yaml = await get('/api/docs/yaml');
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(yaml.headers['cache-control']).toBe('no-store');
    expect(yaml.body).toMatch(/^openapi: 3\./m);
  });
});
