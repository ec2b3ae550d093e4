import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { requiredIdRef, requiredTextRef, timestamps, walletBalances } from './columns.js';
import { HOSTEL_APPLICATION_STATUSES, HOSTEL_STATUSES, PREVIOUS_STAYS } from '@portal/domain';
import { valueList } from './value-lists.js';
import { periods } from './academics.js';
import { walletEntries } from './ledger.js';
import { users } from './users.js';

/** A hostel (block) with its prices in kobo. A new hostel starts closed. */
export const hostels = pgTable(
  'hostels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    amountPerSemesterKobo: bigint('amount_per_semester_kobo', { mode: 'number' }).notNull(),
    amountPerSummerKobo: bigint('amount_per_summer_kobo', { mode: 'number' }).notNull(),
    cautionFeeKobo: bigint('caution_fee_kobo', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: HOSTEL_STATUSES }).notNull().default('closed'),
    createdBy: text('created_by').references(() => users.customId, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    /** Names are unique whatever their case ("Bingham Hostel" and "BINGHAM HOSTEL" are one hostel). */
    uniqueIndex('hostels_name_unique').on(sql`lower(${t.name})`),
    check(
      'hostels_amounts_nonnegative',
      sql`${t.amountPerSemesterKobo} >= 0 and ${t.amountPerSummerKobo} >= 0 and ${t.cautionFeeKobo} >= 0`,
    ),
    check('hostels_status_valid', sql`${t.status} in ${valueList(HOSTEL_STATUSES)}`),
  ],
);
export type HostelRow = typeof hostels.$inferSelect;
export type NewHostelRow = typeof hostels.$inferInsert;

/** A room of a hostel; its number is unique within the hostel. A new room starts opened. */
export const hostelRooms = pgTable(
  'hostel_rooms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hostelId: requiredIdRef('hostel_id', () => hostels.id),
    roomNumber: text('room_number').notNull(),
    status: text('status', { enum: HOSTEL_STATUSES }).notNull().default('opened'),
    createdBy: text('created_by').references(() => users.customId, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('hostel_rooms_number_unique').on(t.hostelId, t.roomNumber),
    /** Lets a bedspace name its room and hostel together (the room must be of that hostel). */
    unique('hostel_rooms_id_hostel_unique').on(t.id, t.hostelId),
    check('hostel_rooms_status_valid', sql`${t.status} in ${valueList(HOSTEL_STATUSES)}`),
  ],
);
export type HostelRoomRow = typeof hostelRooms.$inferSelect;

/** A bedspace (bunk) of a room; its number is unique within the room. A new bedspace starts opened. */
export const hostelBeds = pgTable(
  'hostel_beds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hostelId: bigint('hostel_id', { mode: 'number' }).notNull(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    bedNumber: text('bed_number').notNull(),
    status: text('status', { enum: HOSTEL_STATUSES }).notNull().default('opened'),
    createdBy: text('created_by').references(() => users.customId, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'hostel_beds_room_fk',
      columns: [t.roomId, t.hostelId],
      foreignColumns: [hostelRooms.id, hostelRooms.hostelId],
    }),
    unique('hostel_beds_number_unique').on(t.roomId, t.bedNumber),
    /** Lets an allocation name its bedspace and hostel together (the bed must be of the chosen hostel). */
    unique('hostel_beds_id_hostel_unique').on(t.id, t.hostelId),
    index('hostel_beds_hostel_idx').on(t.hostelId),
    check('hostel_beds_status_valid', sql`${t.status} in ${valueList(HOSTEL_STATUSES)}`),
  ],
);
export type HostelBedRow = typeof hostelBeds.$inferSelect;

/**
 * A student's hostel application for a period (one per student per period, by constraint).
 * The allocation stores the bedspace, the charges, the balances, the debit and the form
 * number; a bedspace is allocated at most once per period (unique index on period and bed),
 * and only a bedspace of the hostel the student chose (composite foreign key).
 */
export const hostelApplications = pgTable(
  'hostel_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    periodId: requiredTextRef('period_id', () => periods.periodId),
    studentId: requiredTextRef('student_id', () => users.customId),
    previousStay: text('previous_stay', { enum: PREVIOUS_STAYS }).notNull(),
    status: text('status', { enum: HOSTEL_APPLICATION_STATUSES }).notNull().default('awaiting bursar'),
    /** The hostel the student chose (set when awaiting the porter, kept after a rejection). */
    hostelId: bigint('hostel_id', { mode: 'number' }).references(() => hostels.id),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    /** The latest rejection comment. */
    comment: text('comment'),
    /** The accommodation balance the bursary entered. */
    balanceKobo: bigint('balance_kobo', { mode: 'number' }),
    balanceBy: text('balance_by').references(() => users.customId),
    balanceAt: timestamp('balance_at', { withTimezone: true }),
    /** Set at allocation. */
    bedId: bigint('bed_id', { mode: 'number' }),
    costKobo: bigint('cost_kobo', { mode: 'number' }),
    cautionFeeKobo: bigint('caution_fee_kobo', { mode: 'number' }),
    totalKobo: bigint('total_kobo', { mode: 'number' }),
    ...walletBalances(),
    formNumber: text('form_number').unique('hostel_applications_form_number_unique'),
    debitEntryId: bigint('debit_entry_id', { mode: 'number' })
      .unique('hostel_applications_debit_entry_unique')
      .references(() => walletEntries.id),
    allocatedBy: text('allocated_by').references(() => users.customId),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }),
    printedByPorterAt: timestamp('printed_by_porter_at', { withTimezone: true }),
    printedByBursarAt: timestamp('printed_by_bursar_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('hostel_applications_period_student_unique').on(t.periodId, t.studentId),
    /** A bedspace is given to one student per period, whoever clicks and however often. */
    unique('hostel_applications_period_bed_unique').on(t.periodId, t.bedId),
    foreignKey({
      name: 'hostel_applications_bed_fk',
      columns: [t.bedId, t.hostelId],
      foreignColumns: [hostelBeds.id, hostelBeds.hostelId],
    }),
    index('hostel_applications_period_status_idx').on(t.periodId, t.status),
    index('hostel_applications_student_idx').on(t.studentId),
    check('hostel_applications_status_valid', sql`${t.status} in ${valueList(HOSTEL_APPLICATION_STATUSES)}`),
    check('hostel_applications_previous_stay_valid', sql`${t.previousStay} in ${valueList(PREVIOUS_STAYS)}`),
    check(
      'hostel_applications_chosen_has_hostel',
      sql`${t.status} not in ('awaiting porter', 'complete') or ${t.hostelId} is not null`,
    ),
    check('hostel_applications_bed_only_when_complete', sql`(${t.status} = 'complete') = (${t.bedId} is not null)`),
    check(
      'hostel_applications_complete_has_form',
      sql`${t.status} <> 'complete' or (${t.formNumber} is not null and ${t.allocatedAt} is not null and ${t.totalKobo} is not null and ${t.openingBalanceKobo} is not null and ${t.closingBalanceKobo} is not null)`,
    ),
  ],
);
export type HostelApplicationRow = typeof hostelApplications.$inferSelect;
export type NewHostelApplicationRow = typeof hostelApplications.$inferInsert;
