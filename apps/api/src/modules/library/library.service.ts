import type { z } from 'zod';
import { findLibraryResources, recordAudit, upsertLibraryResources } from '@portal/db';
import type { libraryResourceSchema, LibraryResourcesView } from '@portal/domain';
import type { DbDeps } from '../../lib/service-deps.js';
import type { AuthContext } from '../../plugins/auth.js';
import { sanitiseHtml } from './html-sanitiser.js';

/**
 * The library resources page. The browser renders its HTML as it is, so it is sanitised again on
 * the way out: a row written another way (a restore, a manual fix in the database) cannot carry
 * a script to every student's page. Sanitising what was already sanitised changes nothing.
 */
export async function getLibraryResources(deps: DbDeps): Promise<LibraryResourcesView> {
  const row = await findLibraryResources(deps.db);
  return { instruction: row?.instruction ?? '', html: row ? sanitiseHtml(row.html) : '' };
}

/** Saves the library resources page; the HTML is sanitised before it is stored. */
export async function saveLibraryResources(
  deps: DbDeps,
  auth: AuthContext,
  input: z.output<typeof libraryResourceSchema>,
): Promise<LibraryResourcesView> {
  const html = sanitiseHtml(input.html);
  return deps.db.transaction(async (tx) => {
    const row = await upsertLibraryResources(tx, {
      instruction: input.instruction,
      html,
      updatedBy: auth.user.customId,
    });
    await recordAudit(tx, {
      actorId: auth.user.customId,
      action: 'library-resources.edit',
      entity: 'library_resources',
      entityId: String(row.id),
      details: { htmlLength: html.length, removedByTheSanitiser: input.html.length - html.length },
    });
    return { instruction: row.instruction, html: row.html };
  });
}
