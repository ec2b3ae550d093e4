import { NotAvailablePage } from '../../features/system/components/not-available-page';
import { useRouteTitle } from '../route-handle';

/** Lazily loaded route module for every screen that a later issue builds. */
export function NotAvailableRoute() {
  const title = useRouteTitle() ?? 'Portal';
  return <NotAvailablePage title={title} />;
}
