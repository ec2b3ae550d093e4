import { PASSPORT_ACCEPTED_TYPES, PASSPORT_MAX_BYTES } from '@portal/domain';

export const PASSPORT_TYPE_MESSAGE = 'Only png, jpg or jpeg photos are accepted.';
export const PASSPORT_SIZE_MESSAGE = 'The photo is too large: the maximum is 15 MB.';

/** Why a chosen file cannot be a passport photo, or null when it can be cropped. */
export function passportFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PASSPORT_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return PASSPORT_TYPE_MESSAGE;
  if (file.size > PASSPORT_MAX_BYTES) return PASSPORT_SIZE_MESSAGE;
  return null;
}
