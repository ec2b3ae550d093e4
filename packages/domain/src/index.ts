// Rules, reference lists and texts (no zod).
export * from './roles.js';
export * from './session.js';
export * from './permissions.js';
export * from './menus.js';
export * from './messages.js';
export * from './passwords.js';
export * from './ids.js';
export * from './reference/academics.js';
export * from './reference/identity.js';
export * from './money.js';
export * from './wallets.js';
export * from './student-status.js';
export * from './periods.js';
export * from './courses.js';
export * from './charges.js';
export * from './faculty.js';
export * from './dashboard.js';
export * from './uploads.js';
export * from './pricing.js';
export * from './registration.js';

// The request and response schema of every endpoint, by aggregate.
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/password-reset.js';
export * from './schemas/onboarding.js';
export * from './schemas/passport.js';
export * from './schemas/period.js';
export * from './schemas/course.js';
export * from './schemas/charge.js';
export * from './schemas/course-fee.js';
export * from './schemas/faculty.js';
export * from './schemas/assignment.js';
export * from './schemas/sms.js';
export * from './schemas/download.js';
export * from './schemas/library.js';
export * from './schemas/wallet.js';
export * from './schemas/payment.js';
export * from './schemas/dashboard.js';
export * from './schemas/system.js';
export * from './schemas/registration.js';
export * from './bursary-desk.js';
export * from './schemas/bursary-desk.js';
export * from './hostel.js';
export * from './schemas/hostel.js';
export * from './add-drop.js';
export * from './schemas/add-drop.js';
export * from './class-list.js';
export * from './schemas/class-list.js';

// The workflow kernel: the three forms' machines are data run by one checker.
export * from './workflow/index.js';
