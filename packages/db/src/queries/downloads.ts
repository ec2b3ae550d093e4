import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { downloads } from '../schema/content.js';
import { findRow, insertRow, rowByKey } from './rows.js';

export type DownloadRow = typeof downloads.$inferSelect;
export type NewDownloadRow = typeof downloads.$inferInsert;

export async function listDownloads(db: Executor): Promise<DownloadRow[]> {
  return db.select().from(downloads).orderBy(asc(downloads.sortOrder), asc(downloads.id));
}

const downloadById = rowByKey(downloads, (id: number) => eq(downloads.id, id));
export const findDownload = downloadById.find;
export const lockDownload = downloadById.lock;

export const findDownloadByTitle = (db: Executor, title: string) => findRow(db, downloads, eq(downloads.title, title));

export const insertDownload = (db: Executor, row: NewDownloadRow) => insertRow(db, downloads, row);

export async function updateDownload(
  db: Executor,
  id: number,
  changes: { title: string; url?: string },
): Promise<void> {
  await db
    .update(downloads)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(downloads.id, id));
}

export async function deleteDownload(db: Executor, id: number): Promise<void> {
  await db.delete(downloads).where(eq(downloads.id, id));
}
