/** The courses module: its routes (no other module calls its services yet). */
export { courseRoutes } from './courses.routes.js';
