import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access } from './access.js';
import { etagOf, send, type StaticFile } from './spa.js';

/**
 * The OpenAPI document and its viewer, under /api/docs (docs/decisions/0032-api-docs-viewer.md):
 * - `/api/docs/json` and `/api/docs/yaml`: the document @fastify/swagger builds from the routes,
 *   sent as every API answer is (compressed per request, `no-store`);
 * - `/api/docs`: Swagger UI's standalone bundle (the swagger-ui-dist package), served by the
 *   portal itself: no CDN, since the campus network may have no internet.
 *
 * The page runs under the portal's own Content-Security-Policy, unchanged: its scripts and styles
 * are files of this origin, the settings are a file too (viewer.js, no inline script), and the
 * layout is Swagger UI's BaseLayout, whose only difference from the standalone one is the top bar
 * (a logo drawn with an inline <style>, which the CSP blocks, and a box to load other documents,
 * which connect-src 'self' would refuse anyway).
 *
 * The viewer's page and files are checked with the server on each visit (`no-cache`) against an
 * ETag taken from their content: instances behind nginx running the same release give the same
 * ETags, so a browser sent from one instance to the other gets 304s, and a new release's viewer
 * shows at once. File dates are never used (they differ between instances).
 * The files are read and compressed once per instance, on first use (the bundle is large, and
 * most instances never serve it).
 */

const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const PREFIX = '/api/docs';
const REVALIDATE = 'no-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Swagger UI's settings (https://swagger.io/docs/open-source-tools/swagger-ui/usage/configuration/). */
const VIEWER_SETTINGS = `// Swagger UI for the portal's API (apps/api/src/plugins/api-docs-viewer.ts).
window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: '${PREFIX}/json',
    dom_id: '#swagger-ui',
    layout: 'BaseLayout',
    deepLinking: true,
    displayOperationId: true,
    filter: true,
    validatorUrl: null,
    // "Try it out" sends the browser's own session cookie (same origin): sign in to the portal
    // in this browser, or try the sign-in operation first.
    withCredentials: true,
  });
});
`;

function page(title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escaped}</title>
<link rel="stylesheet" href="${PREFIX}/swagger-ui.css">
<link rel="icon" type="image/png" href="${PREFIX}/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${PREFIX}/swagger-ui-bundle.js"></script>
<script src="${PREFIX}/viewer.js"></script>
</body>
</html>
`;
}

/** A file with its brotli and gzip variants, each with an ETag of its own bytes. */
async function compressed(body: Buffer, contentType: string): Promise<StaticFile> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return {
    contentType,
    variants: {
      identity: { body, etag: etagOf(body) },
      br: { body: br, etag: etagOf(br) },
      gzip: { body: gz, etag: etagOf(gz) },
    },
  };
}

/** Registers /api/docs: the document, the viewer and its files. */
export async function apiDocsViewerPlugin(app: FastifyInstance): Promise<void> {
  /** Each answer is made once, on first use (a promise, so two first visitors share the work). */
  const once = (make: () => Promise<StaticFile>) => {
    let file: Promise<StaticFile> | undefined;
    return (request: FastifyRequest, reply: FastifyReply) =>
      (file ??= make()).then((made) => send(request, reply, made, REVALIDATE));
  };
  const swaggerUiFile = (name: string, contentType: string) => async () =>
    compressed(await readFile(join(SWAGGER_UI_DIR, name)), contentType);

  const routes: Record<string, () => Promise<StaticFile>> = {
    '': async () => compressed(Buffer.from(page(documentTitle(app))), 'text/html; charset=utf-8'),
    '/viewer.js': async () => compressed(Buffer.from(VIEWER_SETTINGS), 'text/javascript; charset=utf-8'),
    '/swagger-ui-bundle.js': swaggerUiFile('swagger-ui-bundle.js', 'text/javascript; charset=utf-8'),
    '/swagger-ui.css': swaggerUiFile('swagger-ui.css', 'text/css; charset=utf-8'),
    // The page's own icon: without one the browser asks for /favicon.ico, which an API-only
    // instance (`npm run dev`'s) does not have.
    '/favicon-32x32.png': swaggerUiFile('favicon-32x32.png', 'image/png'),
  };
  const documentation = { config: { access: access.public('API documentation') }, schema: { hide: true } };
  // The document is an API answer like the others: compressed per request, never stored (the
  // app's Cache-Control hook), so a new release's document is what every client reads.
  app.get(`${PREFIX}/json`, documentation, () => app.swagger());
  app.get(`${PREFIX}/yaml`, documentation, (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(app.swagger({ yaml: true })),
  );
  // The viewer's files are compressed already: @fastify/compress leaves them alone.
  const options = { ...documentation, compress: false as const };
  for (const [path, make] of Object.entries(routes)) {
    const handler = once(make);
    app.get(`${PREFIX}${path}`, options, handler);
    // The viewer at /api/docs/ too (the address as often typed); the page's links are absolute.
    if (path === '') app.get(`${PREFIX}/`, options, handler);
  }
}

/** The page's title is the document's own (@fastify/swagger's `info.title`). */
function documentTitle(app: FastifyInstance): string {
  return app.swagger().info.title;
}
