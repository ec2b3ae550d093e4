import sharp from 'sharp';
import { PASSPORT_MAX_BYTES, PASSPORT_MAX_PIXELS, PASSPORT_OUTPUT_WIDTH } from '@portal/domain';
import { AppError } from '../../lib/errors.js';
import { sniffFileType } from '../../lib/file-types.js';

// Each upload is decoded once; libvips' operation cache would only hold memory.
sharp.cache(false);

export const PASSPORT_MESSAGES = {
  missing: 'Please choose a photo.',
  tooManyBytes: `The photo must be at most ${PASSPORT_MAX_BYTES.toLocaleString('en-US')} bytes.`,
  wrongType: 'Only png, jpg or jpeg photos are accepted.',
  tooManyPixels: 'The photo is too large.',
  notSquare: 'Please crop the photo to a square.',
  notAnImage: 'The file is not a valid image.',
} as const;

/** Width and height may differ by at most this share of the longer side. */
const SQUARE_TOLERANCE = 0.02;

const refuse = (message: string) => new AppError('VALIDATION', message);

function isPixelLimitError(err: unknown): boolean {
  return /pixel limit/i.test((err as Error)?.message ?? '');
}

/**
 * Checks an uploaded passport photo (bytes, magic number, pixel count, square) and re-encodes it
 * as a 500x500 JPEG without metadata. Throws a VALIDATION AppError with the user's message.
 */
export async function preparePassportPhoto(upload: { data: Buffer; truncated: boolean } | null): Promise<Buffer> {
  if (upload?.truncated || (upload && upload.data.length > PASSPORT_MAX_BYTES))
    throw refuse(PASSPORT_MESSAGES.tooManyBytes);
  if (!upload || upload.data.length === 0) throw refuse(PASSPORT_MESSAGES.missing);
  const input = upload.data;
  const type = sniffFileType(input);
  if (type !== 'png' && type !== 'jpeg') throw refuse(PASSPORT_MESSAGES.wrongType);

  const options = { limitInputPixels: PASSPORT_MAX_PIXELS, failOn: 'error' as const };
  let width: number;
  let height: number;
  try {
    const meta = await sharp(input, options).metadata();
    if (meta.format !== type || !meta.width || !meta.height) throw new Error('not decodable');
    width = meta.width;
    height = meta.height;
  } catch (err) {
    throw refuse(isPixelLimitError(err) ? PASSPORT_MESSAGES.tooManyPixels : PASSPORT_MESSAGES.notAnImage);
  }
  if (width * height > PASSPORT_MAX_PIXELS) throw refuse(PASSPORT_MESSAGES.tooManyPixels);
  if (Math.abs(width - height) > SQUARE_TOLERANCE * Math.max(width, height)) throw refuse(PASSPORT_MESSAGES.notSquare);

  try {
    return await sharp(input, options)
      .rotate()
      .resize({ width: PASSPORT_OUTPUT_WIDTH, height: PASSPORT_OUTPUT_WIDTH, fit: 'cover' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (err) {
    throw refuse(isPixelLimitError(err) ? PASSPORT_MESSAGES.tooManyPixels : PASSPORT_MESSAGES.notAnImage);
  }
}
