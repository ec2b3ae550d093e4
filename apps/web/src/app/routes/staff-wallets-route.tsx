import { StaffWalletsPage } from '../../features/wallets/components/staff-wallets-page';

/** Lazily loaded route module (offices ict, bursar, auditor; only ict and bursar change balances). */
export function AllPortalWalletsRoute() {
  return <StaffWalletsPage key="portal" kind="portal" />;
}

/** Lazily loaded route module (offices ict, bursar, auditor; only ict and bursar change balances). */
export function AllAccommodationWalletsRoute() {
  return <StaffWalletsPage key="accommodation" kind="accommodation" />;
}
