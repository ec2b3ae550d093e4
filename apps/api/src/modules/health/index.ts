/** The health module: its route. */
export { healthRoutes } from './health.routes.js';
