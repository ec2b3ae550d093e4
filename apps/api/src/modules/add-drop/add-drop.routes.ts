import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addDropCourseParamsSchema,
  addDropCourseSchema,
  addDropDecisionSchema,
  addDropFormParamsSchema,
  addDropFormResponseSchema,
  addDropLogQuerySchema,
  addDropLogResponseSchema,
  addDropMessageResponseSchema,
  addDropPeriodListResponseSchema,
  addDropPeriodParamsSchema,
  addDropPeriodsResponseSchema,
  addDropPrintRecordResponseSchema,
  addDropPrintResponseSchema,
  addDropQueueResponseSchema,
  addDropSubmitResponseSchema,
  semesterDatesResponseSchema,
  setSemesterDatesSchema,
  smsStudentSchema,
  startAddDropResponseSchema,
  startAddDropSchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import {
  addDropLog,
  addDropLogCsv,
  addDropQueue,
  decideAddDrop,
  getAddDropPrint,
  getStaffAddDropForm,
  listAddDropPeriodsForStaff,
  recordAddDropPrint,
  setSemesterDates,
  smsAddDropStudent,
} from './add-drop-desk.service.js';
import {
  addCourse,
  dropCourse,
  forwardAddDrop,
  getStudentAddDropForm,
  listAddDropPeriods,
  removeAddedCourse,
  startAddDrop,
  submitAddDrop,
  undoDrop,
} from './add-drop.service.js';

const tags = ['add/drop'];
const message = envelopeSchema(addDropMessageResponseSchema);

