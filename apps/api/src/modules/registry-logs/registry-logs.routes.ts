import type { z } from 'zod';
import {
  enrollmentStatisticsResponseSchema,
  healthInsuranceLogResponseSchema,
  newStudentsLogResponseSchema,
  registrationLogCsvQuerySchema,
  registrationLogQuerySchema,
  registrationLogResponseSchema,
  registryLogCsvQuerySchema,
  registryLogQuerySchema,
  registryPeriodParamsSchema,
  type CsvRows,
  MESSAGES,
} from '@portal/domain';
import { sendCsv } from '../../lib/csv-rows.js';
import type { RouteErrors } from '../../lib/api-document.js';
import { routeModule, type InputSchema, type RouteRequest } from '../../lib/route-table.js';
import { access, type AccessPolicy } from '../../plugins/access.js';
import {
  enrollmentStatisticsCsvRows,
  enrollmentStatisticsOf,
  healthInsuranceCsvRows,
  healthInsuranceLog,
  newStudentsCsvRows,
  newStudentsLog,
  registrationLog,
  registrationLogCsvRows,
} from './registry-logs.service.js';

type Params = typeof registryPeriodParamsSchema;
type Query = InputSchema | undefined;

/** A log of a period: its screen (a page) and, at the same path plus `.csv`, its CSV of every matching row. */
interface LogDefinition<Q extends Query, C extends Query, R extends z.ZodType> {
  access: AccessPolicy;
  operationId: string;
  summary: string;
  csvOperationId: string;
  csvSummary: string;
  /** The CSV file's name before `-<periodId>.csv`. */
  csvName: string;
  query?: Q;
  csvQuery?: C;
  response: R;
}

/** The registry logs and enrollment statistics (issue 11): one request per screen or page. */
export const registryLogRoutes = routeModule({ tags: ['registry logs'] }, (route, deps) => {
  function log<R extends z.ZodType, Q extends Query = undefined, C extends Query = undefined>(
    path: string,
    definition: LogDefinition<Q, C, R>,
    page: (request: RouteRequest<Params, Q>) => Promise<z.input<R>>,
    csv: (request: RouteRequest<Params, C>) => Promise<CsvRows>,
  ) {
    const {
      access: policy,
      operationId,
      summary,
      csvOperationId,
      csvSummary,
      csvName,
      query,
      csvQuery,
      response,
    } = definition;
    const params = registryPeriodParamsSchema;
    // Every log reads its period first: an unknown one answers 404.
    const errors: RouteErrors = { NOT_FOUND: [MESSAGES.notFound] };
    route.get(
      `/registry-logs/:periodId/${path}`,
      { access: policy, operationId, summary, params, query, response, errors },
      page,
    );
    route.file(
      `/registry-logs/:periodId/${path}.csv`,
      { access: policy, operationId: csvOperationId, summary: csvSummary, params, query: csvQuery, errors },
      async (request, reply) => sendCsv(reply, `${csvName}-${request.params.periodId}.csv`, await csv(request)),
    );
  }

  const viewers = access.offices('viewLogs');

  log(
    'registrations',
    {
      access: viewers,
      operationId: 'listRegistrationLog',
      summary: 'Registration log: every registration of the period in five groups, a page (status filter, search)',
      csvOperationId: 'exportRegistrationLogCsv',
      csvSummary: 'Registration log as CSV (every matching row)',
      csvName: 'registration-log',
      query: registrationLogQuerySchema,
      csvQuery: registrationLogCsvQuerySchema,
      response: registrationLogResponseSchema,
    },
    ({ auth, params, query }) => registrationLog(deps, auth!.user, params.periodId, query),
    ({ auth, params, query }) => registrationLogCsvRows(deps, auth!.user, params.periodId, query),
  );

  log(
    'new-students',
    {
      access: viewers,
      operationId: 'listNewStudentsLog',
      summary: 'New students log: completed registrations of fresh students, a page',
      csvOperationId: 'exportNewStudentsLogCsv',
      csvSummary: 'New students log as CSV',
      csvName: 'new-students-log',
      query: registryLogQuerySchema,
      csvQuery: registryLogCsvQuerySchema,
      response: newStudentsLogResponseSchema,
    },
    ({ params, query }) => newStudentsLog(deps, params.periodId, query),
    ({ params, query }) => newStudentsCsvRows(deps, params.periodId, query),
  );

  log(
    'health-insurance',
    {
      access: access.offices('viewHealthInsuranceLog'),
      operationId: 'listHealthInsuranceLog',
      summary: 'Health insurance log: completed registrations charged the Health Insurance item, a page and the total',
      csvOperationId: 'exportHealthInsuranceLogCsv',
      csvSummary: 'Health insurance log as CSV, with the total',
      csvName: 'health-insurance-log',
      query: registryLogQuerySchema,
      csvQuery: registryLogCsvQuerySchema,
      response: healthInsuranceLogResponseSchema,
    },
    ({ params, query }) => healthInsuranceLog(deps, params.periodId, query),
    ({ params, query }) => healthInsuranceCsvRows(deps, params.periodId, query),
  );

  log(
    'enrollment-statistics',
    {
      access: viewers,
      operationId: 'getEnrollmentStatistics',
      summary: 'Enrollment statistics: programme category by registration status, with totals (one query)',
      csvOperationId: 'exportEnrollmentStatisticsCsv',
      csvSummary: 'Enrollment statistics as CSV',
      csvName: 'enrollment-statistics',
      response: enrollmentStatisticsResponseSchema,
    },
    ({ params }) => enrollmentStatisticsOf(deps, params.periodId),
    ({ params }) => enrollmentStatisticsCsvRows(deps, params.periodId),
  );
});
