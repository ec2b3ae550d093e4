import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets this installation generates for itself, one per name, kept in the database so every
 * instance on it uses the same one (the sandbox gateway's webhook signing key, decision 0030).
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
