import { ManageDownloadsPage } from '../../features/downloads/components/manage-downloads-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (offices ict, registrar, dean). */
export function ManageDownloadsRoute() {
  return (
    <RequireOffice screen={paths.admin.manageDownloads}>
      <ManageDownloadsPage />
    </RequireOffice>
  );
}
