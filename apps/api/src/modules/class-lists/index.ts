/** The class-lists module's public entry: its routes. */
export { classListRoutes } from './class-lists.routes.js';
