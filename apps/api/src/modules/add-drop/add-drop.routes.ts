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
  MESSAGES,
  ADD_DROP_MESSAGES,
} from '@portal/domain';
import { sendCsv } from '../../lib/csv-rows.js';
import { routeTable } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { deskRoutes } from '../workflow/index.js';
import {
  addDropLog,
  addDropLogCsvRows,
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

/** Add/drop (issue 12): the student's flow, the approval desk, prints, the log and the period dates. */
export async function addDropRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;
  const route = routeTable(root, { tags });

  // ---- the student's own add/drop ------------------------------------------------------------

  route.get(
    '/students/me/add-drops',
    {
      access: access.students(),
      operationId: 'listMyAddDrops',
      summary: 'Periods with the student’s registration and add/drop in each, and the dialog each button opens',
      response: addDropPeriodsResponseSchema,
    },
    (request) => listAddDropPeriods(deps, request.auth!.user),
  );

  route.post(
    '/students/me/add-drops',
    {
      access: access.students(),
      operationId: 'startMyAddDrop',
      summary: 'Start add/drop: a completed registration, add/drop opened; one per registration',
      body: startAddDropSchema,
      response: startAddDropResponseSchema,
      errors: {
        NOT_FOUND: [MESSAGES.notFound],
        CONFLICT: [ADD_DROP_MESSAGES.closed, ADD_DROP_MESSAGES.incompleteRegistration, ADD_DROP_MESSAGES.notRegistered],
      },
    },
    (request) => startAddDrop(deps, request.auth!.user, request.body),
  );

  route.get(
    '/students/me/add-drops/:periodId',
    {
      access: access.students(),
      operationId: 'getMyAddDrop',
      summary: 'The add/drop form, priced by the server (one request for the whole screen)',
      params: addDropPeriodParamsSchema,
      response: addDropFormResponseSchema,
      errors: { NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop] },
    },
    (request) => getStudentAddDropForm(deps, request.auth!.user, request.params.periodId),
  );

  route.post(
    '/students/me/add-drops/:periodId/added',
    {
      access: access.students(),
      operationId: 'addMyAddDropCourse',
      summary: 'Add a course (not registered, offered to the level and mode; while started or disapproved)',
      params: addDropPeriodParamsSchema,
      body: addDropCourseSchema,
      response: addDropMessageResponseSchema,
      errors: {
        VALIDATION: [ADD_DROP_MESSAGES.courseUnavailable],
        NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop, MESSAGES.notFound],
        CONFLICT: [ADD_DROP_MESSAGES.closed, ADD_DROP_MESSAGES.alreadyRegistered, ADD_DROP_MESSAGES.alreadyAdded],
      },
    },
    (request) => addCourse(deps, request.auth!.user, request.params.periodId, request.body.course_code),
  );

  route.delete(
    '/students/me/add-drops/:periodId/added/:courseCode',
    {
      access: access.students(),
      operationId: 'removeMyAddDropCourse',
      summary: 'Remove an added course (while started or disapproved)',
      params: addDropCourseParamsSchema,
      response: addDropMessageResponseSchema,
      errors: {
        NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop, MESSAGES.notFound, ADD_DROP_MESSAGES.notAdded],
        CONFLICT: [ADD_DROP_MESSAGES.closed],
      },
    },
    (request) => removeAddedCourse(deps, request.auth!.user, request.params.periodId, request.params.courseCode),
  );

  route.post(
    '/students/me/add-drops/:periodId/dropped',
    {
      access: access.students(),
      operationId: 'dropMyRegisteredCourse',
      summary: 'Drop a registered course: it is marked To be Dropped (while started or disapproved)',
      params: addDropPeriodParamsSchema,
      body: addDropCourseSchema,
      response: addDropMessageResponseSchema,
      errors: {
        NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop, MESSAGES.notFound],
        CONFLICT: [ADD_DROP_MESSAGES.closed, ADD_DROP_MESSAGES.notRegisteredCourse, ADD_DROP_MESSAGES.alreadyDropped],
      },
    },
    (request) => dropCourse(deps, request.auth!.user, request.params.periodId, request.body.course_code),
  );

  route.delete(
    '/students/me/add-drops/:periodId/dropped/:courseCode',
    {
      access: access.students(),
      operationId: 'undoMyCourseDrop',
      summary: 'Undo a drop (while started or disapproved)',
      params: addDropCourseParamsSchema,
      response: addDropMessageResponseSchema,
      errors: {
        NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop, MESSAGES.notFound, ADD_DROP_MESSAGES.notDropped],
        CONFLICT: [ADD_DROP_MESSAGES.closed],
      },
    },
    (request) => undoDrop(deps, request.auth!.user, request.params.periodId, request.params.courseCode),
  );

  route.post(
    '/students/me/add-drops/:periodId/forward',
    {
      access: access.students(),
      operationId: 'forwardMyAddDrop',
      summary: 'For Approval: forward to the DPAA’s office (at least one change; fixes the W/WF marks)',
      params: addDropPeriodParamsSchema,
      response: addDropMessageResponseSchema,
      errors: {
        VALIDATION: [ADD_DROP_MESSAGES.noChanges],
        NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop, MESSAGES.notFound],
        CONFLICT: [ADD_DROP_MESSAGES.closed],
      },
    },
    (request) => forwardAddDrop(deps, request.auth!.user, request.params.periodId),
  );

  route.post(
    '/students/me/add-drops/:periodId/submit',
    {
      access: access.students(),
      operationId: 'submitMyAddDrop',
      summary: 'Submit & Print: one ledger entry for the net amount, balances and form number, completed',
      params: addDropPeriodParamsSchema,
      response: addDropSubmitResponseSchema,
      errors: {
        NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop],
        CONFLICT: [
          ADD_DROP_MESSAGES.insufficientWallet,
          ADD_DROP_MESSAGES.noAddDrop,
          ADD_DROP_MESSAGES.wrongState,
          ADD_DROP_MESSAGES.noCourseFee,
        ],
      },
    },
    (request) => submitAddDrop(deps, request.auth!.user, request.params.periodId),
  );

  route.get(
    '/students/me/add-drops/:periodId/print',
    {
      access: access.students(),
      operationId: 'printMyAddDrop',
      summary: 'The printable add/drop form with its QR code (completed add/drops)',
      params: addDropPeriodParamsSchema,
      response: addDropPrintResponseSchema,
      errors: { NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop], CONFLICT: [ADD_DROP_MESSAGES.notCompleted] },
    },
    (request) => getAddDropPrint(deps, request.params.periodId, request.auth!.user.customId),
  );

  // ---- staff: period choosers and dates ------------------------------------------------------

  route.get(
    '/add-drops/periods',
    {
      access: access.offices('viewLogs'),
      operationId: 'listAddDropPeriods',
      summary: 'Every period with its add/drop status, dates and counts (staff period choosers)',
      response: addDropPeriodListResponseSchema,
    },
    () => listAddDropPeriodsForStaff(deps),
  );

  route.put(
    '/periods/:periodId/dates',
    {
      access: access.offices('managePeriods'),
      operationId: 'setPeriodDates',
      summary: 'Set the start and mid-semester dates of a period (the add/drop W/WF rule)',
      params: addDropPeriodParamsSchema,
      body: setSemesterDatesSchema,
      response: semesterDatesResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => setSemesterDates(deps, request.auth!.user, request.params.periodId, request.body),
  );

  // ---- staff: approval queue, log, forms and prints --------------------------------------------

  route.get(
    '/add-drops/:periodId/queue',
    {
      access: access.offices('viewAddDropApprovals'),
      operationId: 'listAddDropQueue',
      summary: 'Add/drop forms awaiting the dean, in five groups (dean and ict)',
      params: addDropPeriodParamsSchema,
      response: addDropQueueResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => addDropQueue(deps, request.auth!.user, request.params.periodId),
  );

  route.get(
    '/add-drops/:periodId/log',
    {
      access: access.offices('viewLogs'),
      operationId: 'listAddDropLog',
      summary: 'Students with an add/drop in the period, one page of 100 in five groups',
      params: addDropPeriodParamsSchema,
      query: addDropLogQuerySchema,
      response: addDropLogResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => addDropLog(deps, request.auth!.user, request.params.periodId, request.query),
  );

  app.get(
    '/add-drops/:periodId/log.csv',
    {
      config: {
        access: access.offices('viewLogs'),
        operationId: 'exportAddDropLogCsv',
        errors: { NOT_FOUND: [MESSAGES.notFound] },
      },
      schema: {
        tags,
        summary: 'The whole add/drop log of the period as a CSV file',
        params: addDropPeriodParamsSchema,
        querystring: addDropLogQuerySchema,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `add-drop-log-${request.params.periodId}.csv`,
        await addDropLogCsvRows(deps, request.auth!.user, request.params.periodId, request.query),
      ),
  );

  deskRoutes(route, deps, {
    base: '/add-drops',
    params: addDropFormParamsSchema,
    viewers: access.offices('viewLogs'),
    message: addDropMessageResponseSchema,
    form: {
      operationId: 'getAddDropForm',
      summary: 'A student’s add/drop form with the Process Form panel of the office',
      response: addDropFormResponseSchema,
      call: getStaffAddDropForm,
      errors: { NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop] },
    },
    decision: {
      access: access.offices('approveAddDrops'),
      operationId: 'decideAddDropForm',
      summary: 'Approve (incomplete) or disapprove (disapproved) a form awaiting the dean; comment required',
      body: addDropDecisionSchema,
      call: decideAddDrop,
      errors: { NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop, MESSAGES.notFound] },
    },
    sms: {
      operationId: 'sendAddDropFormSms',
      summary: 'Send the student an SMS from the Process Form panel (1 to 100 characters)',
      body: smsStudentSchema,
      call: smsAddDropStudent,
      errors: { NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop], CONFLICT: [MESSAGES.noPhone] },
    },
    print: {
      operationId: 'printAddDropForm',
      summary: 'The printable add/drop form with its QR code',
      response: addDropPrintResponseSchema,
      call: getAddDropPrint,
      errors: { NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop], CONFLICT: [ADD_DROP_MESSAGES.notCompleted] },
    },
    prints: {
      operationId: 'recordAddDropFormPrint',
      summary: 'Record that the bursar, registrar or dean printed a completed add/drop form',
      response: addDropPrintRecordResponseSchema,
      call: recordAddDropPrint,
      errors: { NOT_FOUND: [ADD_DROP_MESSAGES.noAddDrop] },
    },
  });
}
