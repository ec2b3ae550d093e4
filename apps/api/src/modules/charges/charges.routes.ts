import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chargeListResponseSchema,
  chargeSchema,
  departmentalChargeSchema,
  messageResponseSchema,
  seminaryChargeIdParamsSchema,
} from '@portal/domain';
import { envelopeSchema, ok } from '../../lib/envelope.js';
import { access } from '../../plugins/access.js';
import {
  addDepartmentalCharge,
  addSeminaryCharge,
  listCharges,
  removeSeminaryCharge,
  saveDepartmentalCharge,
  saveSeminaryCharge,
} from './charges.service.js';

const message = envelopeSchema(messageResponseSchema);

export async function chargeRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/charges',
    {
      config: { access: access.offices('viewCharges') },
      schema: {
        tags: ['charges'],
        summary: 'Seminary charges, and departmental charges of every listed department (null when unset)',
        response: { 200: envelopeSchema(chargeListResponseSchema) },
      },
    },
    async () => ok(await listCharges(app.deps.db)),
  );

  app.post(
    '/charges/seminary',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['charges'],
        summary: 'Input New Charge: add a seminary charge item not set yet (409 when it exists; whole naira)',
        body: chargeSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await addSeminaryCharge(app.deps, request.auth!.user, request.body)),
  );

  app.put(
    '/charges/seminary',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['charges'],
        summary: 'Edit: set the amount of a seminary charge item (whole naira)',
        body: chargeSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await saveSeminaryCharge(app.deps, request.auth!.user, request.body)),
  );

  app.delete(
    '/charges/seminary/:id',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['charges'],
        summary: 'Remove a seminary charge item',
        params: seminaryChargeIdParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await removeSeminaryCharge(app.deps, request.auth!.user, request.params.id)),
  );

  app.post(
    '/charges/departmental',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['charges'],
        summary: 'Input New Charge: set a departmental charge not set yet (409 when it is; whole naira)',
        body: departmentalChargeSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await addDepartmentalCharge(app.deps, request.auth!.user, request.body)),
  );

  app.put(
    '/charges/departmental',
    {
      config: { access: access.offices('editCharges') },
      schema: {
        tags: ['charges'],
        summary: 'Update: set the departmental charge of a department (whole naira)',
        body: departmentalChargeSchema,
        response: { 200: message },
      },
    },
    async (request) => ok(await saveDepartmentalCharge(app.deps, request.auth!.user, request.body)),
  );
}
