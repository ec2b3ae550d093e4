import { libraryResourceSchema, libraryResourcesViewSchema } from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { getLibraryResources, saveLibraryResources } from './library.service.js';

export const libraryRoutes = routeModule({ tags: ['library'] }, (route, deps) => {
  route.get(
    '/library-resources',
    {
      access: access.signedIn(['student', 'admin', 'faculty']),
      operationId: 'getLibraryResources',
      summary: 'Library resources: instruction and sanitised HTML',
      response: libraryResourcesViewSchema,
    },
    () => getLibraryResources(deps),
  );

  route.put(
    '/library-resources',
    {
      access: access.offices('editLibraryResources'),
      operationId: 'updateLibraryResources',
      summary: 'Edit the library resources page (HTML is sanitised on the server)',
      body: libraryResourceSchema,
      response: libraryResourcesViewSchema,
    },
    (request) => saveLibraryResources(deps, request.auth!, request.body),
  );
});
