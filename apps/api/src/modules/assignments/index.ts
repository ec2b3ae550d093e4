/** The assignments module: its routes. */
export { assignmentRoutes } from './assignments.routes.js';
