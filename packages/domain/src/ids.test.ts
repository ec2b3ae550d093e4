import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facultyUsername, firstFreeFacultyUsername } from './ids.js';
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

  it('numbers a lecturer whose names are taken: a digit after the surname, the first free one', () => {
    const config = { domain: 'jets.edu.ng' };
    expect(facultyUsername('John', 'Bako', config, 2)).toBe('john.bako2@jets.edu.ng');
    expect(firstFreeFacultyUsername('John', 'Bako', config, [])).toBe('john.bako@jets.edu.ng');
    expect(firstFreeFacultyUsername('John', 'Bako', config, ['john.bako@jets.edu.ng'])).toBe('john.bako2@jets.edu.ng');
    expect(
      firstFreeFacultyUsername('John', 'Bako', config, [
        'john.bako@jets.edu.ng',
        'john.bako2@jets.edu.ng',
        'john.bakori@jets.edu.ng',
      ]),
    ).toBe('john.bako3@jets.edu.ng');
    // A gap is filled first.
    expect(firstFreeFacultyUsername('John', 'Bako', config, ['JOHN.BAKO@jets.edu.ng', 'john.bako3@jets.edu.ng'])).toBe(
      'john.bako2@jets.edu.ng',
    );
  });
});
