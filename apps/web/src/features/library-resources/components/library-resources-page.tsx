import { MESSAGES } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { errorMessage } from '../../../lib/api-client';
import { useLibraryResources } from '../api/library-resources';
import { LibraryContent } from './library-content';

/** /student/library-resources and /faculty/library-resources. */
export function LibraryResourcesPage() {
  const resources = useLibraryResources();
  return (
    <PageCard title="Library Resources" width="medium">
      {resources.isPending ? <LoadingState /> : null}
      {resources.isError ? <Alert>{errorMessage(resources.error)}</Alert> : null}
      {resources.data ? (
        resources.data.instruction || resources.data.html ? (
          <LibraryContent resources={resources.data} />
        ) : (
          <p className="empty-state">{MESSAGES.notFound}</p>
        )
      ) : null}
    </PageCard>
  );
}
