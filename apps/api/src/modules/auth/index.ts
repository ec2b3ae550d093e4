/** The auth module: its routes, and the limits on failed sign-ins. */
export { authRoutes } from './auth.routes.js';
export {
  ACCOUNT_ADDRESS_LOGIN_FAILURES,
  ACCOUNT_LOGIN_FAILURES,
  ADDRESS_LOGIN_FAILURES,
  ADDRESS_SLOW_AFTER_FAILURES,
  LOGIN_WINDOW_MS,
  failureDelayMs,
} from './auth.service.js';
