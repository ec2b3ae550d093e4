/** The SMS module: its routes, and the one way to send an SMS. */
export { smsRoutes } from './sms.routes.js';
export { retryDueSms, sendSms, type OutgoingSms } from './sms.service.js';
export { notifyStudent, notifyStudentById, type NotifyDeps } from './notify.js';
