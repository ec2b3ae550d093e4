/** The wallets module: its routes, and what the payments module uses. */
export { walletRoutes } from './wallets.routes.js';
export { adjustWalletTo, findStudentByStudentId } from './wallets.service.js';
