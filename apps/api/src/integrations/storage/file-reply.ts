import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a browser keeps a passport whose URL names its current version: the URL changes with the photo. */
export const IMMUTABLE_FILE = 'private, max-age=31536000, immutable';
/** A file the browser must check again before using its copy (an If-None-Match costs a 304, not the bytes). */
export const REVALIDATED_FILE = 'private, no-cache';

/** Whether an `If-None-Match` header names this ETag (weak or strong; `*` names any). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers a stored file with its SHA-256 as the ETag, or 304 with no body when the browser's
 * copy is that file. The caller sets Content-Type (and Content-Disposition) first.
 */
export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { data: Buffer; sha256: string },
  cacheControl: string,
): FastifyReply {
  const etag = `"${file.sha256}"`;
  reply.header('ETag', etag).header('Cache-Control', cacheControl).header('X-Content-Type-Options', 'nosniff');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(file.data);
}
