import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { assertSafeText } from '../plugins/input-guard.js';

export interface UploadedFile {
  data: Buffer;
  filename: string;
  mimetype: string;
  /** The file went over the size limit and was cut short. */
  truncated: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** The answer to a multipart body that is not framed as multipart (no boundary, a part never closed…). */
export const MALFORMED_UPLOAD_MESSAGE = 'The upload could not be read. Please choose the file and try again.';

/**
 * Reads a multipart form into memory: text fields and at most one file (`fileField`), which is
 * cut short (and marked truncated) past `maxBytes` (the plugin is registered with
 * throwFileSizeLimit false). Answers null when the request is not multipart. A body whose
 * framing is broken (no boundary, a part never closed, another boundary) answers 400, and text
 * fields and file names go through the same check as every other input (plugins/input-guard.ts).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number },
): Promise<MultipartForm | null> {
  if (!request.isMultipart()) return null;
  const form: MultipartForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === options.fileField && !form.file) {
          form.file = { data, filename: part.filename, mimetype: part.mimetype, truncated: part.file.truncated };
        }
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // Errors the multipart plugin gives an HTTP status (too many parts: 413…) keep it; the
    // parser's own framing errors ('Multipart: Boundary not found', 'Unexpected end of form')
    // carry none and are the sender's fault.
    const status = (err as { statusCode?: unknown })?.statusCode;
    if (err instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw err;
    throw new AppError('VALIDATION', MALFORMED_UPLOAD_MESSAGE, { cause: err });
  }
  assertSafeText({ ...form.fields, ...(form.file ? { filename: form.file.filename } : {}) });
  return form;
}
