/** The auth module: its routes. */
export { authRoutes } from './auth.routes.js';
