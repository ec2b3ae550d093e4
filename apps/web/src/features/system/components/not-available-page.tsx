import { Link } from 'react-router';
import { homeForRole, MESSAGES } from '@portal/domain';
import { useStoredSession } from '../../../lib/session';
import { PageLayout } from '../../../components/page-layout';
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
    <PageLayout title={title} centered>
      <p className="lead">{MESSAGES.notAvailableYet}</p>
      <Link className="button button--primary" to={home}>
        Back to home
      </Link>
    </PageLayout>
  );
}
