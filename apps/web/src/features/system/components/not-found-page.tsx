import { Link } from 'react-router';
import { homeForRole } from '@portal/domain';
import { useStoredSession } from '../../../lib/session';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';

export function NotFoundPage() {
  const session = useStoredSession();
  const home = session ? homeForRole(session.role) : paths.home.getHref();
  return (
    <PageLayout title="Page not found" centered>
      <p className="lead">The page you asked for does not exist or has moved.</p>
      <Link className="button button--primary" to={home}>
        Go to home page
      </Link>
    </PageLayout>
  );
}
