import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  startRegistrationSchema,
  verificationCodeParamsSchema,
  verificationResponseSchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
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
  submitRegistration,
} from './registrations.service.js';

const tags = ['registration'];
const message = envelopeSchema(registrationMessageResponseSchema);
/** A student's change answers the form as it now is: the screen needs no second request. */
const messageWithForm = envelopeSchema(registrationChangeResponseSchema);

/** Semester registration (issue 10): the student's flow, the approval desk, prints and verification. */
export async function registrationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;

  // ---- the student's own registration ------------------------------------------------------

  app.get(
    '/students/me/registrations',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Periods with the student’s registration in each, and the Start Registration options',
        response: { 200: envelopeSchema(registrationPeriodsResponseSchema) },
      },
    },
    async (request) => ok(await listRegistrationPeriods(deps, request.auth!.user)),
  );

  app.post(
    '/students/me/registrations',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Start Registration: one registration per student per period; the charges are snapshotted',
        body: startRegistrationSchema,
        response: { 200: envelopeSchema(startRegistrationResponseSchema) },
      },
    },
    async (request) => ok(await startRegistration(deps, request.auth!.user, request.body)),
  );

  app.get(
    '/students/me/registrations/:periodId',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'The registration form, priced by the server (one request for the whole screen)',
        params: registrationPeriodParamsSchema,
        response: { 200: envelopeSchema(registrationFormResponseSchema) },
      },
    },
    async (request) => ok(await getStudentForm(deps, request.auth!.user, request.params.periodId)),
  );

  app.post(
    '/students/me/registrations/:periodId/courses',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Pick a course (only while started or disapproved; once)',
        params: registrationPeriodParamsSchema,
        body: pickCourseSchema,
        response: { 200: messageWithForm },
      },
    },
    async (request) =>
      ok(await pickCourse(deps, request.auth!.user, request.params.periodId, request.body.course_code)),
  );

  app.delete(
    '/students/me/registrations/:periodId/courses/:courseCode',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Remove a picked course (only while started or disapproved)',
        params: registrationCourseParamsSchema,
        response: { 200: messageWithForm },
      },
    },
    async (request) =>
      ok(await removeCourse(deps, request.auth!.user, request.params.periodId, request.params.courseCode)),
  );

  app.post(
    '/students/me/registrations/:periodId/forward',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'For Approval: forward the form to the DPAA’s office',
        params: registrationPeriodParamsSchema,
        response: { 200: messageWithForm },
      },
    },
    async (request) => ok(await forwardRegistration(deps, request.auth!.user, request.params.periodId)),
  );

  app.post(
    '/students/me/registrations/:periodId/submit',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Submit & Print: debit the portal wallet once, store the balances and the form number',
        params: registrationPeriodParamsSchema,
        response: {
          200: envelopeSchema(submitRegistrationResponseSchema),
        },
      },
    },
    async (request) => ok(await submitRegistration(deps, request.auth!.user, request.params.periodId)),
  );

  app.get(
    '/students/me/registrations/:periodId/print',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'The printable registration form with its QR code (completed registrations)',
        params: registrationPeriodParamsSchema,
        response: { 200: envelopeSchema(registrationPrintResponseSchema) },
      },
    },
    async (request) => ok(await getRegistrationPrint(deps, request.params.periodId, request.auth!.user.customId)),
  );

  app.get(
    '/students/me/print-outs',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Every registration of the student with its statuses (Print-outs)',
        response: { 200: envelopeSchema(printOutsResponseSchema) },
      },
    },
    async (request) => ok(await listPrintOuts(deps, request.auth!.user)),
  );

  app.get(
    '/students/me/registered-courses/:periodId',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'The courses on the student’s registration for a period',
        params: registrationPeriodParamsSchema,
        response: { 200: envelopeSchema(registeredCoursesResponseSchema) },
      },
    },
    async (request) => ok(await registeredCourses(deps, request.auth!.user, request.params.periodId)),
  );

  // ---- the approval desk ---------------------------------------------------------------------

  app.get(
    '/registrations/:periodId/queue',
    {
      config: { access: access.offices('viewRegistrationApprovals') },
      schema: {
        tags,
        summary: 'Awaiting approval, in five groups: the dean sees awaiting dean, the bursar awaiting bursar, ict both',
        params: registrationPeriodParamsSchema,
        response: { 200: envelopeSchema(approvalQueueResponseSchema) },
      },
    },
    async (request) => ok(await approvalQueue(deps, request.auth!.user, request.params.periodId)),
  );

  app.get(
    '/registrations/:periodId/:customId',
    {
      config: { access: access.offices('viewRegistrations') },
      schema: {
        tags,
        summary: 'A student’s registration form with the Process Form panel of the office',
        params: registrationFormParamsSchema,
        response: { 200: envelopeSchema(registrationFormResponseSchema) },
      },
    },
    async (request) =>
      ok(await getStaffForm(deps, request.auth!.user, request.params.periodId, request.params.customId)),
  );

  app.post(
    '/registrations/:periodId/:customId/decision',
    {
      config: { access: access.offices('approveRegistrations') },
      schema: {
        tags,
        summary: 'Approve or disapprove a form awaiting the dean (comment required)',
        params: registrationFormParamsSchema,
        body: registrationDecisionSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(
        await decideRegistration(
          deps,
          request.auth!.user,
          request.params.periodId,
          request.params.customId,
          request.body,
        ),
      ),
  );

  app.post(
    '/registrations/:periodId/:customId/ledger-balance',
    {
      config: { access: access.offices('enterLedgerBalance') },
      schema: {
        tags,
        summary: 'Enter the student’s bursary ledger balance: an adjustment of the difference, then incomplete',
        params: registrationFormParamsSchema,
        body: ledgerBalanceSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(
        await enterLedgerBalance(
          deps,
          request.auth!.user,
          request.params.periodId,
          request.params.customId,
          request.body,
        ),
      ),
  );

  app.patch(
    '/registrations/:periodId/:customId/charges',
    {
      config: { access: access.offices('editRegistrationCharges') },
      schema: {
        tags,
        summary: 'Change one seminary-charge line of this student’s form (before completion)',
        params: registrationFormParamsSchema,
        body: editChargeLineSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(
        await editChargeLine(deps, request.auth!.user, request.params.periodId, request.params.customId, request.body),
      ),
  );

  app.post(
    '/registrations/:periodId/:customId/undertaking',
    {
      config: { access: access.offices('grantUndertaking') },
      schema: {
        tags,
        summary: 'Grant the undertaking: the student may submit with an insufficient wallet',
        params: registrationFormParamsSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(await grantUndertaking(deps, request.auth!.user, request.params.periodId, request.params.customId)),
  );

  app.post(
    '/registrations/:periodId/:customId/staff-category',
    {
      config: { access: access.offices('verifyStaffCategory') },
      schema: {
        tags,
        summary: 'Verify the student’s declared staff category (half the programme fees)',
        params: registrationFormParamsSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(await verifyStaffCategory(deps, request.auth!.user, request.params.periodId, request.params.customId)),
  );

  app.post(
    '/registrations/:periodId/:customId/sms',
    {
      config: { access: access.offices('viewRegistrations'), rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send the student an SMS from the Process Form panel (1 to 100 characters)',
        params: registrationFormParamsSchema,
        body: smsStudentSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(
        await smsStudent(
          deps,
          request.auth!.user,
          request.params.periodId,
          request.params.customId,
          request.body.message,
        ),
      ),
  );

  app.get(
    '/registrations/:periodId/:customId/print',
    {
      config: { access: access.offices('viewRegistrations') },
      schema: {
        tags,
        summary: 'The printable registration form with its QR code',
        params: registrationFormParamsSchema,
        response: { 200: envelopeSchema(registrationPrintResponseSchema) },
      },
    },
    async (request) => ok(await getRegistrationPrint(deps, request.params.periodId, request.params.customId)),
  );

  app.post(
    '/registrations/:periodId/:customId/prints',
    {
      config: { access: access.offices('viewRegistrations') },
      schema: {
        tags,
        summary: 'Record that the bursar, registrar or dean printed a completed form',
        params: registrationFormParamsSchema,
        response: { 200: envelopeSchema(recordPrintResponseSchema) },
      },
    },
    async (request) =>
      ok(await recordRegistrationPrint(deps, request.auth!.user, request.params.periodId, request.params.customId)),
  );

  // ---- settings: affiliation fee and special course rates ----------------------------------

  app.put(
    '/periods/:periodId/affiliation-fee',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags,
        summary: 'Set the affiliation fee of a period (charged when the student answers yes)',
        params: registrationPeriodParamsSchema,
        body: setAffiliationFeeSchema,
        response: { 200: envelopeSchema(affiliationFeeResponseSchema) },
      },
    },
    async (request) =>
      ok(await setAffiliationFee(deps, request.auth!.user, request.params.periodId, request.body.amount)),
  );

  app.get(
    '/special-rates',
    {
      config: { access: access.offices('viewSpecialRates') },
      schema: {
        tags,
        summary: 'Agreed per-hour rates of individual students on individual courses',
        querystring: registrationListQuerySchema,
        response: { 200: envelopeSchema(specialRatesResponseSchema) },
      },
    },
    async (request) => ok(await listSpecialRates(deps, request.query)),
  );

  app.post(
    '/special-rates',
    {
      config: { access: access.offices('manageSpecialRates') },
      schema: {
        tags,
        summary: 'Record an agreed rate (one per student and course)',
        body: createSpecialRateSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await createSpecialRate(deps, request.auth!.user, request.body)),
  );

  app.delete(
    '/special-rates/:id',
    {
      config: { access: access.offices('manageSpecialRates') },
      schema: {
        tags,
        summary: 'Remove an agreed rate',
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: message },
      },
    },
    async (request) => ok(await removeSpecialRate(deps, request.auth!.user, request.params.id)),
  );

  // ---- public verification -----------------------------------------------------------------

  app.get(
    '/verify/:code',
    {
      config: {
        access: access.public('the page a printed form’s QR code opens'),
        rateLimit: { max: 60, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Is a printed form genuine? Only what is needed to check it',
        params: verificationCodeParamsSchema,
        response: { 200: envelopeSchema(verificationResponseSchema) },
      },
    },
    async (request) => ok(await verifyForm(deps, request.params.code)),
  );
}
