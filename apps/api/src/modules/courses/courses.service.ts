import type { z } from 'zod';
import {
  findCourse,
  insertCourse,
  listAvailableCoursesOfYear,
  listCoursesPage,
  lockCourse,
  recordAudit,
  updateCourse,
  type CourseRow,
  type Executor,
  type UserRow,
} from '@portal/db';
import {
  COURSE_MESSAGES,
  normalizeCourseCode,
  type CourseChangeResponse,
  type CourseList,
  type CourseView,
  type createCourseSchema,
  type editCourseSchema,
  type setCourseStatusSchema,
} from '@portal/domain';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps } from '../../lib/service-deps.js';

export const COURSE_PAGE_SIZE = 100;

export function toCourseView(row: CourseRow): CourseView {
  return {
    code: row.code,
    year: row.year,
    title: row.title,
    hours: row.hours,
    status: row.status,
    audience: row.audience,
  };
}

export async function listCourses(
  db: Executor,
  args: { page: number; q: string; year?: number | undefined },
): Promise<CourseList> {
  const offset = (args.page - 1) * COURSE_PAGE_SIZE;
  const { rows, total } = await listCoursesPage(db, { q: args.q, year: args.year, limit: COURSE_PAGE_SIZE, offset });
  return {
    items: rows.map((row, i) => ({ number: offset + i + 1, ...toCourseView(row) })),
    total,
    page: args.page,
    page_size: COURSE_PAGE_SIZE,
  };
}

export async function listCoursesOfYear(
  db: Executor,
  args: { year: number; audience?: 'in_person' | 'virtual' | undefined },
): Promise<CourseView[]> {
  return (await listAvailableCoursesOfYear(db, args)).map(toCourseView);
}

/** Input New Course: a new course is available (admin-faculty-side §4). */
export async function createCourse(
  deps: DbDeps,
  actor: UserRow,
  input: z.output<typeof createCourseSchema>,
): Promise<CourseChangeResponse> {
  const duplicate = () => new AppError('CONFLICT', COURSE_MESSAGES.duplicate(input.code));
  if (await findCourse(deps.db, input.code)) throw duplicate();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const created = await insertCourse(tx, {
        code: input.code,
        title: input.title,
        hours: input.hours,
        year: input.year,
        audience: input.audience,
        status: 'available',
        createdBy: actor.customId,
      });
      await recordAudit(tx, {
        actorId: actor.customId,
        action: 'course.create',
        entity: 'course',
        entityId: created.code,
        details: { title: created.title, hours: created.hours, year: created.year, audience: created.audience },
      });
      return created;
    });
    return { message: COURSE_MESSAGES.created, course: toCourseView(row) };
  } catch (err) {
    if (uniqueViolationOf(err) !== null) throw duplicate();
    throw err;
  }
}

async function changeCourse(
  deps: DbDeps,
  actor: UserRow,
  rawCode: string,
  action: string,
  changes: Partial<Pick<CourseRow, 'title' | 'hours' | 'year' | 'audience' | 'status'>>,
): Promise<CourseView> {
  const code = normalizeCourseCode(rawCode);
  return deps.db.transaction(async (tx) => {
    const before = await lockCourse(tx, code);
    if (!before) throw notFound();
    const after = await updateCourse(tx, code, changes);
    const from: Record<string, unknown> = {};
    for (const key of Object.keys(changes)) from[key] = before[key as keyof CourseRow];
    await recordAudit(tx, {
      actorId: actor.customId,
      action,
      entity: 'course',
      entityId: code,
      details: { from, to: changes },
    });
    return toCourseView(after);
  });
}

export async function setCourseStatus(
  deps: DbDeps,
  actor: UserRow,
  code: string,
  input: z.output<typeof setCourseStatusSchema>,
): Promise<CourseChangeResponse> {
  const course = await changeCourse(deps, actor, code, 'course.set-status', { status: input.status });
  return { message: COURSE_MESSAGES.statusChanged, course };
}

export async function editCourse(
  deps: DbDeps,
  actor: UserRow,
  code: string,
  input: z.output<typeof editCourseSchema>,
): Promise<CourseChangeResponse> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const course = await changeCourse(deps, actor, code, 'course.edit', changes);
  return { message: COURSE_MESSAGES.edited, course };
}
