/** The auth module: its routes, and the per-address limit on failed sign-ins. */
export { authRoutes } from './auth.routes.js';
export { ADDRESS_LOGIN_FAILURES, ADDRESS_LOGIN_WINDOW_MS } from './auth.service.js';
