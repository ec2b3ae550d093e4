import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allocateBedResponseSchema,
  allocateBedSchema,
  applyForHostelResponseSchema,
  applyForHostelSchema,
  chooseHostelResponseSchema,
  chooseHostelSchema,
  hostelApplicationParamsSchema,
  hostelBalanceSchema,
  hostelFormResponseSchema,
  hostelMessageResponseSchema,
  hostelPeriodParamsSchema,
  hostelPeriodsResponseSchema,
  hostelPrintRecordedResponseSchema,
  hostelPrintResponseSchema,
  hostelQueueQuerySchema,
  hostelQueueResponseSchema,
  hostelSmsSchema,
  rejectHostelSchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import {
  applyForHostel,
  chooseHostel,
  getHostelPrint,
  getStudentHostelForm,
  listHostelPeriods,
} from './hostel-applications.service.js';
import {
  allocateBed,
  getStaffHostelForm,
  hostelQueue,
  recordHostelPrint,
  rejectHostelApplication,
  smsHostelStudent,
  updateHostelBalance,
} from './hostel-desk.service.js';

const tags = ['hostel applications'];
const message = envelopeSchema(hostelMessageResponseSchema);

/** Hostel applications (issue 13): the student's request, the bursary and porter desk, the proof. */
export async function hostelApplicationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;

  // ---- the student's own application -------------------------------------------------------

  app.get(
    '/students/me/hostel-applications',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Periods with accommodation status, whether registration is completed, and the application in each',
        response: { 200: envelopeSchema(hostelPeriodsResponseSchema) },
      },
    },
    async (request) => ok(await listHostelPeriods(deps, request.auth!.user)),
  );

  app.post(
    '/students/me/hostel-applications',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Apply for hostel accommodation (registration completed; one application per period)',
        body: applyForHostelSchema,
        response: { 200: envelopeSchema(applyForHostelResponseSchema) },
      },
    },
    async (request) => ok(await applyForHostel(deps, request.auth!.user, request.body)),
  );

  app.get(
    '/students/me/hostel-applications/:periodId',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'The Hostel Request Form with the hostel cards (one request for the whole screen)',
        params: hostelPeriodParamsSchema,
        response: { 200: envelopeSchema(hostelFormResponseSchema) },
      },
    },
    async (request) => ok(await getStudentHostelForm(deps, request.auth!.user, request.params.periodId)),
  );

  app.post(
    '/students/me/hostel-applications/:periodId/choice',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Request a hostel: opened, with a free bedspace, covered by the wallet (cost and caution)',
        params: hostelPeriodParamsSchema,
        body: chooseHostelSchema,
        response: { 200: envelopeSchema(chooseHostelResponseSchema) },
      },
    },
    async (request) =>
      ok(await chooseHostel(deps, request.auth!.user, request.params.periodId, request.body.hostel_id)),
  );

  app.get(
    '/students/me/hostel-applications/:periodId/print',
    {
      config: { access: access.students() },
      schema: {
        tags,
        summary: 'Proof of Hostel Allocation with its QR code (complete applications)',
        params: hostelPeriodParamsSchema,
        response: { 200: envelopeSchema(hostelPrintResponseSchema) },
      },
    },
    async (request) => ok(await getHostelPrint(deps, request.params.periodId, request.auth!.user.customId)),
  );

  // ---- the bursary and porter desk ---------------------------------------------------------

  app.get(
    '/hostel-applications/:periodId',
    {
      config: { access: access.offices('viewHostels') },
      schema: {
        tags,
        summary:
          'Hostel requests of a period: the bursar sees awaiting bursar, the porter awaiting porter, ict and the auditor both; any status as a filter',
        params: hostelPeriodParamsSchema,
        querystring: hostelQueueQuerySchema,
        response: { 200: envelopeSchema(hostelQueueResponseSchema) },
      },
    },
    async (request) => ok(await hostelQueue(deps, request.auth!.user, request.params.periodId, request.query)),
  );

  app.get(
    '/hostel-applications/:periodId/:customId',
    {
      config: { access: access.offices('viewHostels') },
      schema: {
        tags,
        summary: 'A student’s hostel form with the process panel of the office',
        params: hostelApplicationParamsSchema,
        response: { 200: envelopeSchema(hostelFormResponseSchema) },
      },
    },
    async (request) =>
      ok(await getStaffHostelForm(deps, request.auth!.user, request.params.periodId, request.params.customId)),
  );

  app.post(
    '/hostel-applications/:periodId/:customId/balance',
    {
      config: { access: access.offices('hostelBursarStep') },
      schema: {
        tags,
        summary: 'Enter the accommodation balance from the bursary ledger: an adjustment of the difference',
        params: hostelApplicationParamsSchema,
        body: hostelBalanceSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(
        await updateHostelBalance(
          deps,
          request.auth!.user,
          request.params.periodId,
          request.params.customId,
          request.body,
        ),
      ),
  );

  app.post(
    '/hostel-applications/:periodId/:customId/rejection',
    {
      config: { access: access.offices('rejectHostel') },
      schema: {
        tags,
        summary: 'Reject the request with a comment; the student may choose again',
        params: hostelApplicationParamsSchema,
        body: rejectHostelSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(
        await rejectHostelApplication(
          deps,
          request.auth!.user,
          request.params.periodId,
          request.params.customId,
          request.body.comment,
        ),
      ),
  );

  app.post(
    '/hostel-applications/:periodId/:customId/allocation',
    {
      config: { access: access.offices('allocateBeds') },
      schema: {
        tags,
        summary: 'Allocate Bunk: a bedspace of the chosen hostel; one debit of cost and caution',
        params: hostelApplicationParamsSchema,
        body: allocateBedSchema,
        response: { 200: envelopeSchema(allocateBedResponseSchema) },
      },
    },
    async (request) =>
      ok(await allocateBed(deps, request.auth!.user, request.params.periodId, request.params.customId, request.body)),
  );

  app.post(
    '/hostel-applications/:periodId/:customId/sms',
    {
      config: { access: access.offices('viewHostels'), rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send the student an SMS from the process panel (1 to 100 characters)',
        params: hostelApplicationParamsSchema,
        body: hostelSmsSchema,
        response: { 200: message },
      },
    },
    async (request) =>
      ok(
        await smsHostelStudent(
          deps,
          request.auth!.user,
          request.params.periodId,
          request.params.customId,
          request.body.message,
        ),
      ),
  );

  app.get(
    '/hostel-applications/:periodId/:customId/print',
    {
      config: { access: access.offices('viewHostels') },
      schema: {
        tags,
        summary: 'Proof of Hostel Allocation with its QR code (complete applications)',
        params: hostelApplicationParamsSchema,
        response: { 200: envelopeSchema(hostelPrintResponseSchema) },
      },
    },
    async (request) => ok(await getHostelPrint(deps, request.params.periodId, request.params.customId)),
  );

  app.post(
    '/hostel-applications/:periodId/:customId/prints',
    {
      config: { access: access.offices('viewHostels') },
      schema: {
        tags,
        summary: 'Record that the porter or the bursar printed the proof (complete applications)',
        params: hostelApplicationParamsSchema,
        response: { 200: envelopeSchema(hostelPrintRecordedResponseSchema) },
      },
    },
    async (request) =>
      ok(await recordHostelPrint(deps, request.auth!.user, request.params.periodId, request.params.customId)),
  );
}
