/** Passport photo limits (student-side §5, §9). */
export const PASSPORT_MAX_BYTES = 15_000_000;
export const PASSPORT_ACCEPTED_TYPES = ['image/png', 'image/jpeg'] as const;
export const PASSPORT_OUTPUT_WIDTH = 500;
/** Decoded images above this many pixels are refused (decompression bombs). */
export const PASSPORT_MAX_PIXELS = 40_000_000;

/** Downloads (student-side §2): a file of at most this many bytes. */
export const DOWNLOAD_MAX_BYTES = 15_000_000;
