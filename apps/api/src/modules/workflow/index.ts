/**
 * The workflow kernel (issue 24): what registration, add/drop and the hostel request share. The
 * machines themselves are data in `@portal/domain` (`REGISTRATION_MACHINE`, …, run by
 * `canMove`/`canDo`); this module is their server side: the locked transition step, the desk's
 * SMS, the step notices, the print record, the verification QR code and the desk's routes.
 */
export { onLockedForm, moveForm, type FormRefusals } from './locked-step.js';
export { sendDeskSms, type SmsTarget } from './desk-sms.js';
export { notifyStep, shortPeriod } from './notices.js';
export { printedBy, recordPrint, PRINT_COLUMNS, type PrintableForm, type PrintingOffice } from './print-record.js';
export { verificationQr } from './verification-qr.js';
export { deskRoutes, type FormDesk } from './desk-routes.js';
export { periodHeaderOf, periodSeasonOf } from './period-header.js';
