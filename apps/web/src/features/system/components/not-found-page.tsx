import { Link } from 'react-router';
import { homeForRole } from '@portal/domain';
import { useStoredSession } from '../../../lib/session';
import { paths } from '../../../config/paths';

export function NotFoundPage() {
  const session = useStoredSession();
  const home = session ? homeForRole(session.role) : paths.home.getHref();
  return (
    <div className="container page page--narrow">
      <section className="card card--centered" aria-labelledby="not-found-title">
        <h1 id="not-found-title" className="card__title">
          Page not found
        </h1>
        <p className="lead">The page you asked for does not exist or has moved.</p>
        <Link className="button button--primary" to={home}>
          Go to home page
        </Link>
      </section>
    </div>
  );
}
