import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { courses, type CourseRow } from '../schema/academics.js';
import { likePattern } from './like.js';
import { insertRow, pageOf, rowByKey, updateRow } from './rows.js';

export type { CourseRow };
export type NewCourseRow = typeof courses.$inferInsert;
export type CourseAudienceValue = CourseRow['audience'];

/** One page of the catalogue, by year then code, searchable by code or title, optionally of one year. */
export async function listCoursesPage(
  db: Executor,
  args: { q: string; year?: number | undefined; limit: number; offset: number },
) {
  const term = args.q.trim();
  const where = and(
    args.year ? eq(courses.year, args.year) : undefined,
    term ? or(ilike(courses.code, likePattern(term)), ilike(courses.title, likePattern(term))) : undefined,
  );
  return pageOf(
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(asc(courses.year), asc(courses.code))
      .limit(args.limit)
      .offset(args.offset),
    db.select({ n: count() }).from(courses).where(where),
  );
}

/** Available courses of a year offered to an audience (courses for both, and those for it alone). */
export async function listAvailableCoursesOfYear(
  db: Executor,
  args: { year: number; audience?: 'in_person' | 'virtual' | undefined },
): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.year, args.year),
        eq(courses.status, 'available'),
        args.audience ? inArray(courses.audience, ['both', args.audience]) : undefined,
      ),
    )
    .orderBy(asc(courses.code));
}

const courseByCode = rowByKey(courses, (code: string) => eq(courses.code, code));
export const findCourse = courseByCode.find;
export const lockCourse = courseByCode.lock;

export const insertCourse = (db: Executor, row: NewCourseRow) => insertRow(db, courses, row);

/** Inserts the courses whose codes are new; answers how many were inserted. */
export async function insertCoursesIfAbsent(db: Executor, rows: NewCourseRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(courses).values(rows).onConflictDoNothing().returning({ code: courses.code });
  return inserted.length;
}

export const updateCourse = (
  db: Executor,
  code: string,
  changes: Partial<Pick<CourseRow, 'title' | 'hours' | 'year' | 'audience' | 'status'>>,
) => updateRow(db, courses, eq(courses.code, code), changes);

/** Available courses of the given years offered to a mode of study, by year then code. */
export async function listOfferedCourses(db: Executor, years: number[], mode: 'in_person' | 'virtual') {
  if (years.length === 0) return [];
  return db
    .select({ code: courses.code, title: courses.title, hours: courses.hours, year: courses.year })
    .from(courses)
    .where(
      and(inArray(courses.year, years), eq(courses.status, 'available'), inArray(courses.audience, ['both', mode])),
    )
    .orderBy(asc(courses.year), asc(courses.code));
}

/** Every available course for a mode of study (all years), by year and code. */
export async function listOfferedCoursesForMode(db: Executor, mode: 'in_person' | 'virtual') {
  return db
    .select({ code: courses.code, title: courses.title, hours: courses.hours, year: courses.year })
    .from(courses)
    .where(and(eq(courses.status, 'available'), inArray(courses.audience, ['both', mode])))
    .orderBy(asc(courses.year), asc(courses.code));
}
