import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { recordIdField, requiredCheck } from './common.js';

export { DOWNLOAD_MAX_BYTES } from '../uploads.js';

const title = z.string().trim().min(1, MESSAGES.required).max(120, MESSAGES.invalid);

// ---- requests ------------------------------------------------------------------------------

/** `/:id` of a download. */
export const downloadIdParamsSchema = z.object({ id: recordIdField });
export type DownloadIdParams = z.infer<typeof downloadIdParamsSchema>;

/** POST /api/downloads as JSON: a titled link. */
export const downloadLinkSchema = z.object({
  title,
  url: z
    .string()
    .trim()
    .min(1, requiredCheck)
    .url(MESSAGES.invalid)
    .refine((v) => /^https?:\/\//i.test(v), MESSAGES.invalid),
});
export type DownloadLinkInput = z.input<typeof downloadLinkSchema>;

/** POST /api/downloads as multipart: the title field beside the file field "file". */
export const downloadTitleSchema = z.object({ title });

/** PATCH /api/downloads/:id: rename a download (and change a link's URL). */
export const editDownloadSchema = downloadTitleSchema.extend({ url: downloadLinkSchema.shape.url.optional() });
export type EditDownloadInput = z.input<typeof editDownloadSchema>;

// ---- responses -----------------------------------------------------------------------------

/** A download: a link, or a stored file served by `/api/downloads/:id/file`. */
export const downloadViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(['link', 'file']),
  url: z.string(),
});
export type DownloadView = z.infer<typeof downloadViewSchema>;

/** GET /api/downloads. */
export const downloadListResponseSchema = z.array(downloadViewSchema);

/** POST /api/downloads: the new entry's id. */
export const createdDownloadSchema = z.object({ id: z.number() });
export type CreatedDownload = z.infer<typeof createdDownloadSchema>;
