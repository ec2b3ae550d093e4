import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this an answer is sent as it is (compression would save less than a packet). */
export const COMPRESS_MIN_BYTES = 1024;
/** Above this the answer goes to @fastify/compress, which compresses on the thread pool. */
export const COMPRESS_SYNC_MAX_BYTES = 256 * 1024;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip,
 * else none. A coding with q=0 is refused; `*` stands for any coding not named.
 */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') weight = Number(value);
    }
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

const BROTLI_TEXT = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 5,
};

/**
 * Compresses the API's JSON and text answers of ordinary size in one call, on the request's own
 * turn of the event loop. @fastify/compress (registered as well, for streams and large answers)
 * pipes every answer through a chain of streams and a compressor on the thread pool, where it
 * waits behind the sign-in's password hashing: for an answer of a few kilobytes that costs
 * several times the compression itself (decision 0012). Answers it compresses here carry their
 * Content-Encoding, so @fastify/compress leaves them alone.
 */
export function installAnswerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const bytes = Buffer.byteLength(payload);
    if (bytes < COMPRESS_MIN_BYTES || bytes > COMPRESS_SYNC_MAX_BYTES) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json') && !type.startsWith('text/')) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, { params: { ...BROTLI_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } })
        : gzipSync(payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
