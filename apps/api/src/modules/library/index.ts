/** The library module: its routes. */
export { libraryRoutes } from './library.routes.js';
