import { StaffWalletsPage } from '../../features/wallets/components/staff-wallets-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (offices ict, bursar, auditor; only ict and bursar change balances). */
export function AllPortalWalletsRoute() {
  return (
    <RequireOffice screen={paths.admin.allPortalWallets}>
      <StaffWalletsPage key="portal" kind="portal" />
    </RequireOffice>
  );
}

/** Lazily loaded route module (offices ict, bursar, auditor; only ict and bursar change balances). */
export function AllAccommodationWalletsRoute() {
  return (
    <RequireOffice screen={paths.admin.allAccommodationWallets}>
      <StaffWalletsPage key="accommodation" kind="accommodation" />
    </RequireOffice>
  );
}
