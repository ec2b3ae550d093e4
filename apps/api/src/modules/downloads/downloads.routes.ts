import {
  createdDownloadSchema,
  DOWNLOAD_MAX_BYTES,
  DOWNLOAD_MESSAGES,
  downloadIdParamsSchema,
  downloadListResponseSchema,
  editDownloadSchema,
  textResponseSchema,
  MESSAGES,
} from '@portal/domain';
import { sendStoredFile } from '../../integrations/storage/index.js';
import { readMultipartForm } from '../../lib/multipart.js';
import { routeModule } from '../../lib/route-table.js';
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

export const downloadsRoutes = routeModule({ tags: ['downloads'] }, (route, deps) => {
  const managers = access.offices('manageDownloads');

  route.get(
    '/downloads',
    {
      access: readers,
      operationId: 'listDownloads',
      summary: 'Downloads: titled links and files',
      response: downloadListResponseSchema,
    },
    () => listDownloadItems(deps),
  );

  route.file(
    '/downloads/:id/file',
    {
      access: readers,
      operationId: 'getDownloadFile',
      summary: 'The stored file of a download (attachment)',
      params: downloadIdParamsSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    async (request, reply) => {
      const file = await readDownloadFile(deps, request.params.id);
      const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      reply
        .header('Content-Type', file.contentType)
        .header(
          'Content-Disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        );
      return sendStoredFile(request, reply, file, 'private, max-age=300');
    },
  );

  route.post(
    '/downloads',
    {
      access: managers,
      operationId: 'createDownload',
      summary: 'Add a download: JSON {title, url} for a link, or multipart (title, file "file") for a file',
      consumes: ['application/json', 'multipart/form-data'],
      response: createdDownloadSchema,
      errors: { VALIDATION: [DOWNLOAD_MESSAGES.missing, DOWNLOAD_MESSAGES.tooManyBytes, DOWNLOAD_MESSAGES.wrongType] },
    },
    async (request) => {
      const form = await readMultipartForm(request, { fileField: 'file', maxBytes: DOWNLOAD_MAX_BYTES });
      if (form) return createFileDownload(deps, request.auth!, form);
      return createLinkDownload(deps, request.auth!, request.body);
    },
  );

  route.patch(
    '/downloads/:id',
    {
      access: managers,
      operationId: 'updateDownload',
      summary: 'Rename a download (and change a link’s URL)',
      params: downloadIdParamsSchema,
      body: editDownloadSchema,
      response: textResponseSchema,
      errors: { VALIDATION: [DOWNLOAD_MESSAGES.urlOnlyForLinks], NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => editDownload(deps, request.auth!, request.params.id, request.body).then(() => DOWNLOAD_MESSAGES.saved),
  );

  route.delete(
    '/downloads/:id',
    {
      access: managers,
      operationId: 'deleteDownload',
      summary: 'Remove a download (and its stored file)',
      params: downloadIdParamsSchema,
      response: textResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => removeDownload(deps, request.auth!, request.params.id).then(() => DOWNLOAD_MESSAGES.saved),
  );
});
