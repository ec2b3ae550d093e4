import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { downloads } from '../schema/content.js';
import { firstRow, lockedRow, returnedRow } from './rows.js';

export type DownloadRow = typeof downloads.$inferSelect;
export type NewDownloadRow = typeof downloads.$inferInsert;

export async function listDownloads(db: Executor): Promise<DownloadRow[]> {
  return db.select().from(downloads).orderBy(asc(downloads.sortOrder), asc(downloads.id));
}

export async function findDownload(db: Executor, id: number): Promise<DownloadRow | undefined> {
  return firstRow(db.select().from(downloads).where(eq(downloads.id, id)).limit(1));
}

export async function findDownloadByTitle(db: Executor, title: string): Promise<DownloadRow | undefined> {
  return firstRow(db.select().from(downloads).where(eq(downloads.title, title)).limit(1));
}

export async function lockDownload(db: Executor, id: number): Promise<DownloadRow | undefined> {
  return lockedRow(db.select().from(downloads).where(eq(downloads.id, id)).limit(1));
}

export async function insertDownload(db: Executor, row: NewDownloadRow): Promise<DownloadRow> {
  return returnedRow(db.insert(downloads).values(row).returning());
}

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
