/** The dashboard module: its routes. */
export { dashboardRoutes } from './dashboard.routes.js';
