import { bigint, jsonb, text, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

/*
 * Columns many tables share, as fresh builders per table (a builder belongs to one table). The
 * SQL they generate is the one the migrations have: a table spreading them is the same table.
 */

/** When a row was created and last changed. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When each office printed a form (registration, add/drop). */
export const officePrints = () => ({
  printedByBursarAt: timestamp('printed_by_bursar_at', { withTimezone: true }),
  printedByRegistrarAt: timestamp('printed_by_registrar_at', { withTimezone: true }),
  printedByDeanAt: timestamp('printed_by_dean_at', { withTimezone: true }),
});

/** The wallet balance before and after a form moved it (registration, add/drop, hostel; set when it does). */
export const walletBalances = () => ({
  openingBalanceKobo: bigint('opening_balance_kobo', { mode: 'number' }),
  closingBalanceKobo: bigint('closing_balance_kobo', { mode: 'number' }),
});

/** Set when a registration or an add/drop completes: its form number, the priced form (line by line) and when. */
export const formCompletion = () => ({
  formNumber: text('form_number').unique(),
  pricing: jsonb('pricing').$type<Record<string, unknown>>(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** A required text key of another table (a user, a period, a course), with its delete action if any. */
export const requiredTextRef = (name: string, ref: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  text(name).notNull().references(ref, actions);

/** A required numeric id of another table (a registration, a wallet, a ledger entry). */
export const requiredIdRef = (name: string, ref: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  bigint(name, { mode: 'number' }).notNull().references(ref, actions);
