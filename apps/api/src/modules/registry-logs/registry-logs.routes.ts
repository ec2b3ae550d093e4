import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
} from '@portal/domain';
import { sendCsv } from '../../lib/csv-rows.js';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
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

const tags = ['registry logs'];

/** The registry logs and enrollment statistics (issue 11): one request per screen or page. */
export async function registryLogRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;

  app.get(
    '/registry-logs/:periodId/registrations',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'Registration log: every registration of the period in five groups, a page (status filter, search)',
        params: registryPeriodParamsSchema,
        querystring: registrationLogQuerySchema,
        response: { 200: envelopeSchema(registrationLogResponseSchema) },
      },
    },
    async (request) => ok(await registrationLog(deps, request.auth!.user, request.params.periodId, request.query)),
  );

  app.get(
    '/registry-logs/:periodId/registrations.csv',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'Registration log as CSV (every matching row)',
        params: registryPeriodParamsSchema,
        querystring: registrationLogCsvQuerySchema,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `registration-log-${request.params.periodId}.csv`,
        await registrationLogCsvRows(deps, request.auth!.user, request.params.periodId, request.query),
      ),
  );

  app.get(
    '/registry-logs/:periodId/new-students',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'New students log: completed registrations of fresh students, a page',
        params: registryPeriodParamsSchema,
        querystring: registryLogQuerySchema,
        response: { 200: envelopeSchema(newStudentsLogResponseSchema) },
      },
    },
    async (request) => ok(await newStudentsLog(deps, request.params.periodId, request.query)),
  );

  app.get(
    '/registry-logs/:periodId/new-students.csv',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'New students log as CSV',
        params: registryPeriodParamsSchema,
        querystring: registryLogCsvQuerySchema,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `new-students-log-${request.params.periodId}.csv`,
        await newStudentsCsvRows(deps, request.params.periodId, request.query),
      ),
  );

  app.get(
    '/registry-logs/:periodId/health-insurance',
    {
      config: { access: access.offices('viewHealthInsuranceLog') },
      schema: {
        tags,
        summary:
          'Health insurance log: completed registrations charged the Health Insurance item, a page and the total',
        params: registryPeriodParamsSchema,
        querystring: registryLogQuerySchema,
        response: { 200: envelopeSchema(healthInsuranceLogResponseSchema) },
      },
    },
    async (request) => ok(await healthInsuranceLog(deps, request.params.periodId, request.query)),
  );

  app.get(
    '/registry-logs/:periodId/health-insurance.csv',
    {
      config: { access: access.offices('viewHealthInsuranceLog') },
      schema: {
        tags,
        summary: 'Health insurance log as CSV, with the total',
        params: registryPeriodParamsSchema,
        querystring: registryLogCsvQuerySchema,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `health-insurance-log-${request.params.periodId}.csv`,
        await healthInsuranceCsvRows(deps, request.params.periodId, request.query),
      ),
  );

  app.get(
    '/registry-logs/:periodId/enrollment-statistics',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'Enrollment statistics: programme category by registration status, with totals (one query)',
        params: registryPeriodParamsSchema,
        response: { 200: envelopeSchema(enrollmentStatisticsResponseSchema) },
      },
    },
    async (request) => ok(await enrollmentStatisticsOf(deps, request.params.periodId)),
  );

  app.get(
    '/registry-logs/:periodId/enrollment-statistics.csv',
    {
      config: { access: access.offices('viewLogs') },
      schema: {
        tags,
        summary: 'Enrollment statistics as CSV',
        params: registryPeriodParamsSchema,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `enrollment-statistics-${request.params.periodId}.csv`,
        await enrollmentStatisticsCsvRows(deps, request.params.periodId),
      ),
  );
}
