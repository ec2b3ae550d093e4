import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { homeForRole } from '@portal/domain';
import { PageLayout } from '../../../components/page-layout';
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

  return (
    <PageLayout title={title} intro={intro} footer={footer} titleId="login-title">
      {children}
    </PageLayout>
  );
}
