import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findLibraryResources, recordAudit, upsertLibraryResources } from '@portal/db';
import { libraryResourceSchema } from '@portal/domain';
import type { AuthContext } from '../../plugins/auth.js';
import { sanitiseHtml } from './html-sanitiser.js';

export interface LibraryResources {
  instruction: string;
  html: string;
}

export async function getLibraryResources(app: FastifyInstance): Promise<LibraryResources> {
  const row = await findLibraryResources(app.db);
  return { instruction: row?.instruction ?? '', html: row?.html ?? '' };
}

/** Saves the library resources page; the HTML is sanitised before it is stored. */
export async function saveLibraryResources(
  app: FastifyInstance,
  auth: AuthContext,
  input: z.output<typeof libraryResourceSchema>,
): Promise<LibraryResources> {
  const html = sanitiseHtml(input.html);
  return app.db.transaction(async (tx) => {
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
