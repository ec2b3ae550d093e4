import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { libraryResourceSchema, libraryResourcesViewSchema } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { getLibraryResources, saveLibraryResources } from './library.service.js';

export async function libraryRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/library-resources',
    {
      config: { access: access.signedIn(['student', 'admin', 'faculty']) },
      schema: {
        tags: ['library'],
        summary: 'Library resources: instruction and sanitised HTML',
        response: { 200: envelopeSchema(libraryResourcesViewSchema) },
      },
    },
    async () => ok(await getLibraryResources(app.deps)),
  );

  app.put(
    '/library-resources',
    {
      config: { access: access.offices('editLibraryResources') },
      schema: {
        tags: ['library'],
        summary: 'Edit the library resources page (HTML is sanitised on the server)',
        body: libraryResourceSchema,
        response: { 200: envelopeSchema(libraryResourcesViewSchema) },
      },
    },
    async (request) => ok(await saveLibraryResources(app.deps, request.auth!, request.body)),
  );
}