/** Add/drop (issue 12): the student's flow, the approval desk, prints, the log and the period dates. */
export async function addDropRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;

  // ---- the student's own add/drop ------------------------------------------------------------

  app.get(
    '/students/me/add-drops',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Periods with the student’s registration and add/drop in each, and the dialog each button opens',
        response: { 200: envelopeSchema(addDropPeriodsResponseSchema) },
      },
    },
    async (request) => ok(await listAddDropPeriods(deps, request.auth!.user)),
  );

  app.post(
    '/students/me/add-drops',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Start add/drop: a completed registration, add/drop opened; one per registration',
        body: startAddDropSchema,
        response: { 200: envelopeSchema(startAddDropResponseSchema) },
      },
    },
    async (request) => ok(await startAddDrop(deps, request.auth!.user, request.body)),
  );

  app.get(
    '/students/me/add-drops/:periodId',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'The add/drop form, priced by the server (one request for the whole screen)',
        params: addDropPeriodParamsSchema,
        response: { 200: envelopeSchema(addDropFormResponseSchema) },
      },
    },
    async (request) => ok(await getStudentAddDropForm(deps, request.auth!.user, request.params.periodId)),
  );

  app.post(
    '/students/me/add-drops/:periodId/added',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Add a course (not registered, offered to the level and mode; while started or disapproved)',
        params: addDropPeriodParamsSchema,
        body: addDropCourseSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await addCourse(deps, request.auth!.user, request.params.periodId, request.body.course_code)),
  );

  app.delete(
    '/students/me/add-drops/:periodId/added/:courseCode',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Remove an added course (while started or disapproved)',
        params: addDropCourseParamsSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(await removeAddedCourse(deps, request.auth!.user, request.params.periodId, request.params.courseCode)),
  );

  app.post(
    '/students/me/add-drops/:periodId/dropped',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Drop a registered course: it is marked To be Dropped (while started or disapproved)',
        params: addDropPeriodParamsSchema,
        body: addDropCourseSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(await dropCourse(deps, request.auth!.user, request.params.periodId, request.body.course_code)),
  );

  app.delete(
    '/students/me/add-drops/:periodId/dropped/:courseCode',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Undo a drop (while started or disapproved)',
        params: addDropCourseParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await undoDrop(deps, request.auth!.user, request.params.periodId, request.params.courseCode)),
  );

  app.post(
    '/students/me/add-drops/:periodId/forward',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'For Approval: forward to the DPAA’s office (at least one change; fixes the W/WF marks)',
        params: addDropPeriodParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await forwardAddDrop(deps, request.auth!.user, request.params.periodId)),
  );

  app.post(
    '/students/me/add-drops/:periodId/submit',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Submit & Print: one ledger entry for the net amount, balances and form number, completed',
        params: addDropPeriodParamsSchema,
        response: { 200: envelopeSchema(addDropSubmitResponseSchema) },
      },
    },
    async (request) => ok(await submitAddDrop(deps, request.auth!.user, request.params.periodId)),
  );

  app.get(
    '/students/me/add-drops/:periodId/print',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'The printable add/drop form with its QR code (completed add/drops)',
        params: addDropPeriodParamsSchema,
        response: { 200: envelopeSchema(addDropPrintResponseSchema) },
      },
    },
    async (request) => ok(await getAddDropPrint(deps, request.params.periodId, request.auth!.user.customId)),
  );

  // ---- staff: period choosers and dates ------------------------------------------------------

  app.get(
    '/add-drops/periods',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'Every period with its add/drop status, dates and counts (staff period choosers)',
        response: { 200: envelopeSchema(addDropPeriodListResponseSchema) },
      },
    },
    async () => ok(await listAddDropPeriodsForStaff(deps)),
  );

  app.put(
    '/periods/:periodId/dates',
    {
      config: { access: access.offices('managePeriods') },
      schema: {
        tags,
        summary: 'Set the start and mid-semester dates of a period (the add/drop W/WF rule)',
        params: addDropPeriodParamsSchema,
        body: setSemesterDatesSchema,
        response: { 200: envelopeSchema(semesterDatesResponseSchema) },
      },
    },
    async (request) => ok(await setSemesterDates(deps, request.auth!.user, request.params.periodId, request.body)),
  );

  // ---- staff: approval queue, log, forms and prints --------------------------------------------

  app.get(
    '/add-drops/:periodId/queue',
    {
      config: { access: access.offices('viewAddDropApprovals') },
      schema: {
        tags,
        summary: 'Add/drop forms awaiting the dean, in five groups (dean and ict)',
        params: addDropPeriodParamsSchema,
        response: { 200: envelopeSchema(addDropQueueResponseSchema) },
      },
    },
    async (request) => ok(await addDropQueue(deps, request.auth!.user, request.params.periodId)),
  );

  app.get(
    '/add-drops/:periodId/log',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'Students with an add/drop in the period, one page of 100 in five groups',
        params: addDropPeriodParamsSchema,
        querystring: addDropLogQuerySchema,
        response: { 200: envelopeSchema(addDropLogResponseSchema) },
      },
    },
    async (request) => ok(await addDropLog(deps, request.auth!.user, request.params.periodId, request.query)),
  );

  app.get(
    '/add-drops/:periodId/log.csv',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'The whole add/drop log of the period as a CSV file',
        params: addDropPeriodParamsSchema,
        querystring: addDropLogQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await addDropLogCsv(deps, request.auth!.user, request.params.periodId, request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="add-drop-log-${request.params.periodId}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/add-drops/:periodId/:customId',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'A student’s add/drop form with the Process Form panel of the office',
        params: addDropFormParamsSchema,
        response: { 200: envelopeSchema(addDropFormResponseSchema) },
      },
    },
    async (request) =>
      ok(await getStaffAddDropForm(deps, request.auth!.user, request.params.periodId, request.params.customId)),
  );

  app.post(
    '/add-drops/:periodId/:customId/decision',
    {
      config: { access: access.offices('approveAddDrops') },
      schema: {
        tags,
        summary: 'Approve (incomplete) or disapprove (disapproved) a form awaiting the dean; comment required',
        params: addDropFormParamsSchema,
        body: addDropDecisionSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(await decideAddDrop(deps, request.auth!.user, request.params.periodId, request.params.customId, request.body)),
  );

  app.post(
    '/add-drops/:periodId/:customId/sms',
    {
      config: { access: access.offices('viewLogs'), rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send the student an SMS from the Process Form panel (1 to 100 characters)',
        params: addDropFormParamsSchema,
        body: smsStudentSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(
        await smsAddDropStudent(
          deps,
          request.auth!.user,
          request.params.periodId,
          request.params.customId,
          request.body.message,
        ),
      ),
  );

  app.get(
    '/add-drops/:periodId/:customId/print',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'The printable add/drop form with its QR code',
        params: addDropFormParamsSchema,
        response: { 200: envelopeSchema(addDropPrintResponseSchema) },
      },
    },
    async (request) => ok(await getAddDropPrint(deps, request.params.periodId, request.params.customId)),
  );

  app.post(
    '/add-drops/:periodId/:customId/prints',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'Record that the bursar, registrar or dean printed a completed add/drop form',
        params: addDropFormParamsSchema,
        response: { 200: envelopeSchema(addDropPrintRecordResponseSchema) },
      },
    },
    async (request) =>
      ok(await recordAddDropPrint(deps, request.auth!.user, request.params.periodId, request.params.customId)),
  );
}
