import { ConfirmDetailsPage } from '../../features/students/components/confirm-details-page';

/** Lazily loaded route module. */
export function ConfirmDetailsRoute() {
  return <ConfirmDetailsPage />;
}
