import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding } from './spa.js';

/** Below this an answer is sent as it is (compression would save less than a packet). */
export const COMPRESS_MIN_BYTES = 1024;
/** Above this the answer goes to @fastify/compress, which compresses on the thread pool. */
export const COMPRESS_SYNC_MAX_BYTES = 256 * 1024;

const ANSWER_ENCODINGS = ['br', 'gzip'] as const;

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
    // The same choice as for the built files: brotli, then gzip, among those the browser accepts.
    const encoding = chooseEncoding(request.headers['accept-encoding'], ANSWER_ENCODINGS);
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
