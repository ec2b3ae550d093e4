import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { formCompletion, officePrints, requiredIdRef, requiredTextRef, timestamps, walletBalances } from './columns.js';
import { FRESH_RETURNING, REGISTRATION_STATUSES } from '@portal/domain';
import { valueList } from './value-lists.js';
import { courses, periods } from './academics.js';
import { walletEntries } from './ledger.js';
import { users } from './users.js';

/** A seminary-charge line as snapshotted when the registration started (kobo). */
export interface ChargeSnapshotLine {
  item: string;
  amountKobo: number;
  /** Set when an officer changed this line on the student's form. */
  editedBy?: string;
}

/**
 * One semester registration of a student (one per student per period, by constraint). The
 * charges are a snapshot taken at start; the status moves only through the domain's
 * transition table; completion stores the debit, balances, priced lines and form number.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    periodId: requiredTextRef('period_id', () => periods.periodId),
    studentId: requiredTextRef('student_id', () => users.customId),
    freshReturning: text('fresh_returning', { enum: FRESH_RETURNING }).notNull(),
    currentLevel: text('current_level').notNull(),
    affiliation: text('affiliation', { enum: ['yes', 'no'] })
      .notNull()
      .default('no'),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull().default('started'),
    charges: jsonb('charges').$type<ChargeSnapshotLine[]>().notNull(),
    /** Yes lets the student submit with an insufficient wallet (bursar or registrar grants it). */
    undertaking: boolean('undertaking').notNull().default(false),
    undertakingBy: text('undertaking_by').references(() => users.customId),
    undertakingAt: timestamp('undertaking_at', { withTimezone: true }),
    /** The latest approval or disapproval comment. */
    comment: text('comment'),
    ledgerBalanceKobo: bigint('ledger_balance_kobo', { mode: 'number' }),
    ledgerBalanceBy: text('ledger_balance_by').references(() => users.customId),
    ledgerBalanceAt: timestamp('ledger_balance_at', { withTimezone: true }),
    /** Set at completion (the priced form says what was debited, line by line). */
    ...walletBalances(),
    totalKobo: bigint('total_kobo', { mode: 'number' }),
    debitEntryId: bigint('debit_entry_id', { mode: 'number' })
      .unique()
      .references(() => walletEntries.id),
    ...formCompletion(),
    ...officePrints(),
    ...timestamps(),
  },
  (t) => [
    unique('registrations_period_student_unique').on(t.periodId, t.studentId),
    index('registrations_period_status_idx').on(t.periodId, t.status),
    index('registrations_student_idx').on(t.studentId),
    check('registrations_status_valid', sql`${t.status} in ${valueList(REGISTRATION_STATUSES)}`),
    check(
      'registrations_completed_has_form',
      sql`${t.status} <> 'completed' or (${t.formNumber} is not null and ${t.completedAt} is not null and ${t.totalKobo} is not null)`,
    ),
  ],
);
export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistrationRow = typeof registrations.$inferInsert;

/** The courses picked on a registration form; a course appears at most once (primary key). */
export const registrationCourses = pgTable(
  'registration_courses',
  {
    registrationId: requiredIdRef('registration_id', () => registrations.id, { onDelete: 'cascade' }),
    courseCode: requiredTextRef('course_code', () => courses.code),
    pickedAt: timestamp('picked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.courseCode] }),
    index('registration_courses_course_idx').on(t.courseCode),
  ],
);
export type RegistrationCourseRow = typeof registrationCourses.$inferSelect;

/**
 * An individually agreed rate for one student on one course (the original hard-coded these
 * in the browser): hours charged at a rate per hour, with a note. ict and bursar manage them.
 */
export const specialCourseRates = pgTable(
  'special_course_rates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studentId: requiredTextRef('student_id', () => users.customId, { onDelete: 'cascade' }),
    courseCode: requiredTextRef('course_code', () => courses.code),
    ratePerHourKobo: bigint('rate_per_hour_kobo', { mode: 'number' }).notNull(),
    hours: integer('hours').notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').references(() => users.customId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('special_course_rates_student_course_unique').on(t.studentId, t.courseCode),
    check('special_course_rates_rate_positive', sql`${t.ratePerHourKobo} > 0`),
    check('special_course_rates_hours_range', sql`${t.hours} between 1 and 9`),
  ],
);
export type SpecialCourseRateRow = typeof specialCourseRates.$inferSelect;

/**
 * Printed forms a QR code can check: an unguessable code per form (the QR points to
 * /verify/{code}), so nobody can list students by trying form numbers, and an altered code
 * is simply unknown.
 */
export const formVerifications = pgTable(
  'form_verifications',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['registration', 'add-drop', 'hostel'] }).notNull(),
    formNumber: text('form_number').notNull(),
    studentId: requiredTextRef('student_id', () => users.customId),
    periodId: requiredTextRef('period_id', () => periods.periodId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('form_verifications_kind_form_unique').on(t.kind, t.formNumber),
    check('form_verifications_kind_valid', sql`${t.kind} in ('registration', 'add-drop', 'hostel')`),
  ],
);
export type FormVerificationRow = typeof formVerifications.$inferSelect;
