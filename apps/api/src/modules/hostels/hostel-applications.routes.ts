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
  MESSAGES,
  HOSTEL_MESSAGES,
  WALLET_MESSAGES,
} from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { deskRoutes } from '../workflow/index.js';
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

/** Hostel applications (issue 13): the student's request, the bursary and porter desk, the proof. */
export const hostelApplicationRoutes = routeModule({ tags }, (route, deps) => {
  // ---- the student's own application -------------------------------------------------------

  route.get(
    '/students/me/hostel-applications',
    {
      access: access.students(),
      operationId: 'listMyHostelApplications',
      summary: 'Periods with accommodation status, whether registration is completed, and the application in each',
      response: hostelPeriodsResponseSchema,
    },
    (request) => listHostelPeriods(deps, request.auth!.user),
  );

  route.post(
    '/students/me/hostel-applications',
    {
      access: access.students(),
      operationId: 'startMyHostelApplication',
      summary: 'Apply for hostel accommodation (registration completed; one application per period)',
      body: applyForHostelSchema,
      response: applyForHostelResponseSchema,
      errors: {
        NOT_FOUND: [MESSAGES.notFound],
        CONFLICT: [HOSTEL_MESSAGES.accommodationClosed, HOSTEL_MESSAGES.notRegistered],
      },
    },
    (request) => applyForHostel(deps, request.auth!.user, request.body),
  );

  route.get(
    '/students/me/hostel-applications/:periodId',
    {
      access: access.students(),
      operationId: 'getMyHostelApplication',
      summary: 'The Hostel Request Form with the hostel cards (one request for the whole screen)',
      params: hostelPeriodParamsSchema,
      response: hostelFormResponseSchema,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noApplication] },
    },
    (request) => getStudentHostelForm(deps, request.auth!.user, request.params.periodId),
  );

  route.post(
    '/students/me/hostel-applications/:periodId/choice',
    {
      access: access.students(),
      operationId: 'chooseMyHostel',
      summary: 'Request a hostel: opened, with a free bedspace, covered by the wallet (cost and caution)',
      params: hostelPeriodParamsSchema,
      body: chooseHostelSchema,
      response: chooseHostelResponseSchema,
      errors: {
        NOT_FOUND: [HOSTEL_MESSAGES.noApplication, HOSTEL_MESSAGES.noHostel, MESSAGES.notFound],
        CONFLICT: [HOSTEL_MESSAGES.accommodationClosed],
      },
    },
    (request) => chooseHostel(deps, request.auth!.user, request.params.periodId, request.body.hostel_id),
  );

  route.get(
    '/students/me/hostel-applications/:periodId/print',
    {
      access: access.students(),
      operationId: 'printMyHostelAllocation',
      summary: 'Proof of Hostel Allocation with its QR code (complete applications)',
      params: hostelPeriodParamsSchema,
      response: hostelPrintResponseSchema,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noApplication], CONFLICT: [HOSTEL_MESSAGES.notComplete] },
    },
    (request) => getHostelPrint(deps, request.params.periodId, request.auth!.user.customId),
  );

  // ---- the bursary and porter desk ---------------------------------------------------------

  route.get(
    '/hostel-applications/:periodId',
    {
      access: access.offices('viewHostels'),
      operationId: 'listHostelApplications',
      summary:
        'Hostel requests of a period: the bursar sees awaiting bursar, the porter awaiting porter, ict and the auditor both; any status as a filter',
      params: hostelPeriodParamsSchema,
      query: hostelQueueQuerySchema,
      response: hostelQueueResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => hostelQueue(deps, request.auth!.user, request.params.periodId, request.query),
  );

  route.post(
    '/hostel-applications/:periodId/:customId/balance',
    {
      access: access.offices('hostelBursarStep'),
      operationId: 'enterAccommodationBalance',
      summary: 'Enter the accommodation balance from the bursary ledger: an adjustment of the difference',
      params: hostelApplicationParamsSchema,
      body: hostelBalanceSchema,
      response: hostelMessageResponseSchema,
      errors: {
        NOT_FOUND: [HOSTEL_MESSAGES.noApplication, MESSAGES.notFound],
        CONFLICT: [WALLET_MESSAGES.balanceChanged],
      },
    },
    (request) =>
      updateHostelBalance(deps, request.auth!.user, request.params.periodId, request.params.customId, request.body),
  );

  route.post(
    '/hostel-applications/:periodId/:customId/rejection',
    {
      access: access.offices('rejectHostel'),
      operationId: 'rejectHostelApplication',
      summary: 'Reject the request with a comment; the student may choose again',
      params: hostelApplicationParamsSchema,
      body: rejectHostelSchema,
      response: hostelMessageResponseSchema,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noApplication, MESSAGES.notFound] },
    },
    (request) =>
      rejectHostelApplication(
        deps,
        request.auth!.user,
        request.params.periodId,
        request.params.customId,
        request.body.comment,
      ),
  );

  route.post(
    '/hostel-applications/:periodId/:customId/allocation',
    {
      access: access.offices('allocateBeds'),
      operationId: 'allocateBedspace',
      summary: 'Allocate Bunk: a bedspace of the chosen hostel; one debit of cost and caution',
      params: hostelApplicationParamsSchema,
      body: allocateBedSchema,
      response: allocateBedResponseSchema,
      errors: {
        NOT_FOUND: [HOSTEL_MESSAGES.noApplication, HOSTEL_MESSAGES.noBed, HOSTEL_MESSAGES.noHostel, MESSAGES.notFound],
        CONFLICT: [
          HOSTEL_MESSAGES.bedClosed,
          HOSTEL_MESSAGES.bedNotInHostel,
          HOSTEL_MESSAGES.bedTaken,
          HOSTEL_MESSAGES.hostelClosed,
          HOSTEL_MESSAGES.staffInsufficient,
          HOSTEL_MESSAGES.wrongState,
        ],
      },
    },
    (request) => allocateBed(deps, request.auth!.user, request.params.periodId, request.params.customId, request.body),
  );

  deskRoutes(route, deps, {
    base: '/hostel-applications',
    params: hostelApplicationParamsSchema,
    viewers: access.offices('viewHostels'),
    message: hostelMessageResponseSchema,
    form: {
      operationId: 'getHostelApplication',
      summary: 'A student’s hostel form with the process panel of the office',
      response: hostelFormResponseSchema,
      call: getStaffHostelForm,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noApplication] },
    },
    sms: {
      operationId: 'sendHostelApplicationSms',
      summary: 'Send the student an SMS from the process panel (1 to 100 characters)',
      body: hostelSmsSchema,
      call: smsHostelStudent,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noApplication, MESSAGES.notFound], CONFLICT: [MESSAGES.noPhone] },
    },
    print: {
      operationId: 'printHostelAllocation',
      summary: 'Proof of Hostel Allocation with its QR code (complete applications)',
      response: hostelPrintResponseSchema,
      call: getHostelPrint,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noApplication], CONFLICT: [HOSTEL_MESSAGES.notComplete] },
    },
    prints: {
      operationId: 'recordHostelAllocationPrint',
      summary: 'Record that the porter or the bursar printed the proof (complete applications)',
      response: hostelPrintRecordedResponseSchema,
      call: recordHostelPrint,
      errors: { NOT_FOUND: [HOSTEL_MESSAGES.noApplication], CONFLICT: [HOSTEL_MESSAGES.notComplete] },
    },
  });
});
