import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30: every failure an answer can carry is a text of the domain's message catalogues, so
 * the API document can show it as an example and the web app shows the same words. A text
 * written into a service (`new AppError('CONFLICT', 'Some words.')`) escapes both.
 */
const SRC = join(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('error texts', () => {
  it('come from the message catalogues, never a literal in a service', () => {
    const literal = /new AppError\(\s*'[A-Z_]+',\s*['"`]/g;
    const found = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(literal)].map((m) => {
        const line = text.slice(0, m.index).split('\n').length;
        return `${relative(SRC, file)}:${line}`;
      });
    });
    expect(found).toEqual([]);
  });
});
