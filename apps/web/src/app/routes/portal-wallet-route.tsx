export { PortalWalletPage as PortalWalletRoute } from '../../features/wallets/components/portal-wallet-page';
