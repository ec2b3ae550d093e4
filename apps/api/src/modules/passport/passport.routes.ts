import type { FastifyRequest } from 'fastify';
import {
  PASSPORT_MAX_BYTES,
  passportOwnerParamsSchema,
  passportUploadResponseSchema,
  STUDENT_STATUSES,
  MESSAGES,
  PASSPORT_MESSAGES,
} from '@portal/domain';
import { IMMUTABLE_FILE, REVALIDATED_FILE, sendStoredFile } from '../../integrations/storage/index.js';
import { readMultipartForm } from '../../lib/multipart.js';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { readPassport, uploadPassport } from './passport.service.js';

/** The photo of a passport upload (multipart, file field "passport"); null when none was sent. */
export async function readPassportFile(request: FastifyRequest) {
  const form = await readMultipartForm(request, { fileField: 'passport', maxBytes: PASSPORT_MAX_BYTES });
  return form?.file ?? null;
}

export const passportRoutes = routeModule({ tags: ['onboarding'] }, (route, deps) => {
  route.post(
    '/students/me/passport',
    {
      access: access.students({ studentStatuses: ['upload passport', 'complete'] }),
      operationId: 'uploadMyPassport',
      summary: 'Upload a passport photo (multipart, file field "passport": square png/jpeg ≤ 15,000,000 bytes)',
      consumes: ['multipart/form-data'],
      response: passportUploadResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound], CONFLICT: [PASSPORT_MESSAGES.profileFirst] },
    },
    async (request) => uploadPassport(deps, request.auth!, await readPassportFile(request)),
  );

  route.file(
    '/users/:customId/passport',
    {
      // A student reaches their own photo and lecturers' photos (the lecturer block of a
      // class list); a lecturer the photos of their classes' students (decision 0016); the
      // service answers a photo the viewer may not see like a missing one.
      access: access.signedIn(['student', 'admin', 'faculty'], { studentStatuses: STUDENT_STATUSES }),
      operationId: 'getUserPassport',
      summary:
        'A user’s passport photo (JPEG); a student reaches only their own and lecturers’, a lecturer their students’',
      params: passportOwnerParamsSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    async (request, reply) => {
      const photo = await readPassport(deps, request.params.customId, request.auth!.user);
      // The URL the API hands out names the photo (`?v=`): kept a year. Any other URL is checked
      // again each time, by ETag (the photo's SHA-256), so a new photo shows at once.
      const current = (request.query as { v?: unknown }).v === photo.version;
      reply.header('Content-Type', 'image/jpeg');
      return sendStoredFile(request, reply, photo, current ? IMMUTABLE_FILE : REVALIDATED_FILE);
    },
  );
});
