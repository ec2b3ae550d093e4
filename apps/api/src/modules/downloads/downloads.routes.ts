import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createdDownloadSchema,
  DOWNLOAD_MAX_BYTES,
  DOWNLOAD_MESSAGES,
  downloadIdParamsSchema,
  downloadListResponseSchema,
  editDownloadSchema,
  textResponseSchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { readMultipartForm } from '../../lib/multipart.js';
import { access } from '../../plugins/access.js';
import {
  createFileDownload,
  createLinkDownload,
  editDownload,
  listDownloadItems,
  readDownloadFile,
  removeDownload,
} from './downloads.service.js';

/** Complete students, lecturers and every office. */
const readers = access.signedIn(['student', 'admin', 'faculty']);

export async function downloadsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/downloads',
    {
      config: { access: readers },
      schema: {
        tags: ['downloads'],
        summary: 'Downloads: titled links and files',
        response: { 200: envelopeSchema(downloadListResponseSchema) },
      },
    },
    async () => ok(await listDownloadItems(app.deps)),
  );

  app.get(
    '/downloads/:id/file',
    {
      config: { access: readers },
      schema: {
        tags: ['downloads'],
        summary: 'The stored file of a download (attachment)',
        params: downloadIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await readDownloadFile(app.deps, request.params.id);
      const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('Content-Type', file.contentType)
        .header(
          'Content-Disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=300')
        .send(file.data);
    },
  );

  app.post(
    '/downloads',
    {
      config: { access: access.offices('manageDownloads') },
      schema: {
        tags: ['downloads'],
        summary: 'Add a download: JSON {title, url} for a link, or multipart (title, file "file") for a file',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: envelopeSchema(createdDownloadSchema) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, { fileField: 'file', maxBytes: DOWNLOAD_MAX_BYTES });
      if (form) return ok(await createFileDownload(app.deps, request.auth!, form));
      return ok(await createLinkDownload(app.deps, request.auth!, request.body));
    },
  );

  app.patch(
    '/downloads/:id',
    {
      config: { access: access.offices('manageDownloads') },
      schema: {
        tags: ['downloads'],
        summary: 'Rename a download (and change a link’s URL)',
        params: downloadIdParamsSchema,
        body: editDownloadSchema,
        response: { 200: envelopeSchema(textResponseSchema) },
      },
    },
    async (request) => {
      await editDownload(app.deps, request.auth!, request.params.id, request.body);
      return ok(DOWNLOAD_MESSAGES.saved);
    },
  );

  app.delete(
    '/downloads/:id',
    {
      config: { access: access.offices('manageDownloads') },
      schema: {
        tags: ['downloads'],
        summary: 'Remove a download (and its stored file)',
        params: downloadIdParamsSchema,
        response: { 200: envelopeSchema(textResponseSchema) },
      },
    },
    async (request) => {
      await removeDownload(app.deps, request.auth!, request.params.id);
      return ok(DOWNLOAD_MESSAGES.saved);
    },
  );
}
