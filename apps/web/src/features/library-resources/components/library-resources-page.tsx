import { MESSAGES } from '@portal/domain';
import { PageLayout } from '../../../components/page-layout';
import { frameOf, paths } from '../../../config/paths';
import { QueryStatus } from '../../../components/query-status';
import { useLibraryResources } from '../api/library-resources';
import { LibraryContent } from './library-content';

/** /student/library-resources and /faculty/library-resources. */
export function LibraryResourcesPage() {
  const resources = useLibraryResources();
  return (
    <PageLayout {...frameOf(paths.student.libraryResources)}>
      <QueryStatus query={resources} />
      {resources.data ? (
        resources.data.instruction || resources.data.html ? (
          <LibraryContent resources={resources.data} />
        ) : (
          <p className="empty-state">{MESSAGES.notFound}</p>
        )
      ) : null}
    </PageLayout>
  );
}
