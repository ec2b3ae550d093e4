/** The passport module: its routes, and the photo pipeline other modules use. */
export { passportRoutes, readPassportFile } from './passport.routes.js';
export { passportUrl, uploadLecturerPassport } from './passport.service.js';
