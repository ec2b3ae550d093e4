import type { ReactNode } from 'react';
import { MESSAGES, officeCan, type OfficeCapability } from '@portal/domain';
import { PageCard } from '../../components/page-card';
import { useCurrentUser } from '../../api/current-user';

export interface RequireOfficeProps {
  capability: OfficeCapability;
  title: string;
  children: ReactNode;
}

/**
 * Shows an admin screen only to the offices that may use it (the menus hide it from the
 * others; the server refuses them regardless).
 */
export function RequireOffice({ capability, title, children }: RequireOfficeProps) {
  const { data: user } = useCurrentUser();
  if (!user || !officeCan(user.admin_position, capability)) {
    return (
      <PageCard title={title}>
        <p className="lead">{MESSAGES.notAllowed}</p>
      </PageCard>
    );
  }
  return <>{children}</>;
}
