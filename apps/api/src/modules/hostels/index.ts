/** The hostels module's public entry: what other modules, the app and the demo seed may use. */
export { hostelRoutes } from './hostels.routes.js';
export { applyForHostel, chooseHostel } from './hostel-applications.service.js';
export { allocateBed, recordHostelPrint, rejectHostelApplication, updateHostelBalance } from './hostel-desk.service.js';
