import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/support/global-setup.ts'],
    setupFiles: ['./test/support/fail-on-console-error.ts'],
    // Generous: the demo-seed files load the whole demo (twice) and CI has two cores.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
