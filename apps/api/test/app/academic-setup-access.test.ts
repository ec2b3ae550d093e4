import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  departmentalCharges,
  insertAssignment,
  insertCourse,
  seminaryCharges,
  upsertCourseFee,
  upsertSeminaryCharge,
} from '@portal/db';
import { ADMIN_POSITIONS, OFFICE_CAPABILITIES, type AdminPosition } from '@portal/domain';
import {
  createLecturer,
  createStaff,
  createStudent,
  createTestContext,
  signIn,
  type TestContext,
} from '../support/helpers.js';
import { createPeriods } from '../support/period-factories.js';

/**
 * Per office, per action: every office the capability table allows can do it; every other
 * office, lecturers and students are refused with 403.
 */
let ctx: TestContext;
const cookies = new Map<string, string>();
let lecturerId: string;
const PERIOD = '120252026';

beforeAll(async () => {
  ctx = await createTestContext();
  for (const position of ADMIN_POSITIONS) cookies.set(position, await signIn(ctx, await createStaff(ctx, position)));
  const lecturer = await createLecturer(ctx);
  lecturerId = lecturer.customId;
  cookies.set('lecturer', await signIn(ctx, lecturer));
  cookies.set('student', await signIn(ctx, await createStudent(ctx)));
  const ict = cookies.get('ict')!;
  await createPeriods(ctx, ict, [
    ['2nd', '2024/2025'],
    ['1st', '2025/2026'],
  ]);
  await upsertCourseFee(ctx.db, { periodId: '220242025', progCategory: 'UG', band: 'ECWA', amountKobo: 250_000 });
  await insertCourse(ctx.db, { code: 'BAS 101', title: 'Basics', hours: '2', year: 1 });
});
afterAll(async () => {
  await ctx.close();
});

type Call = (cookie: string, n: number) => Promise<LightMyRequestResponse>;
let n = 0;
const inject = (cookie: string, method: string, url: string, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers: { cookie }, ...(payload ? { payload } : {}) });

