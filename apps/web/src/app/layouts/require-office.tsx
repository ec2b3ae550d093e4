import type { ReactNode } from 'react';
import { MESSAGES, officeCan } from '@portal/domain';
import { PageCard } from '../../components/page-card';
import { useCurrentUser } from '../../api/current-user';
import type { OfficeScreen } from '../../config/paths';

export interface RequireOfficeProps {
  /** The screen (config/paths.ts): its capability decides, its title heads the refusal. */
  screen: OfficeScreen;
  children: ReactNode;
}

/**
 * Shows a staff screen only to the offices that may use it (the menus hide it from the others;
 * the server refuses them regardless). The router puts every screen with a capability behind it
 * (app/screens/route-modules.ts). Lecturers, whom the print area also admits, need no office.
 */
export function RequireOffice({ screen, children }: RequireOfficeProps) {
  const { data: user } = useCurrentUser();
  if (!user || (user.role === 'admin' && !officeCan(user.admin_position, screen.capability))) {
    return (
      <PageCard title={screen.title}>
        <p className="lead">{MESSAGES.notAllowed}</p>
      </PageCard>
    );
  }
  return <>{children}</>;
}
