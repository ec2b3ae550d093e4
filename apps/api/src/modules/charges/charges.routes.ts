import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chargeSchema, departmentalChargeSchema } from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import { listCharges, removeSeminaryCharge, saveDepartmentalCharge, saveSeminaryCharge } from './charges.service.js';

const level = z.enum(['undergraduate', 'postgraduate']);
const message = envelopeSchema(z.object({ message: z.string() }));

export async function chargeRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/charges',
    {
      config: { access: access.offices('viewCharges') },
      schema: {
        tags: ['charges'],
        summary: 'Seminary charges, and departmental charges of every listed department (null when unset)',
        response: {
          200: envelopeSchema(
            z.object({
              seminary: z.array(
                z.object({
                  id: z.number(),
                  level,
                  student_type: z.enum(['new', 'returning']),
                  mode: z.enum(['in_person', 'virtual']),
                  item: z.string(),
                  amount_kobo: z.number(),
                }),
              ),
              departmental: z.array(z.object({ level, department: z.string(), amount_kobo: z.number().nullable() })),
            }),
          ),
        },
      },
    },
    async () => ok(await listCharges(root.db)),
  );

  app.put(
    '/charges/seminary',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['charges'],
        summary: 'Input New Charge / Edit: set a seminary charge item (whole naira)',
        body: chargeSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await saveSeminaryCharge(root, request.auth!.user, request.body)),
  );

  app.delete(
    '/charges/seminary/:id',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['charges'],
        summary: 'Remove a seminary charge item',
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: message },
      },
    },
    async (request) => ok(await removeSeminaryCharge(root, request.auth!.user, request.params.id)),
  );

  app.put(
    '/charges/departmental',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['charges'],
        summary: 'Set the departmental charge of a department (whole naira)',
        body: departmentalChargeSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await saveDepartmentalCharge(root, request.auth!.user, request.body)),
  );
}
