import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { formCompletion, officePrints, requiredIdRef, requiredTextRef, timestamps, walletBalances } from './columns.js';
import { ADD_DROP_STATUSES } from '@portal/domain';
import { valueList } from './value-lists.js';
import { courses } from './academics.js';
import { walletEntries } from './ledger.js';
import { registrations } from './registrations.js';

/**
 * The add/drop of a completed registration (at most one: its key is the registration). No row
 * means no add/drop (the spec's empty status). The status moves only through the domain's
 * transition table; completion stores the balances, the priced form, the one ledger entry and
 * the form number. The registration's own picks (registration_courses) are never rewritten:
 * the changes are rows of add_drop_changes (decision 0015).
 */
export const addDrops = pgTable(
  'add_drops',
  {
    registrationId: bigint('registration_id', { mode: 'number' })
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ADD_DROP_STATUSES }).notNull().default('started'),
    /** The latest approval or disapproval comment. */
    comment: text('comment'),
    /** Set at completion (the priced form says what moved on the wallet, line by line). */
    ...walletBalances(),
    addedKobo: bigint('added_kobo', { mode: 'number' }),
    droppedCreditKobo: bigint('dropped_credit_kobo', { mode: 'number' }),
    /** What moved on the wallet: dropped credit − added fees (signed; 0 means no entry). */
    netKobo: bigint('net_kobo', { mode: 'number' }),
    /** The one ledger entry of the form (null when the net amount is zero). */
    entryId: bigint('entry_id', { mode: 'number' })
      .unique()
      .references(() => walletEntries.id),
    ...formCompletion(),
    ...officePrints(),
    ...timestamps(),
  },
  (t) => [
    index('add_drops_status_idx').on(t.status),
    check('add_drops_status_valid', sql`${t.status} in ${valueList(ADD_DROP_STATUSES)}`),
    check(
      'add_drops_completed_has_form',
      sql`${t.status} <> 'completed' or (${t.formNumber} is not null and ${t.completedAt} is not null and ${t.netKobo} is not null and ${t.openingBalanceKobo} is not null and ${t.closingBalanceKobo} is not null)`,
    ),
    check(
      'add_drops_balance_moves_by_net',
      sql`${t.openingBalanceKobo} is null or ${t.closingBalanceKobo} = ${t.openingBalanceKobo} + ${t.netKobo}`,
    ),
    check('add_drops_entry_when_net', sql`${t.status} <> 'completed' or ((${t.netKobo} = 0) = (${t.entryId} is null))`),
  ],
);
export type AddDropRow = typeof addDrops.$inferSelect;
export type NewAddDropRow = typeof addDrops.$inferInsert;

/**
 * One change of an add/drop: a course added, or a registered course dropped. The key makes a
 * course added or dropped at most once per registration. A drop's mark (W, WF; null for a free
 * drop) is fixed when the form is forwarded (`filed_at`); until then the form shows it as of today.
 */
export const addDropChanges = pgTable(
  'add_drop_changes',
  {
    registrationId: requiredIdRef('registration_id', () => addDrops.registrationId, { onDelete: 'cascade' }),
    courseCode: requiredTextRef('course_code', () => courses.code),
    action: text('action', { enum: ['add', 'drop'] }).notNull(),
    mark: text('mark', { enum: ['W', 'WF'] }),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.courseCode] }),
    index('add_drop_changes_course_idx').on(t.courseCode),
    check('add_drop_changes_action_valid', sql`${t.action} in ('add', 'drop')`),
    check(
      'add_drop_changes_mark_valid',
      sql`${t.mark} is null or (${t.action} = 'drop' and ${t.mark} in ('W', 'WF') and ${t.filedAt} is not null)`,
    ),
  ],
);
export type AddDropChangeRow = typeof addDropChanges.$inferSelect;
