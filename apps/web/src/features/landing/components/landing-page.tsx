import { Link, Navigate } from 'react-router';
import { homeForRole } from '@portal/domain';
import { useStoredSession } from '../../../lib/session';
import { paths } from '../../../config/paths';

const ACCESS_BUTTONS = [
  { label: 'Student Access', to: paths.student.login.getHref(), tone: 'primary' },
  { label: 'Create Student Profile', to: paths.student.createProfile.getHref(), tone: 'secondary' },
  { label: 'Faculty Access', to: paths.faculty.login.getHref(), tone: 'primary' },
  { label: 'Admin Access', to: paths.admin.login.getHref(), tone: 'secondary' },
] as const;

/** `/`: Portal Access. A signed-in user goes straight to the home of their role. */
export function LandingPage() {
  const session = useStoredSession();

  if (session) return <Navigate to={homeForRole(session.role)} replace />;

  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-title">
        <div className="container landing__hero-inner">
          <img className="landing__crest" src="/logo.svg" alt="" width="88" height="88" />
          <h1 id="landing-title" className="landing__title">
            ECWA Theological Seminary, Jos
          </h1>
          <p className="landing__tagline">Seminary Portal</p>
        </div>
      </section>

      <div className="container">
        <section className="card landing__card" aria-labelledby="portal-access-title">
          <h2 id="portal-access-title" className="card__title">
            Portal Access
          </h2>
          <p className="lead">Click on the appropriate button below to access the portal.</p>
          <div className="landing__buttons">
            {ACCESS_BUTTONS.map((button) => (
              // Links styled as the spec's buttons: they lead somewhere, and they work before
              // the page's JavaScript has arrived (the page is prerendered, decision 0010).
              <Link key={button.to} to={button.to} className={`button button--${button.tone} button--block`}>
                {button.label}
              </Link>
            ))}
          </div>
          <p className="landing__links">
            <a href={paths.external.website}>Visit our website</a>
            <span aria-hidden="true"> · </span>
            <a href={paths.external.oldPortal}>Older portal</a>
          </p>
        </section>
      </div>
    </div>
  );
}
