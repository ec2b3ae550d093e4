import {
  copyCourseFeesResponseSchema,
  courseFeeRateQuerySchema,
  courseFeeRateResponseSchema,
  courseFeeSchema,
  messageResponseSchema,
  periodCourseFeesResponseSchema,
  periodIdParamsSchema,
  MESSAGES,
  COURSE_FEE_MESSAGES,
} from '@portal/domain';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { copyPreviousCourseFees, courseFeeRate, courseFeesOf, saveCourseFee } from './course-fees.service.js';

export const courseFeeRoutes = routeModule({ tags: ['course fees'] }, (route, deps) => {
  const editors = access.offices('editCharges');

  route.get(
    '/course-fees/:periodId',
    {
      access: access.offices('viewCharges'),
      operationId: 'listCourseFees',
      summary: 'Fee per credit hour of a period for every programme level and band (null when unset)',
      params: periodIdParamsSchema,
      response: periodCourseFeesResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => courseFeesOf(deps.db, request.params.periodId),
  );

  route.put(
    '/course-fees/:periodId',
    {
      access: editors,
      operationId: 'setCourseFee',
      summary: 'Set the fee per credit hour of a programme level and band (whole naira)',
      params: periodIdParamsSchema,
      body: courseFeeSchema,
      response: messageResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => saveCourseFee(deps, request.auth!.user, request.params.periodId, request.body),
  );

  route.post(
    '/course-fees/:periodId/copy-previous',
    {
      access: editors,
      operationId: 'copyPreviousCourseFees',
      summary: 'Copy the fees of the latest earlier period that has any, without overwriting fees already set',
      params: periodIdParamsSchema,
      response: copyCourseFeesResponseSchema,
      errors: { NOT_FOUND: [COURSE_FEE_MESSAGES.nothingToCopy, MESSAGES.notFound] },
    },
    (request) => copyPreviousCourseFees(deps, request.auth!.user, request.params.periodId),
  );

  route.get(
    '/course-fees/:periodId/rate',
    {
      access: access.signedIn(),
      operationId: 'getCourseFeeRate',
      summary: 'The fee per credit hour for a programme level and band in a period',
      params: periodIdParamsSchema,
      query: courseFeeRateQuerySchema,
      response: courseFeeRateResponseSchema,
      errors: { NOT_FOUND: [COURSE_FEE_MESSAGES.noRate, MESSAGES.notFound] },
    },
    (request) =>
      courseFeeRate(deps.db, {
        periodId: request.params.periodId,
        progCategory: request.query.prog_category,
        band: request.query.band,
      }),
  );
});
