import { z } from 'zod';

export { PASSPORT_ACCEPTED_TYPES, PASSPORT_MAX_BYTES, PASSPORT_MAX_PIXELS, PASSPORT_OUTPUT_WIDTH } from '../uploads.js';

/** GET /api/users/:customId/passport (the answer is the JPEG itself). */
export const passportOwnerParamsSchema = z.object({ customId: z.string().min(1).max(40) });

/**
 * POST /api/students/me/passport and /api/faculty/me/passport (multipart, file field
 * "passport"): where the new photo is served.
 */
export const passportUploadResponseSchema = z.object({ passport_url: z.string() });
export type PassportUploadResponse = z.infer<typeof passportUploadResponseSchema>;
