import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { storedFiles } from '../schema/stored-files.js';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFileRow = Omit<typeof storedFiles.$inferInsert, 'createdAt'>;

/**
 * Keeps a file under its key. A key is written once (the server picks a fresh random key per
 * upload), so a second write of the same key only happens when an import is repeated: it keeps
 * the row already there and answers false.
 */
export async function insertStoredFile(db: Executor, row: NewStoredFileRow): Promise<boolean> {
  const inserted = await db.insert(storedFiles).values(row).onConflictDoNothing().returning({ key: storedFiles.key });
  return inserted.length > 0;
}

export async function findStoredFile(db: Executor, key: string): Promise<StoredFileRow | undefined> {
  return (await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1))[0];
}

export async function deleteStoredFile(db: Executor, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}
