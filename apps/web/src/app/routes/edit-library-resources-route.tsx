import { EditLibraryResourcesPage } from '../../features/library-resources/components/edit-library-resources-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (office ict). */
export function EditLibraryResourcesRoute() {
  return (
    <RequireOffice screen={paths.admin.libraryResources}>
      <EditLibraryResourcesPage />
    </RequireOffice>
  );
}
