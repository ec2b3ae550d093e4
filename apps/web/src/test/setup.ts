import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { format } from 'node:util';
import { installDialogPolyfill, resetDialogPolyfill } from './dialog-polyfill';

// jsdom has no HTMLDialogElement.showModal(): a minimal stand-in (see dialog-polyfill.ts).
installDialogPolyfill();

// Lazily loaded route modules are transformed on first use; leave them time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

// Any console.error during a test fails it (GUIDE §5).
let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
  // jsdom does not implement scrolling; the router's ScrollRestoration calls it.
  window.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  resetDialogPolyfill();
  window.localStorage.clear();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
  }
});
