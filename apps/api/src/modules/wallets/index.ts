/** The wallets module: its routes, and what the payments module uses. */
export { walletRoutes } from './wallets.routes.js';
export { findStudentByStudentId } from './wallets.service.js';
