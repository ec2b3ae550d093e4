import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { libraryResources } from '../schema/content.js';

/** The library resources page lives in one row. */
export const LIBRARY_RESOURCES_ID = 1;

export type LibraryResourcesRow = typeof libraryResources.$inferSelect;

export async function findLibraryResources(db: Executor): Promise<LibraryResourcesRow | undefined> {
  const rows = await db.select().from(libraryResources).where(eq(libraryResources.id, LIBRARY_RESOURCES_ID)).limit(1);
  return rows[0];
}

export async function upsertLibraryResources(
  db: Executor,
  content: { instruction: string; html: string; updatedBy: string | null },
): Promise<LibraryResourcesRow> {
  const rows = await db
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
    .returning();
  return rows[0]!;
}
