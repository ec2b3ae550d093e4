import { Link } from 'react-router';
import { homeForRole, MESSAGES } from '@portal/domain';
import { useStoredSession } from '../../../lib/session';
import { paths } from '../../../config/paths';

export interface NotAvailablePageProps {
  /** The screen's name. */
  title: string;
}

/** Placeholder of a screen that a later issue builds; it never pretends to work. */
export function NotAvailablePage({ title }: NotAvailablePageProps) {
  const session = useStoredSession();
  const home = session ? homeForRole(session.role) : paths.home.getHref();

  return (
    <div className="container page page--narrow">
      <section className="card card--centered" aria-labelledby="not-available-title">
        <h1 id="not-available-title" className="card__title">
          {title}
        </h1>
        <p className="lead">{MESSAGES.notAvailableYet}</p>
        <Link className="button button--primary" to={home}>
          Back to home
        </Link>
      </section>
    </div>
  );
}
