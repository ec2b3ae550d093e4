/** The registry logs module's public entry: what other modules may use. */
export { registryLogRoutes } from './registry-logs.routes.js';
export {
  enrollmentStatisticsOf,
  healthInsuranceLog,
  newStudentsLog,
  registrationLog,
  REGISTRY_LOG_PAGE_SIZE,
} from './registry-logs.service.js';
