import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseFeeSchema, FEE_BANDS, PROGRAMME_LEVELS } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { periodIdParam } from '../periods/periods.routes.js';
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
        params: periodIdParam,
        response: {
          200: envelopeSchema(
            z.object({
              period_id: z.string(),
              items: z.array(
                z.object({
                  prog_category: z.enum(PROGRAMME_LEVELS),
                  band: z.enum(FEE_BANDS),
                  amount_kobo: z.number().nullable(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => ok(await courseFeesOf(root.db, request.params.periodId)),
  );

  app.put(
    '/course-fees/:periodId',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['course fees'],
        summary: 'Set the fee per credit hour of a programme level and band (whole naira)',
        params: periodIdParam,
        body: courseFeeSchema,
        response: { 200: envelopeSchema(z.object({ message: z.string() })) },
      },
    },
    async (request) => ok(await saveCourseFee(root, request.auth!.user, request.params.periodId, request.body)),
  );

  app.post(
    '/course-fees/:periodId/copy-previous',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['course fees'],
        summary: 'Copy the fees of the latest earlier period that has any, without overwriting fees already set',
        params: periodIdParam,
        response: { 200: envelopeSchema(z.object({ copied: z.number(), from_period_id: z.string() })) },
      },
    },
    async (request) => ok(await copyPreviousCourseFees(root, request.auth!.user, request.params.periodId)),
  );

  app.get(
    '/course-fees/:periodId/rate',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['course fees'],
        summary: 'The fee per credit hour for a programme level and band in a period',
        params: periodIdParam,
        querystring: z.object({ prog_category: z.enum(PROGRAMME_LEVELS), band: z.enum(FEE_BANDS) }),
        response: { 200: envelopeSchema(z.object({ amount_kobo: z.number() })) },
      },
    },
    async (request) =>
      ok(
        await courseFeeRate(root.db, {
          periodId: request.params.periodId,
          progCategory: request.query.prog_category,
          band: request.query.band,
        }),
      ),
  );
}
