import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facultyUsername } from './ids.js';
import { formatOneTimePassword } from './passwords.js';

describe('derived identifiers', () => {
  it('builds a lecturer username from first name and surname, lower case, no spaces', () => {
    expect(facultyUsername('John', 'BAKO', { domain: 'jets.edu.ng' })).toBe('john.bako@jets.edu.ng');
    expect(facultyUsername('Mary Ann', 'DE  SOUZA', { domain: 'JETS.edu.ng' })).toBe('maryann.desouza@jets.edu.ng');
  });

  it('formats one-time passwords from random bytes without look-alike characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const pw = formatOneTimePassword(bytes, 10);
        expect(pw).toHaveLength(10);
        expect(pw).not.toMatch(/[0O1lI]/);
      }),
    );
    expect(() => formatOneTimePassword(new Uint8Array(3), 10)).toThrow();
  });
});
