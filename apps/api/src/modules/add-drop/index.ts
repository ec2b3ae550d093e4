/** The add/drop module's public entry: what other modules may use. */
export { addDropRoutes } from './add-drop.routes.js';
export { loadAddDropContext, priceAddDropForm, type AddDropContext } from './add-drop-context.js';
