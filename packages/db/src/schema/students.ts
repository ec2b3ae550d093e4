import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { DENOMINATIONS } from '@portal/domain';
import { valueList } from './value-lists.js';
import { users } from './users.js';

/** The student record, created at Complete Profile (student-side §3). */
export const students = pgTable(
  'students',
  {
    customId: text('custom_id')
      .primaryKey()
      .references(() => users.customId, { onDelete: 'cascade' }),
    ledgerNumber: text('ledger_number').notNull().unique(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** Derived by the server: first name, a dot, the student ID, at the institution's domain. */
    email: text('email').notNull().unique(),
    /** Derived by the server (student-side §9). */
    matriculationNumber: text('matriculation_number').notNull().unique(),
    stateOfOrigin: text('state_of_origin').notNull(),
    countryOfOrigin: text('country_of_origin').notNull(),
    denomination: text('denomination', { enum: DENOMINATIONS }).notNull(),
    localChurch: text('local_church').notNull(),
    nameOfPastor: text('name_of_pastor').notNull(),
    workFulltime: text('work_fulltime', { enum: ['yes', 'no'] }).notNull(),
    ministry: text('ministry').notNull(),
    yearOfAdmission: integer('year_of_admission').notNull(),
    programmeCategory: text('programme_category').notNull(),
    programme: text('programme').notNull(),
    faculty: text('faculty'),
    /** Null for records that predate the faculty question: the student confirms it first. */
    department: text('department'),
    affiliationStatus: text('affiliation_status', { enum: ['yes', 'no'] }).notNull(),
    /** Declared by the student; a fee rule may rely on it only once staff have verified it. */
    specialStudentCategory: text('special_student_category'),
    specialCategoryVerifiedBy: text('special_category_verified_by').references(() => users.customId),
    specialCategoryVerifiedAt: timestamp('special_category_verified_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('students_programme_category_idx').on(t.programmeCategory),
    check('students_year_of_admission_range', sql`${t.yearOfAdmission} between 2015 and 2031`),
    check('students_denomination_valid', sql`${t.denomination} in ${valueList(DENOMINATIONS)}`),
  ],
);

export type StudentRow = typeof students.$inferSelect;
export type NewStudentRow = typeof students.$inferInsert;
