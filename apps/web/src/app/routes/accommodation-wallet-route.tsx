export { AccommodationWalletPage as AccommodationWalletRoute } from '../../features/wallets/components/accommodation-wallet-page';
