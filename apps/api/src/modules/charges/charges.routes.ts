import {
  chargeListResponseSchema,
  chargeSchema,
  departmentalChargeSchema,
  messageResponseSchema,
  seminaryChargeIdParamsSchema,
  MESSAGES,
  CHARGE_MESSAGES,
} from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import {
  addDepartmentalCharge,
  addSeminaryCharge,
  listCharges,
  removeSeminaryCharge,
  saveDepartmentalCharge,
  saveSeminaryCharge,
} from './charges.service.js';

export const chargeRoutes = routeModule({ tags: ['charges'] }, (route, deps) => {
  const editors = access.offices('editCharges');

  route.get(
    '/charges',
    {
      access: access.offices('viewCharges'),
      operationId: 'listCharges',
      summary: 'Seminary charges, and departmental charges of every listed department (null when unset)',
      response: chargeListResponseSchema,
    },
    () => listCharges(deps.db),
  );

  route.post(
    '/charges/seminary',
    {
      access: editors,
      operationId: 'createSeminaryCharge',
      summary: 'Input New Charge: add a seminary charge item not set yet (409 when it exists; whole naira)',
      body: chargeSchema,
      response: messageResponseSchema,
      errors: { CONFLICT: [CHARGE_MESSAGES.exists('Library fee')] },
    },
    (request) => addSeminaryCharge(deps, request.auth!.user, request.body),
  );

  route.put(
    '/charges/seminary',
    {
      access: editors,
      operationId: 'updateSeminaryCharge',
      summary: 'Edit: set the amount of a seminary charge item (whole naira)',
      body: chargeSchema,
      response: messageResponseSchema,
    },
    (request) => saveSeminaryCharge(deps, request.auth!.user, request.body),
  );

  route.delete(
    '/charges/seminary/:id',
    {
      access: editors,
      operationId: 'deleteSeminaryCharge',
      summary: 'Remove a seminary charge item',
      params: seminaryChargeIdParamsSchema,
      response: messageResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => removeSeminaryCharge(deps, request.auth!.user, request.params.id),
  );

  route.post(
    '/charges/departmental',
    {
      access: editors,
      operationId: 'createDepartmentalCharge',
      summary: 'Input New Charge: set a departmental charge not set yet (409 when it is; whole naira)',
      body: departmentalChargeSchema,
      response: messageResponseSchema,
      errors: { CONFLICT: [CHARGE_MESSAGES.departmentExists('Pastoral Studies')] },
    },
    (request) => addDepartmentalCharge(deps, request.auth!.user, request.body),
  );

  route.put(
    '/charges/departmental',
    {
      access: editors,
      operationId: 'updateDepartmentalCharge',
      summary: 'Update: set the departmental charge of a department (whole naira)',
      body: departmentalChargeSchema,
      response: messageResponseSchema,
    },
    (request) => saveDepartmentalCharge(deps, request.auth!.user, request.body),
  );
});
