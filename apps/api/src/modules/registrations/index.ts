/** The registration module's public entry: what other modules may use. */
export { registrationRoutes } from './registrations.routes.js';
export { isStaffVerified, loadFormContext, priceForm, type FormContext } from './registration-context.js';
export { groupRows } from './registration-desk.service.js';
export { fullNameOf, personView, studentView } from './registration-views.js';
