/** The receipts desk module's public entry: what other modules may use. */
export { receiptRoutes } from './receipts.routes.js';
export { captureReceipt, lookupLedger, queryReceipt } from './receipts.service.js';
export { reconciliationReport } from './reconciliation.service.js';
