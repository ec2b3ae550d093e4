import { describe, expect, it } from 'vitest';
import { DOWNLOAD_MESSAGES } from './messages.js';
import { DOWNLOAD_MAX_BYTES } from './uploads.js';

describe('message catalogue', () => {
  it('spells the largest download size with thousands separators', () => {
    expect(DOWNLOAD_MAX_BYTES).toBe(15_000_000);
    expect(DOWNLOAD_MESSAGES.tooManyBytes).toBe('The file must be at most 15,000,000 bytes.');
  });
});
