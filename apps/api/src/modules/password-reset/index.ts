/** The password-reset module: its routes and its limits. */
export { passwordResetRoutes } from './password-reset.routes.js';
export { RESET_CODES_PER_HOUR } from './password-reset.service.js';
