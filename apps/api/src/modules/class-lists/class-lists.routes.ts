import {
  classListCoursesParamsSchema,
  classListCoursesResponseSchema,
  classListParamsSchema,
  classListPrintResponseSchema,
  classListResponseSchema,
  OFFICE_CAPABILITIES,
  type Role,
  MESSAGES,
  CLASS_LIST_MESSAGES,
} from '@portal/domain';
import { sendCsv } from '../../lib/csv-rows.js';
import { routeModule } from '../../lib/route-table.js';
import type { AccessPolicy } from '../../plugins/access.js';
import { classListCsvRows, getClassList, getClassListPrint, listClassLists } from './class-lists.service.js';

/**
 * Signed-in users of these roles; staff only of the offices with `viewClassLists`. The service
 * narrows further: a lecturer to the courses assigned to them in the period, a student to the
 * courses they take (docs/decisions/0016-class-lists.md).
 */
function classListAccess(roles: readonly Role[]): AccessPolicy {
  return { kind: 'signed-in', roles, offices: OFFICE_CAPABILITIES.viewClassLists };
}

/** Class lists, their print sheets and CSV (issue 14): one request per screen or page. */
export const classListRoutes = routeModule({ tags: ['class lists'] }, (route, deps) => {
  const staffAndLecturer = classListAccess(['admin', 'faculty']);

  route.get(
    '/class-lists/:periodId',
    {
      access: classListAccess(['admin']),
      operationId: 'listClassLists',
      summary:
        'Class Lists screen of staff with the power: the period’s courses with registered or added students or a lecturer, with counts',
      params: classListCoursesParamsSchema,
      response: classListCoursesResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    (request) => listClassLists(deps, request.params.periodId),
  );

  route.get(
    '/class-lists/:periodId/:courseCode',
    {
      access: classListAccess(['admin', 'faculty', 'student']),
      operationId: 'getClassList',
      summary:
        'Class List screen: the course, the period, the registered, added and dropped tables and the lecturer block (staff with the power, the course’s lecturer, a student of the course: names only)',
      params: classListParamsSchema,
      response: classListResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound, CLASS_LIST_MESSAGES.courseMissing('BIB 101')] },
    },
    ({ auth, params }) => getClassList(deps, auth!.user, params.periodId, params.courseCode),
  );

  route.get(
    '/class-lists/:periodId/:courseCode/print',
    {
      access: staffAndLecturer,
      operationId: 'printClassList',
      summary: 'Print sheets (class list and grade sheet): staff with the power and the course’s lecturer only',
      params: classListParamsSchema,
      response: classListPrintResponseSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound, CLASS_LIST_MESSAGES.courseMissing('BIB 101')] },
    },
    ({ auth, params }) => getClassListPrint(deps, auth!.user, params.periodId, params.courseCode),
  );

  route.file(
    '/class-lists/:periodId/:courseCode/csv',
    {
      access: staffAndLecturer,
      operationId: 'exportClassListCsv',
      summary: 'The class list as CSV: staff with the power and the course’s lecturer only',
      params: classListParamsSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound, CLASS_LIST_MESSAGES.courseMissing('BIB 101')] },
    },
    async ({ auth, params }, reply) => {
      const { filename, rows } = await classListCsvRows(deps, auth!.user, params.periodId, params.courseCode);
      return sendCsv(reply, filename, rows);
    },
  );
});