const ACTIONS: Array<{ name: string; offices: readonly AdminPosition[]; call: Call }> = [
  {
    name: 'create a period',
    offices: OFFICE_CAPABILITIES.managePeriods,
    call: (c, i) =>
      inject(c, 'POST', '/api/periods', { semester: '1st', session: `${2040 + i}/${2041 + i}`, season: 'regular' }),
  },
  {
    name: 'open registration',
    offices: OFFICE_CAPABILITIES.managePeriods,
    call: (c) => inject(c, 'PATCH', `/api/periods/${PERIOD}/status`, { field: 'registration', action: 'open' }),
  },
  {
    name: 'close add/drop',
    offices: OFFICE_CAPABILITIES.managePeriods,
    call: (c) => inject(c, 'PATCH', `/api/periods/${PERIOD}/status`, { field: 'add_drop', action: 'close' }),
  },
  {
    name: 'open accommodation',
    offices: ['ict', 'porter'],
    call: (c) => inject(c, 'PATCH', `/api/periods/${PERIOD}/status`, { field: 'accommodation', action: 'open' }),
  },
  { name: 'list courses', offices: OFFICE_CAPABILITIES.manageCourses, call: (c) => inject(c, 'GET', '/api/courses') },
  {
    name: 'create a course',
    offices: OFFICE_CAPABILITIES.manageCourses,
    call: (c, i) => inject(c, 'POST', '/api/courses', { code: `ACC ${100 + i}`, title: 'Access', hours: '2', year: 1 }),
  },
  {
    name: 'change course status',
    offices: OFFICE_CAPABILITIES.manageCourses,
    call: (c) => inject(c, 'PATCH', '/api/courses/BAS%20101/status', { status: 'available' }),
  },
  {
    name: 'correct a course',
    offices: OFFICE_CAPABILITIES.manageCourses,
    call: (c) => inject(c, 'PATCH', '/api/courses/BAS%20101', { title: 'Basics of Theology' }),
  },
  { name: 'view charges', offices: OFFICE_CAPABILITIES.viewCharges, call: (c) => inject(c, 'GET', '/api/charges') },
  {
    name: 'set a seminary charge',
    offices: OFFICE_CAPABILITIES.editCharges,
    call: (c) =>
      inject(c, 'PUT', '/api/charges/seminary', {
        level: 'undergraduate',
        student_type: 'new',
        mode: 'in_person',
        item: 'Library',
        amount: 2000,
      }),
  },
  {
    name: 'add a seminary charge (Input New Charge)',
    offices: OFFICE_CAPABILITIES.editCharges,
    call: async (c) => {
      await ctx.db.delete(seminaryCharges).where(eq(seminaryCharges.item, 'Examination/Stationery'));
      return inject(c, 'POST', '/api/charges/seminary', {
        level: 'undergraduate',
        student_type: 'returning',
        mode: 'in_person',
        item: 'Examination/Stationery',
        amount: 1500,
      });
    },
  },
  {
    name: 'delete a seminary charge',
    offices: OFFICE_CAPABILITIES.editCharges,
    call: async (c, i) => {
      const row = await upsertSeminaryCharge(ctx.db, {
        level: 'postgraduate',
        studentType: 'returning',
        mode: 'in_person',
        item: `Temporary ${i}`,
        amountKobo: 1,
      });
      return inject(c, 'DELETE', `/api/charges/seminary/${row.id}`);
    },
  },
  {
    name: 'add a departmental charge (Input New Charge)',
    offices: OFFICE_CAPABILITIES.editCharges,
    call: async (c) => {
      await ctx.db.delete(departmentalCharges).where(eq(departmentalCharges.department, 'Christian Education'));
      return inject(c, 'POST', '/api/charges/departmental', {
        level: 'undergraduate',
        department: 'Christian Education',
        amount: 1000,
      });
    },
  },
  {
    name: 'set a departmental charge',
    offices: OFFICE_CAPABILITIES.editCharges,
    call: (c) =>
      inject(c, 'PUT', '/api/charges/departmental', {
        level: 'undergraduate',
        department: 'Youth Ministry',
        amount: 1000,
      }),
  },
  {
    name: 'view course fees',
    offices: OFFICE_CAPABILITIES.viewCharges,
    call: (c) => inject(c, 'GET', `/api/course-fees/${PERIOD}`),
  },
  {
    name: 'set a course fee',
    offices: OFFICE_CAPABILITIES.editCharges,
    call: (c) => inject(c, 'PUT', `/api/course-fees/${PERIOD}`, { prog_category: 'PG', band: 'ECWA', amount: 3500 }),
  },
  {
    name: 'copy the previous course fees',
    offices: OFFICE_CAPABILITIES.editCharges,
    call: (c) => inject(c, 'POST', `/api/course-fees/${PERIOD}/copy-previous`),
  },
  { name: 'list lecturers', offices: OFFICE_CAPABILITIES.manageFaculty, call: (c) => inject(c, 'GET', '/api/faculty') },
  {
    name: 'create a lecturer',
    offices: OFFICE_CAPABILITIES.manageFaculty,
    call: (c, i) =>
      inject(c, 'POST', '/api/faculty', {
        title: 'Dr.',
        surname: `Access${i}`,
        first_name: 'Test',
        gender: 'Male',
        phone_number: '08030000000',
      }),
  },
  {
    name: 'view a lecturer',
    offices: OFFICE_CAPABILITIES.manageFaculty,
    call: (c) => inject(c, 'GET', `/api/faculty/${lecturerId}`),
  },
  {
    name: 'change a lecturer status',
    offices: OFFICE_CAPABILITIES.manageFaculty,
    call: (c) => inject(c, 'PATCH', `/api/faculty/${lecturerId}/status`, { status: 'active' }),
  },
  {
    name: 'view assignments',
    offices: OFFICE_CAPABILITIES.assignCourses,
    call: (c) => inject(c, 'GET', `/api/assignments/${PERIOD}`),
  },
  {
    name: 'assign a course',
    offices: OFFICE_CAPABILITIES.assignCourses,
    call: async (c, i) => {
      await insertCourse(ctx.db, { code: `ASG ${100 + i}`, title: 'Assignable', hours: '3', year: 2 });
      return inject(c, 'POST', `/api/assignments/${PERIOD}`, { course_code: `ASG ${100 + i}`, faculty_id: lecturerId });
    },
  },
  {
    name: 'unassign a course',
    offices: OFFICE_CAPABILITIES.assignCourses,
    call: async (c, i) => {
      await insertCourse(ctx.db, { code: `UNA ${100 + i}`, title: 'Unassignable', hours: '3', year: 2 });
      await insertAssignment(ctx.db, { periodId: PERIOD, courseCode: `UNA ${100 + i}`, facultyId: lecturerId });
      return inject(c, 'DELETE', `/api/assignments/${PERIOD}/UNA%20${100 + i}`);
    },
  },
  {
    name: 'view the dashboard',
    offices: OFFICE_CAPABILITIES.viewDashboard,
    call: (c) => inject(c, 'GET', '/api/dashboard'),
  },
  {
    name: 'list active students',
    offices: OFFICE_CAPABILITIES.viewDashboard,
    call: (c) => inject(c, 'GET', '/api/active-students?filter=MA'),
  },
  {
    name: 'export active students',
    offices: OFFICE_CAPABILITIES.viewDashboard,
    call: (c) => inject(c, 'GET', '/api/active-students.csv'),
  },
];

describe.each(ACTIONS)('$name', ({ offices, call }) => {
  it.each([...ADMIN_POSITIONS, 'lecturer', 'student'])('as %s', async (actor) => {
    const allowed = (offices as readonly string[]).includes(actor);
    const res = await call(cookies.get(actor)!, ++n);
    if (allowed) expect(res.statusCode, res.body).toBeLessThan(300);
    else expect(res.statusCode, res.body).toBe(403);
  });
});

describe('routes for every signed-in user', () => {
  it.each([...ADMIN_POSITIONS, 'lecturer', 'student'])('as %s', async (actor) => {
    const c = cookies.get(actor)!;
    for (const url of [
      '/api/periods',
      `/api/periods/${PERIOD}`,
      '/api/years/1/courses?audience=virtual',
      '/api/course-fees/220242025/rate?prog_category=UG&band=ECWA',
    ]) {
      const res = await inject(c, 'GET', url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
  });
});

describe("the lecturer's own routes", () => {
  it.each([...ADMIN_POSITIONS, 'lecturer', 'student'])('as %s', async (actor) => {
    const c = cookies.get(actor)!;
    for (const [method, url, payload] of [
      ['GET', '/api/faculty/me', undefined],
      ['GET', `/api/faculty/me/courses/${PERIOD}`, undefined],
      ['PATCH', '/api/faculty/me/name', { title: 'Dr.', surname: 'Own', first_name: 'Name' }],
    ] as const) {
      const res = await inject(c, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(actor === 'lecturer' ? 200 : 403);
    }
  });
});
