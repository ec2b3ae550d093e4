import { afterEach, vi } from 'vitest';

const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  if (errors.length > 0) {
    const first = errors[0];
    errors.length = 0;
    vi.restoreAllMocks();
    throw new Error(`console.error was called during the test: ${String(first?.[0])}`);
  }
});
