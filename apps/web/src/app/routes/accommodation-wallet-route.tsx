import { AccommodationWalletPage } from '../../features/wallets/components/accommodation-wallet-page';

/** Lazily loaded route module. */
export function AccommodationWalletRoute() {
  return <AccommodationWalletPage />;
}
