/** The audit module's public entry: the audit trail screen's routes and the exemptions of issue 25. */
export { auditRoutes } from './audit.routes.js';
export { AUDIT_TRAIL_PAGE_SIZE } from './audit.service.js';
