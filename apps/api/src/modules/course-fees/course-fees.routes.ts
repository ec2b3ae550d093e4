import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  copyCourseFeesResponseSchema,
  courseFeeRateQuerySchema,
  courseFeeRateResponseSchema,
  courseFeeSchema,
  messageResponseSchema,
  periodCourseFeesResponseSchema,
  periodIdParamsSchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { copyPreviousCourseFees, courseFeeRate, courseFeesOf, saveCourseFee } from './course-fees.service.js';

export async function courseFeeRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/course-fees/:periodId',
    {
      config: { access: access.offices('viewCharges') },
      schema: {
        tags: ['course fees'],
        summary: 'Fee per credit hour of a period for every programme level and band (null when unset)',
        params: periodIdParamsSchema,
        response: { 200: envelopeSchema(periodCourseFeesResponseSchema) },
      },
    },
    async (request) => ok(await courseFeesOf(app.deps.db, request.params.periodId)),
  );

  app.put(
    '/course-fees/:periodId',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['course fees'],
        summary: 'Set the fee per credit hour of a programme level and band (whole naira)',
        params: periodIdParamsSchema,
        body: courseFeeSchema,
        response: { 200: envelopeSchema(messageResponseSchema) },
      },
    },
    async (request) => ok(await saveCourseFee(app.deps, request.auth!.user, request.params.periodId, request.body)),
  );

  app.post(
    '/course-fees/:periodId/copy-previous',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['course fees'],
        summary: 'Copy the fees of the latest earlier period that has any, without overwriting fees already set',
        params: periodIdParamsSchema,
        response: { 200: envelopeSchema(copyCourseFeesResponseSchema) },
      },
    },
    async (request) => ok(await copyPreviousCourseFees(app.deps, request.auth!.user, request.params.periodId)),
  );

  app.get(
    '/course-fees/:periodId/rate',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['course fees'],
        summary: 'The fee per credit hour for a programme level and band in a period',
        params: periodIdParamsSchema,
        querystring: courseFeeRateQuerySchema,
        response: { 200: envelopeSchema(courseFeeRateResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await courseFeeRate(app.deps.db, {
          periodId: request.params.periodId,
          progCategory: request.query.prog_category,
          band: request.query.band,
        }),
      ),
  );
}
