import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { students, type NewStudentRow } from '../schema/students.js';
import { users } from '../schema/users.js';
import { findRow, firstRow, insertRow } from './rows.js';

export const insertStudent = (db: Executor, row: NewStudentRow) => insertRow(db, students, row);

export const findStudentByCustomId = (db: Executor, customId: string) =>
  findRow(db, students, eq(students.customId, customId));

/** The user's own fields and the student record (null before Complete Profile), in one query. */
export async function findStudentProfile(db: Executor, customId: string) {
  return firstRow(
    db
      .select({
        user: {
          customId: users.customId,
          username: users.username,
          surname: users.surname,
          firstName: users.firstName,
          otherNames: users.otherNames,
          gender: users.gender,
          phoneNumber: users.phoneNumber,
          modeOfStudy: users.modeOfStudy,
          status: users.status,
          passportKey: users.passportKey,
        },
        student: students,
      })
      .from(users)
      .leftJoin(students, eq(students.customId, users.customId))
      .where(eq(users.customId, customId))
      .limit(1),
  );
}

export type StudentProfileRow = NonNullable<Awaited<ReturnType<typeof findStudentProfile>>>;

/** Sets the faculty and department of a student record; answers how many rows changed (0 or 1). */
export async function updateStudentPlacement(
  db: Executor,
  customId: string,
  placement: { faculty: string; department: string },
): Promise<number> {
  const rows = await db
    .update(students)
    .set({ faculty: placement.faculty, department: placement.department, updatedAt: sql`now()` })
    .where(eq(students.customId, customId))
    .returning({ customId: students.customId });
  return rows.length;
}

/** Marks a staff category verified (or its verification withdrawn). */
export async function setStaffCategoryVerification(db: Executor, customId: string, verifiedBy: string | null) {
  await db
    .update(students)
    .set({
      specialCategoryVerifiedBy: verifiedBy,
      specialCategoryVerifiedAt: verifiedBy ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(students.customId, customId), isNotNull(students.specialStudentCategory)));
}
