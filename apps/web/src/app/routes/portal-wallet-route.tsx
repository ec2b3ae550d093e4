import { PortalWalletPage } from '../../features/wallets/components/portal-wallet-page';

/** Lazily loaded route module. */
export function PortalWalletRoute() {
  return <PortalWalletPage />;
}
