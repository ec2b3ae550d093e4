import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { periodFromId, periodTitle } from '@portal/domain';
import { access } from './access.js';

/**
 * The built web app (apps/web/dist), served by the API process:
 * - hashed files under /assets/ with a year of immutable caching;
 * - the prerendered pages (dist/prerendered/pages.json) for their paths: the landing and login
 *   pages and the public student forms, and the frames of student screens (the shell with the
 *   page's heading and introduction);
 * - the frames of student screens whose address has parameters (dist/prerendered/
 *   pattern-frames.json, by pattern): served as built, except a heading that names the semester
 *   of the address, written in per request from a valid period id only (see patternFrameFor);
 * - dist/index.html, the empty shell, for every other client route (the SPA routes and shows
 *   its own "Page not found");
 * - other public files (the logo) with an hour of caching.
 * Everything was compressed at build time (apps/web/compress.mjs): each answer is the `.br` or
 * `.gz` file the browser accepts, or the plain file, never compressed again per request.
 * The files are read once, at start.
 */
export interface SpaOptions {
  /** The built web app's directory (holds index.html). */
  root: string;
}

type Encoding = 'br' | 'gzip';

export interface StaticFile {
  contentType: string;
  /** The plain file and its precompressed variants, each with its own ETag. */
  variants: Partial<Record<Encoding | 'identity', { body: Buffer; etag: string }>>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';
/** HTML is checked with the server on every visit (ETag), so a new build shows at once. */
const REVALIDATE = 'no-cache';

const apiNotFound = { success: false, response: 'Not found.' } as const;

export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

function loadFile(path: string): StaticFile {
  const variants: StaticFile['variants'] = {};
  const add = (key: keyof StaticFile['variants'], file: string) => {
    if (!existsSync(file)) return;
    const body = readFileSync(file);
    variants[key] = { body, etag: etagOf(body) };
  };
  add('identity', path);
  add('br', `${path}.br`);
  add('gzip', `${path}.gz`);
  return { contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream', variants };
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/ (the build manifest) is not served
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The encodings an Accept-Encoding header names, with their weights (q). */
function encodingWeights(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return weights;
}

/**
 * Picks brotli, then gzip (the smaller first), among those the browser accepts (q > 0, by name
 * or by `*`) and the build made; null for the plain file.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  const weights = encodingWeights(header);
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0) return encoding;
  }
  return null;
}

export function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, cacheControl: string) {
  const available = (['br', 'gzip'] as const).filter((encoding) => file.variants[encoding]);
  const encoding = chooseEncoding(request.headers['accept-encoding'], available);
  const variant = file.variants[encoding ?? 'identity'] ?? file.variants.identity!;
  reply.header('Content-Type', file.contentType).header('Cache-Control', cacheControl).header('ETag', variant.etag);
  if (available.length) reply.header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)) {
    return reply.status(304).send();
  }
  return reply.send(variant.body);
}

/** The frame of a pattern, e.g. a record's print page (apps/web/prerender.mjs). */
interface PatternFrame {
  /** The pattern's segments, e.g. ['student', 'registration-form', ':periodId', ':customId']. */
  segments: string[];
  /** The frame as built (precompressed), for a frame whose heading does not name the period. */
  file?: StaticFile;
  /** Its heading names the period: the prerendered HTML, its heading the screen's title alone. */
  periodHeading?: {
    html: string;
    /** That heading as the HTML has it, e.g. '>Registration Form</h1>'. */
    heading: string;
    title: string;
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The frame's HTML compressed as the static files are, for each period asked (a few per term). */
function compressedPage(html: string): StaticFile {
  const body = Buffer.from(html);
  const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
  const gzip = gzipSync(body, { level: 9 });
  return {
    contentType: CONTENT_TYPES['.html']!,
    variants: {
      identity: { body, etag: etagOf(body) },
      br: { body: br, etag: etagOf(br) },
      gzip: { body: gzip, etag: etagOf(gzip) },
    },
  };
}

/**
 * The page for `path` if it is the address of a pattern's frame. A frame whose heading names the
 * period gets the semester the address's period id spells ("Registration Form: 1st Semester,
 * 2025/2026"), as the page itself will; an address whose period id is not one gets the frame
 * with the title alone, as the browser draws it. Nothing else from the address enters the HTML.
 */
function patternFrameFor(frames: PatternFrame[], cache: Map<string, StaticFile>, path: string): StaticFile | undefined {
  const segments = path.split('/').filter(Boolean);
  const frame = frames.find(
    (f) =>
      f.segments.length === segments.length &&
      f.segments.every((segment, i) => segment.startsWith(':') || segment === segments[i]),
  );
  if (!frame) return undefined;
  if (!frame.periodHeading) return frame.file;
  const { html, heading, title } = frame.periodHeading;
  // A period id is digits only: the segment is taken as it came, never decoded.
  const period = periodFromId(segments[frame.segments.indexOf(':periodId')] ?? '');
  const key = `${frame.segments.join('/')}|${period ? periodTitle(period) : ''}`;
  let page = cache.get(key);
  if (!page) {
    const written = period ? `>${escapeHtml(`${title}: ${periodTitle(period)}`)}</h1>` : heading;
    page = compressedPage(html.replace(heading, written));
    if (cache.size >= 200) cache.clear();
    cache.set(key, page);
  }
  return page;
}

/** Serves the built SPA; registered by buildApp when the web app has been built. */
export async function spaPlugin(app: FastifyInstance, { root }: SpaOptions): Promise<void> {
  const shell = loadFile(join(root, 'index.html'));

  // Prerendered pages by path (apps/web/prerender.mjs).
  const pages = new Map<string, StaticFile>();
  const pagesIndex = join(root, 'prerendered', 'pages.json');
  if (existsSync(pagesIndex)) {
    const listed = JSON.parse(readFileSync(pagesIndex, 'utf8')) as Record<string, string>;
    for (const [path, file] of Object.entries(listed)) pages.set(path, loadFile(join(root, file)));
  }

  // Frames of patterns (addresses with parameters), by pattern (apps/web/prerender.mjs).
  const patternFrames: PatternFrame[] = [];
  const patternFramesIndex = join(root, 'prerendered', 'pattern-frames.json');
  if (existsSync(patternFramesIndex)) {
    const listed = JSON.parse(readFileSync(patternFramesIndex, 'utf8')) as Record<
      string,
      { file: string; title: string; periodInTitle: boolean }
    >;
    for (const [pattern, { file, title, periodInTitle }] of Object.entries(listed)) {
      const segments = pattern.split('/').filter(Boolean);
      if (!periodInTitle) {
        patternFrames.push({ segments, file: loadFile(join(root, file)) });
        continue;
      }
      const html = readFileSync(join(root, file), 'utf8');
      const heading = `>${escapeHtml(title)}</h1>`;
      if (html.split(heading).length !== 2)
        throw new Error(`spa: the frame of ${pattern} has no single heading "${title}"`);
      patternFrames.push({ segments, periodHeading: { html, heading, title } });
    }
  }
  const periodPages = new Map<string, StaticFile>();

  // Every other file, by its URL path; HTML is served only as a page.
  const files = new Map<string, StaticFile>();
  for (const path of walk(root)) {
    if (path.endsWith('.br') || path.endsWith('.gz') || path.endsWith('.html')) continue;
    const url = `/${relative(root, path).split(sep).join('/')}`;
    if (url.startsWith('/prerendered/')) continue;
    files.set(url, loadFile(path));
  }

  // Declared routes (not the not-found handler), so that the policy table lists them. Already
  // compressed: @fastify/compress leaves them alone.
  const options = {
    config: { access: access.public('the single-page app and its files') },
    schema: { hide: true },
    compress: false as const,
  };

  app.get('/assets/*', options, (request, reply) => {
    const file = files.get(request.url.split('?')[0] ?? '');
    if (!file) return reply.status(404).send(apiNotFound);
    return send(request, reply, file, IMMUTABLE);
  });

  app.get('/*', options, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) return reply.status(404).send(apiNotFound);
    // The public verify page (a printed form's QR code) is never indexed (issue 28 §5).
    if (path.startsWith('/verify/')) void reply.header('X-Robots-Tag', 'noindex, nofollow');
    const page = pages.get(path) ?? patternFrameFor(patternFrames, periodPages, path);
    if (page) return send(request, reply, page, REVALIDATE);
    const file = files.get(path);
    if (file) return send(request, reply, file, ONE_HOUR);
    // Client-side routes: the SPA decides, and shows its own "Page not found".
    return send(request, reply, shell, REVALIDATE);
  });
}
