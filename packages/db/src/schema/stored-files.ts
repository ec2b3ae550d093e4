import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's bytea as a Node Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded files (passports, downloads) by the key their owner row keeps: in the database, so
 * every instance serves every file and a database backup holds them (decision 0025).
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** Lowercase hex SHA-256 of `data`: the ETag, and the check of every copy. */
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
