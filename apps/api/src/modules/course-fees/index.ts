/** The course-fees module: its routes. */
export { courseFeeRoutes } from './course-fees.routes.js';
