import { z } from 'zod';
import {
  affiliationFeeResponseSchema,
  approvalQueueResponseSchema,
  recordPrintResponseSchema,
  registrationChangeResponseSchema,
  submitRegistrationResponseSchema,
  createSpecialRateSchema,
  editChargeLineSchema,
  ledgerBalanceSchema,
  pickCourseSchema,
  printOutsResponseSchema,
  registeredCoursesResponseSchema,
  registrationCourseParamsSchema,
  registrationDecisionSchema,
  registrationFormParamsSchema,
  registrationFormResponseSchema,
  registrationListQuerySchema,
  registrationMessageResponseSchema,
  registrationPeriodParamsSchema,
  registrationPeriodsResponseSchema,
  registrationPrintResponseSchema,
  setAffiliationFeeSchema,
  smsStudentSchema,
  specialRatesResponseSchema,
  startRegistrationResponseSchema,
  recordIdField,
  startRegistrationSchema,
  verificationCodeParamsSchema,
  verificationResponseSchema,
  MESSAGES,
  REGISTRATION_MESSAGES,
  WALLET_MESSAGES,
} from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { deskRoutes } from '../workflow/index.js';
import {
  approvalQueue,
  decideRegistration,
  editChargeLine,
  enterLedgerBalance,
  getRegistrationPrint,
  getStaffForm,
  grantUndertaking,
  recordRegistrationPrint,
  smsStudent,
  verifyStaffCategory,
} from './registration-desk.service.js';
import {
  SPECIAL_RATE_MESSAGES,
  createSpecialRate,
  listPrintOuts,
  listSpecialRates,
  registeredCourses,
  removeSpecialRate,
  setAffiliationFee,
  verifyForm,
} from './registration-records.service.js';
import {
  forwardRegistration,
  getStudentForm,
  listRegistrationPeriods,
  pickCourse,
  removeCourse,
  startRegistration,
} from './registrations.service.js';
import { submitRegistration } from './registration-submit.service.js';

const tags = ['registration'];

