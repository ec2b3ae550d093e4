import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { NotFoundPage } from './not-found-page';

/** Last-resort screen when a route fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <main id="main" className="site-main">
      <PageLayout title="Something went wrong" centered>
        <p className="lead">{MESSAGES.unexpected}</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link className="button button--secondary" to={paths.home.getHref()} reloadDocument>
            Go to home page
          </Link>
        </div>
      </PageLayout>
    </main>
  );
}
