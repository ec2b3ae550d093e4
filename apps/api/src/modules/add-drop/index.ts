/** The add/drop module's public entry: what other modules may use. */
export { addDropRoutes } from './add-drop.routes.js';
export { loadAddDropContext, priceAddDropForm, type AddDropContext } from './add-drop-context.js';
// The steps the demo seed drives, as the screens do.
export { addCourse, dropCourse, forwardAddDrop, startAddDrop, submitAddDrop } from './add-drop.service.js';
export { decideAddDrop, recordAddDropPrint } from './add-drop-desk.service.js';