/** Semester registration (issue 10): the student's flow, the approval desk, prints and verification. */
export const registrationRoutes = routeModule({ tags }, (route, deps) => {
  // ---- the student's own registration ------------------------------------------------------

  route.get(
    '/students/me/registrations',
    {
      access: access.students(),
      operationId: 'listMyRegistrations',
      summary: 'Periods with the student’s registration in each, and the Start Registration options',
      response: registrationPeriodsResponseSchema,
    },
    (request) => listRegistrationPeriods(deps, request.auth!.user),
  );

  route.post(
    '/students/me/registrations',
    {
      access: access.students(),
      operationId: 'startMyRegistration',
      summary: 'Start Registration: one registration per student per period; the charges are snapshotted',
      body: startRegistrationSchema,
      response: startRegistrationResponseSchema,
      errors: {
        NOT_FOUND: [MESSAGES.notFound],
        CONFLICT: [
          REGISTRATION_MESSAGES.createFailed,
          REGISTRATION_MESSAGES.departmentMissing,
          REGISTRATION_MESSAGES.registrationClosed,
        ],
      },
    },
    (request) => startRegistration(deps, request.auth!.user, request.body),
  );

  route.get(
    '/students/me/registrations/:periodId',
    {
      access: access.students(),
      operationId: 'getMyRegistration',
      summary: 'The registration form, priced by the server (one request for the whole screen)',
      params: registrationPeriodParamsSchema,
      response: registrationFormResponseSchema,
      errors: { NOT_FOUND: [REGISTRATION_MESSAGES.noRegistration] },
    },
    (request) => getStudentForm(deps, request.auth!.user, request.params.periodId),
  );

  route.post(
    '/students/me/registrations/:periodId/courses',
    {
      access: access.students(),
      operationId: 'pickMyRegistrationCourse',
      summary: 'Pick a course (only while started or disapproved; once)',
      params: registrationPeriodParamsSchema,
      body: pickCourseSchema,
      response: registrationChangeResponseSchema,
      errors: {
        VALIDATION: [REGISTRATION_MESSAGES.courseUnavailable],
        NOT_FOUND: [MESSAGES.notFound, REGISTRATION_MESSAGES.noRegistration, REGISTRATION_MESSAGES.notPicked],
        CONFLICT: [
          REGISTRATION_MESSAGES.alreadyPicked,
          REGISTRATION_MESSAGES.registrationClosed,
          REGISTRATION_MESSAGES.wrongState,
        ],
      },
    },
    (request) => pickCourse(deps, request.auth!.user, request.params.periodId, request.body.course_code),
  );

  route.delete(
    '/students/me/registrations/:periodId/courses/:courseCode',
    {
      access: access.students(),
      operationId: 'removeMyRegistrationCourse',
      summary: 'Remove a picked course (only while started or disapproved)',
      params: registrationCourseParamsSchema,
      response: registrationChangeResponseSchema,
      errors: {
        NOT_FOUND: [MESSAGES.notFound, REGISTRATION_MESSAGES.noRegistration, REGISTRATION_MESSAGES.notPicked],
        CONFLICT: [
          REGISTRATION_MESSAGES.alreadyPicked,
          REGISTRATION_MESSAGES.registrationClosed,
          REGISTRATION_MESSAGES.wrongState,
        ],
      },
    },
    (request) => removeCourse(deps, request.auth!.user, request.params.periodId, request.params.courseCode),
  );

  route.post(
    '/students/me/registrations/:periodId/forward',
    {
      access: access.students(),
      operationId: 'forwardMyRegistration',
      summary: 'For Approval: forward the form to the DPAA’s office',
      params: registrationPeriodParamsSchema,
      response: registrationChangeResponseSchema,
      errors: {
        VALIDATION: [REGISTRATION_MESSAGES.noCourses],
        NOT_FOUND: [MESSAGES.notFound, REGISTRATION_MESSAGES.noRegistration],
        CONFLICT: [REGISTRATION_MESSAGES.registrationClosed, REGISTRATION_MESSAGES.wrongState],
      },
    },
    (request) => forwardRegistration(deps, request.auth!.user, request.params.periodId),
  );

  route.post(
    '/students/me/registrations/:periodId/submit',
    {
      access: access.students(),
      operationId: 'submitMyRegistration',
      summary: 'Submit & Print: debit the portal wallet once, store the balances and the form number',
      params: registrationPeriodParamsSchema,
      response: submitRegistrationResponseSchema,
      errors: {
        NOT_FOUND: [REGISTRATION_MESSAGES.noRegistration],
        CONFLICT: [
          REGISTRATION_MESSAGES.createFailed,
          REGISTRATION_MESSAGES.insufficientWallet,
          REGISTRATION_MESSAGES.noCourseFee,
          REGISTRATION_MESSAGES.wrongState,
        ],
      },
    },
    (request) => submitRegistration(deps, request.auth!.user, request.params.periodId),
  );

  route.get(
    '/students/me/registrations/:periodId/print',
    {
      access: access.students(),
      operationId: 'printMyRegistration',
      summary: 'The printable registration form with its QR code (completed registrations)',
      params: registrationPeriodParamsSchema,
      response: registrationPrintResponseSchema,
      errors: { NOT_FOUND: [REGISTRATION_MESSAGES.noRegistration], CONFLICT: [REGISTRATION_MESSAGES.notCompleted] },
    },
    (request) => getRegistrationPrint(deps, request.params.periodId, request.auth!.user.customId),
  );

  route.get(
    '/students/me/print-outs',
    {
      access: access.students(),
      operationId: 'listMyPrintOuts',
      summary: 'Every registration of the student with its statuses (Print-outs)',
      response: printOutsResponseSchema,
    },
    (request) => listPrintOuts(deps, request.auth!.user),
  );

  route.get(
    '/students/me/registered-courses/:periodId',
    {
      access: access.students(),
      operationId: 'listMyRegisteredCourses',
      summary: 'The courses on the student’s registration for a period',
      params: registrationPeriodParamsSchema,
      response: registeredCoursesResponseSchema,
      errors: { NOT_FOUND: [REGISTRATION_MESSAGES.noOwnRegistration] },
    },
    (request) => registeredCourses(deps, request.auth!.user, request.params.periodId),
  );

  // ---- the approval desk ---------------------------------------------------------------------

  route.get(
    '/registrations/:periodId/queue',
    {
      access: access.offices('viewRegistrationApprovals'),
      operationId: 'listRegistrationQueue',
      summary: 'Awaiting approval, in five groups: the dean sees awaiting dean, the bursar awaiting bursar, ict both',
      params: registrationPeriodParamsSchema,
      response: approvalQueueResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => approvalQueue(deps, request.auth!.user, request.params.periodId),
  );

  deskRoutes(route, deps, {
    base: '/registrations',
    params: registrationFormParamsSchema,
    viewers: access.offices('viewRegistrations'),
    message: registrationMessageResponseSchema,
    form: {
      operationId: 'getRegistrationForm',
      summary: 'A student’s registration form with the Process Form panel of the office',
      response: registrationFormResponseSchema,
      call: getStaffForm,
      errors: { NOT_FOUND: [REGISTRATION_MESSAGES.noRegistration] },
    },
    decision: {
      access: access.offices('approveRegistrations'),
      operationId: 'decideRegistrationForm',
      summary: 'Approve or disapprove a form awaiting the dean (comment required)',
      body: registrationDecisionSchema,
      call: decideRegistration,
      errors: {
        NOT_FOUND: [MESSAGES.notFound, REGISTRATION_MESSAGES.noRegistration],
        CONFLICT: [REGISTRATION_MESSAGES.wrongState],
      },
    },
    sms: {
      operationId: 'sendRegistrationFormSms',
      summary: 'Send the student an SMS from the Process Form panel (1 to 100 characters)',
      body: smsStudentSchema,
      call: smsStudent,
      errors: { NOT_FOUND: [REGISTRATION_MESSAGES.noRegistration], CONFLICT: [MESSAGES.noPhone] },
    },
    print: {
      operationId: 'printRegistrationForm',
      summary: 'The printable registration form with its QR code',
      response: registrationPrintResponseSchema,
      call: getRegistrationPrint,
      errors: { NOT_FOUND: [REGISTRATION_MESSAGES.noRegistration], CONFLICT: [REGISTRATION_MESSAGES.notCompleted] },
    },
    prints: {
      operationId: 'recordRegistrationFormPrint',
      summary: 'Record that the bursar, registrar or dean printed a completed form',
      response: recordPrintResponseSchema,
      call: recordRegistrationPrint,
      errors: { NOT_FOUND: [REGISTRATION_MESSAGES.noRegistration] },
    },
  });

  route.post(
    '/registrations/:periodId/:customId/ledger-balance',
    {
      access: access.offices('enterLedgerBalance'),
      operationId: 'enterLedgerBalance',
      summary: 'Enter the student’s bursary ledger balance: an adjustment of the difference, then incomplete',
      params: registrationFormParamsSchema,
      body: ledgerBalanceSchema,
      response: registrationMessageResponseSchema,
      errors: {
        NOT_FOUND: [MESSAGES.notFound, REGISTRATION_MESSAGES.noRegistration],
        CONFLICT: [REGISTRATION_MESSAGES.wrongState, WALLET_MESSAGES.balanceChanged],
      },
    },
    (request) =>
      enterLedgerBalance(deps, request.auth!.user, request.params.periodId, request.params.customId, request.body),
  );

  route.patch(
    '/registrations/:periodId/:customId/charges',
    {
      access: access.offices('editRegistrationCharges'),
      operationId: 'updateRegistrationCharge',
      summary: 'Change one seminary-charge line of this student’s form (before completion)',
      params: registrationFormParamsSchema,
      body: editChargeLineSchema,
      response: registrationMessageResponseSchema,
      errors: { NOT_FOUND: [REGISTRATION_MESSAGES.noRegistration, REGISTRATION_MESSAGES.chargeNotOnForm] },
    },
    (request) =>
      editChargeLine(deps, request.auth!.user, request.params.periodId, request.params.customId, request.body),
  );

  route.post(
    '/registrations/:periodId/:customId/undertaking',
    {
      access: access.offices('grantUndertaking'),
      operationId: 'grantUndertaking',
      summary: 'Grant the undertaking: the student may submit with an insufficient wallet',
      params: registrationFormParamsSchema,
      response: registrationMessageResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound, REGISTRATION_MESSAGES.noRegistration] },
    },
    (request) => grantUndertaking(deps, request.auth!.user, request.params.periodId, request.params.customId),
  );

  route.post(
    '/registrations/:periodId/:customId/staff-category',
    {
      access: access.offices('verifyStaffCategory'),
      operationId: 'verifyStaffCategory',
      summary: 'Verify the student’s declared staff category (half the programme fees)',
      params: registrationFormParamsSchema,
      response: registrationMessageResponseSchema,
      errors: {
        NOT_FOUND: [REGISTRATION_MESSAGES.noRegistration],
        CONFLICT: [REGISTRATION_MESSAGES.wrongState, REGISTRATION_MESSAGES.staffCategoryNotDeclared],
      },
    },
    (request) => verifyStaffCategory(deps, request.auth!.user, request.params.periodId, request.params.customId),
  );

  // ---- settings: affiliation fee and special course rates ----------------------------------

  route.put(
    '/periods/:periodId/affiliation-fee',
    {
      access: access.offices('editCharges'),
      operationId: 'setAffiliationFee',
      summary: 'Set the affiliation fee of a period (charged when the student answers yes)',
      params: registrationPeriodParamsSchema,
      body: setAffiliationFeeSchema,
      response: affiliationFeeResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => setAffiliationFee(deps, request.auth!.user, request.params.periodId, request.body.amount),
  );

  route.get(
    '/special-rates',
    {
      access: access.offices('viewSpecialRates'),
      operationId: 'listSpecialRates',
      summary: 'Agreed per-hour rates of individual students on individual courses',
      query: registrationListQuerySchema,
      response: specialRatesResponseSchema,
    },
    (request) => listSpecialRates(deps, request.query),
  );

  route.post(
    '/special-rates',
    {
      access: access.offices('manageSpecialRates'),
      operationId: 'createSpecialRate',
      summary: 'Record an agreed rate (one per student and course)',
      body: createSpecialRateSchema,
      response: registrationMessageResponseSchema,
      errors: {
        NOT_FOUND: [SPECIAL_RATE_MESSAGES.noStudent, SPECIAL_RATE_MESSAGES.noCourse],
        CONFLICT: [SPECIAL_RATE_MESSAGES.duplicate],
      },
    },
    (request) => createSpecialRate(deps, request.auth!.user, request.body),
  );

  route.delete(
    '/special-rates/:id',
    {
      access: access.offices('manageSpecialRates'),
      operationId: 'deleteSpecialRate',
      summary: 'Remove an agreed rate',
      params: z.object({ id: recordIdField }),
      response: registrationMessageResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => removeSpecialRate(deps, request.auth!.user, request.params.id),
  );

  // ---- public verification -----------------------------------------------------------------

  route.get(
    '/verify/:code',
    {
      access: access.public('the page a printed form’s QR code opens'),
      operationId: 'verifyPrintedForm',
      summary: 'Is a printed form genuine? Only what is needed to check it',
      params: verificationCodeParamsSchema,
      response: verificationResponseSchema,
      rateLimit: { max: 60, timeWindow: '1 minute' },
    },
    (request, reply) => {
      // Nothing of a student's record belongs in a search engine (issue 28 §5).
      void reply.header('X-Robots-Tag', 'noindex, nofollow');
      return verifyForm(deps, request.params.code);
    },
  );
});
