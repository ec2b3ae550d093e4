/** The charges module: its routes. */
export { chargeRoutes } from './charges.routes.js';
