import type { ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import { PageCard } from '../../components/page-card';
import type { OfficeScreen } from '../../config/paths';
import { useOfficeCan } from '../../lib/use-office-can';

export interface RequireOfficeProps {
  /** The screen (config/paths.ts): its capability decides, its title heads the refusal. */
  screen: OfficeScreen;
  children: ReactNode;
}

/**
 * Shows an admin screen only to the offices that may use it (the menus hide it from the
 * others; the server refuses them regardless).
 */
export function RequireOffice({ screen, children }: RequireOfficeProps) {
  if (!useOfficeCan(screen.capability)) {
    return (
      <PageCard title={screen.title}>
        <p className="lead">{MESSAGES.notAllowed}</p>
      </PageCard>
    );
  }
  return <>{children}</>;
}
