import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { requiredTextRef, timestamps } from './columns.js';
import {
  CHARGE_LEVELS,
  CHARGE_MODES,
  COURSE_AUDIENCES,
  COURSE_STATUSES,
  FEE_BANDS,
  OPEN_CLOSED,
  PROGRAMME_LEVELS,
  SEASONS,
  SEMESTERS,
  STUDENT_TYPES,
} from '@portal/domain';
import { valueList } from './value-lists.js';
import { users } from './users.js';

const openClosed = (name: string) => text(name, { enum: OPEN_CLOSED }).notNull().default('closed');

/** Registration periods; the id is the semester code then the session without the slash. */
export const periods = pgTable(
  'periods',
  {
    periodId: text('period_id').primaryKey(),
    semester: text('semester', { enum: SEMESTERS }).notNull(),
    session: text('session').notNull(),
    season: text('season', { enum: SEASONS }).notNull(),
    registrationStatus: openClosed('registration_status'),
    addDropStatus: openClosed('add_drop_status'),
    accommodationStatus: openClosed('accommodation_status'),
    /** Charged to a registration whose affiliation answer is yes (kobo; 0 when none). */
    affiliationFeeKobo: bigint('affiliation_fee_kobo', { mode: 'number' }).notNull().default(0),
    /** First day of the semester and the mid-semester date: the add/drop W/WF rule (decision 0015). */
    startDate: date('start_date', { mode: 'string' }),
    midSemesterDate: date('mid_semester_date', { mode: 'string' }),
    createdBy: text('created_by').references(() => users.customId, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('periods_semester_session_unique').on(t.semester, t.session),
    check('periods_affiliation_fee_nonnegative', sql`${t.affiliationFeeKobo} >= 0`),
    check('periods_session_format', sql`${t.session} ~ '^[0-9]{4}/[0-9]{4}$'`),
    check(
      'periods_mid_semester_after_start',
      sql`${t.startDate} is null or ${t.midSemesterDate} is null or ${t.midSemesterDate} > ${t.startDate}`,
    ),
    check(
      'periods_statuses_valid',
      sql`${t.registrationStatus} in ${valueList(OPEN_CLOSED)} and ${t.addDropStatus} in ${valueList(OPEN_CLOSED)} and ${t.accommodationStatus} in ${valueList(OPEN_CLOSED)}`,
    ),
  ],
);
export type PeriodRow = typeof periods.$inferSelect;

/** The course catalogue. */
export const courses = pgTable(
  'courses',
  {
    code: text('code').primaryKey(),
    title: text('title').notNull(),
    /** A number of credit hours (1-9) or P/F for pass/fail. */
    hours: text('hours').notNull(),
    year: integer('year').notNull(),
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('available'),
    /** Offered to in-person students, virtual students, or both. */
    audience: text('audience', { enum: COURSE_AUDIENCES }).notNull().default('both'),
    createdBy: text('created_by').references(() => users.customId, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('courses_year_idx').on(t.year),
    check('courses_year_range', sql`${t.year} between 1 and 7`),
    check('courses_hours_valid', sql`${t.hours} ~ '^([1-9]|P/F)$'`),
  ],
);
export type CourseRow = typeof courses.$inferSelect;

/** Seminary charges per level, new or returning students and mode of study (amounts in kobo). */
export const seminaryCharges = pgTable(
  'seminary_charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: text('level', { enum: CHARGE_LEVELS }).notNull(),
    studentType: text('student_type', { enum: STUDENT_TYPES }).notNull(),
    mode: text('mode', { enum: CHARGE_MODES }).notNull(),
    item: text('item').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    updatedBy: text('updated_by').references(() => users.customId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('seminary_charges_item_unique').on(t.level, t.studentType, t.mode, t.item),
    check('seminary_charges_amount_nonnegative', sql`${t.amountKobo} >= 0`),
  ],
);

/** Departmental charges per level and department (amounts in kobo). */
export const departmentalCharges = pgTable(
  'departmental_charges',
  {
    level: text('level', { enum: CHARGE_LEVELS }).notNull(),
    department: text('department').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    updatedBy: text('updated_by').references(() => users.customId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.level, t.department] }),
    check('departmental_charges_amount_nonnegative', sql`${t.amountKobo} >= 0`),
  ],
);

/** Fee per credit hour for a period, programme level and fee band (kobo). */
export const courseFees = pgTable(
  'course_fees',
  {
    periodId: requiredTextRef('period_id', () => periods.periodId, { onDelete: 'cascade' }),
    progCategory: text('prog_category', { enum: PROGRAMME_LEVELS }).notNull(),
    band: text('band', { enum: FEE_BANDS }).notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    updatedBy: text('updated_by').references(() => users.customId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.progCategory, t.band] }),
    check('course_fees_amount_nonnegative', sql`${t.amountKobo} >= 0`),
  ],
);

/** A course has at most one lecturer per period (unique). */
export const courseAssignments = pgTable(
  'course_assignments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    periodId: requiredTextRef('period_id', () => periods.periodId, { onDelete: 'cascade' }),
    courseCode: requiredTextRef('course_code', () => courses.code),
    facultyId: requiredTextRef('faculty_id', () => users.customId),
    assignedBy: text('assigned_by').references(() => users.customId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('course_assignments_period_course_unique').on(t.periodId, t.courseCode),
    index('course_assignments_faculty_idx').on(t.facultyId, t.periodId),
  ],
);
