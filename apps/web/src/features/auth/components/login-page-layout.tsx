import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { homeForRole } from '@portal/domain';
import { useStoredSession } from '../../../lib/session';

export interface LoginPageLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Frame of the three login pages; a signed-in visitor goes to the home of their role. */
export function LoginPageLayout({ title, intro, children, footer }: LoginPageLayoutProps) {
  const session = useStoredSession();
  if (session) return <Navigate to={homeForRole(session.role)} replace />;

  const titleId = 'login-title';
  return (
    <div className="container page page--narrow">
      <section className="card" aria-labelledby={titleId}>
        <h1 id={titleId} className="card__title">
          {title}
        </h1>
        {intro ? <p className="card__intro">{intro}</p> : null}
        {children}
        {footer ? <div className="card__footer">{footer}</div> : null}
      </section>
    </div>
  );
}
