import type { FastifyRequest } from 'fastify';

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

/**
 * Reads a multipart form into memory: text fields and at most one file (`fileField`), which is
 * cut short (and marked truncated) past `maxBytes` (the plugin is registered with
 * throwFileSizeLimit false). Answers null when the request is not multipart.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number },
): Promise<MultipartForm | null> {
  if (!request.isMultipart()) return null;
  const form: MultipartForm = { fields: {}, file: null };
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
  return form;
}
