/** The downloads module: its routes. */
export { downloadsRoutes } from './downloads.routes.js';
