import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/** PUT /api/library-resources: an instruction and HTML content (sanitised by the server). */
export const libraryResourceSchema = z.object({
  instruction: z.string().trim().max(1000, MESSAGES.invalid).default(''),
  html: z.string().max(200_000, MESSAGES.invalid),
});
export type LibraryResourcesInput = z.input<typeof libraryResourceSchema>;

/** GET and PUT /api/library-resources: what is stored, `html` sanitised. */
export const libraryResourcesViewSchema = z.object({ instruction: z.string(), html: z.string() });
export type LibraryResourcesView = z.infer<typeof libraryResourcesViewSchema>;
