import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PASSPORT_MAX_BYTES,
  passportOwnerParamsSchema,
  passportUploadResponseSchema,
  STUDENT_STATUSES,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { readMultipartForm } from '../../lib/multipart.js';
import { access } from '../../plugins/access.js';
import { readPassport, uploadPassport } from './passport.service.js';

export async function passportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/students/me/passport',
    {
      config: { access: access.students({ studentStatuses: ['upload passport', 'complete'] }) },
      schema: {
        tags: ['onboarding'],
        summary: 'Upload a passport photo (multipart, file field "passport": square png/jpeg ≤ 15,000,000 bytes)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(passportUploadResponseSchema) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, { fileField: 'passport', maxBytes: PASSPORT_MAX_BYTES });
      return ok(await uploadPassport(app.deps, request.auth!, form?.file ?? null));
    },
  );

  app.get(
    '/users/:customId/passport',
    {
      config: {
        // A student reaches their own photo and lecturers' photos (the lecturer block of a
        // class list); a lecturer the photos of their classes' students (decision 0016); the
        // service answers a photo the viewer may not see like a missing one.
        access: access.signedIn(['student', 'admin', 'faculty'], { studentStatuses: STUDENT_STATUSES }),
      },
      schema: {
        tags: ['onboarding'],
        summary:
          'A user’s passport photo (JPEG); a student reaches only their own and lecturers’, a lecturer their students’',
        params: passportOwnerParamsSchema,
      },
    },
    async (request, reply) => {
      const jpeg = await readPassport(app.deps, request.params.customId, request.auth!.user);
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(jpeg);
    },
  );
}
