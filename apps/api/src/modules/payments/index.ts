/** The payments module: its routes, and the background re-check of pending payments. */
export { paymentRoutes } from './payments.routes.js';
export { recheckPendingPayments } from './settlement.service.js';
export { requestPendingAccounts } from './dedicated-accounts.service.js';
