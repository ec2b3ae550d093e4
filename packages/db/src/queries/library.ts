import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { libraryResources } from '../schema/content.js';
import { findRow, returnedRow } from './rows.js';

/** The library resources page lives in one row. */
export const LIBRARY_RESOURCES_ID = 1;

export type LibraryResourcesRow = typeof libraryResources.$inferSelect;

export const findLibraryResources = (db: Executor) =>
  findRow(db, libraryResources, eq(libraryResources.id, LIBRARY_RESOURCES_ID));

export async function upsertLibraryResources(
  db: Executor,
  content: { instruction: string; html: string; updatedBy: string | null },
): Promise<LibraryResourcesRow> {
  return returnedRow(
    db
      .insert(libraryResources)
      .values({ id: LIBRARY_RESOURCES_ID, ...content })
      .onConflictDoUpdate({
        target: libraryResources.id,
        set: {
          instruction: content.instruction,
          html: content.html,
          updatedBy: content.updatedBy,
          updatedAt: sql`now()`,
        },
      })
      .returning(),
  );
}
