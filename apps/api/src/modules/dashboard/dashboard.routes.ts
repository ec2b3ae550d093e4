import {
  activeStudentPageSchema,
  activeStudentsFilterQuerySchema,
  dashboardCountsResponseSchema,
  listActiveStudentsQuerySchema,
} from '@portal/domain';
import { sendCsv } from '../../lib/csv-rows.js';
import { routeModule } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { activeStudentsCsvRows, dashboardCounts, listActiveStudentsPage } from './dashboard.service.js';

export const dashboardRoutes = routeModule({ tags: ['dashboard'] }, (route, deps) => {
  const viewers = access.offices('viewDashboard');

  route.get(
    '/dashboard',
    {
      access: viewers,
      operationId: 'getDashboard',
      summary: 'Dashboard counts (active students, female, male, faculty, international, ECWA, ..., Diploma)',
      response: dashboardCountsResponseSchema,
    },
    () => dashboardCounts(deps.db),
  );

  route.get(
    '/active-students',
    {
      access: viewers,
      operationId: 'listActiveStudents',
      summary: 'Active students, 50 a page; filter by a dashboard figure; search by name, Student ID, ledger or matric',
      query: listActiveStudentsQuerySchema,
      response: activeStudentPageSchema,
    },
    (request) => listActiveStudentsPage(deps.db, request.query),
  );

  route.file(
    '/active-students.csv',
    {
      access: viewers,
      operationId: 'exportActiveStudentsCsv',
      summary: 'Every matching active student as a CSV file',
      query: activeStudentsFilterQuerySchema,
    },
    async (request, reply) =>
      sendCsv(reply, 'active-students.csv', await activeStudentsCsvRows(deps.db, request.query)),
  );
});
