import { LibraryResourcesPage } from '../../features/library-resources/components/library-resources-page';

/** Lazily loaded route module. */
export function LibraryResourcesRoute() {
  return <LibraryResourcesPage />;
}
