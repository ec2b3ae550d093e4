import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './users.js';

/** Downloads listed to students: a titled link or an uploaded file (stored by key). */
export const downloads = pgTable('downloads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  kind: text('kind', { enum: ['link', 'file'] }).notNull(),
  url: text('url'),
  fileKey: text('file_key'),
  fileName: text('file_name'),
  contentType: text('content_type'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdBy: text('created_by').references(() => users.customId, { onDelete: 'set null' }),
  ...timestamps(),
});

/** The library resources page: one instruction and sanitised HTML content. */
export const libraryResources = pgTable('library_resources', {
  id: integer('id').primaryKey(),
  instruction: text('instruction').notNull().default(''),
  html: text('html').notNull().default(''),
  updatedBy: text('updated_by').references(() => users.customId, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
