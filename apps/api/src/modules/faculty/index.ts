/** The faculty module: its routes. */
export { facultyRoutes } from './faculty.routes.js';
