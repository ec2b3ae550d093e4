/** The periods module: its routes, and what other modules may use. */
export { periodRoutes } from './periods.routes.js';
export { requirePeriod, sortNewestFirst, toPeriodView } from './periods.service.js';
