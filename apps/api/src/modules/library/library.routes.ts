import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { libraryResourceSchema } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { getLibraryResources, saveLibraryResources } from './library.service.js';

const libraryResources = z.object({ instruction: z.string(), html: z.string() });

export async function libraryRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/library-resources',
    {
      config: { access: access.signedIn(['student', 'admin', 'faculty']) },
      schema: {
        tags: ['library'],
        summary: 'Library resources: instruction and sanitised HTML',
        response: { 200: envelopeSchema(libraryResources) },
      },
    },
    async () => ok(await getLibraryResources(root)),
  );

  app.put(
    '/library-resources',
    {
      config: { access: access.offices('editLibraryResources') },
      schema: {
        tags: ['library'],
        summary: 'Edit the library resources page (HTML is sanitised on the server)',
        body: libraryResourceSchema,
        response: { 200: envelopeSchema(libraryResources) },
      },
    },
    async (request) => ok(await saveLibraryResources(root, request.auth!, request.body)),
  );
}
