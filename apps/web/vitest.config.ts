import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  // Component tests and the shipped build both render with React 19 (docs/decisions/0010).
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Whole-app tests load lazily loaded route modules (transformed on first use); on a busy
    // two-core machine a journey of typing and navigation can take more than the default 5 s.
    testTimeout: 15_000,
    unstubGlobals: true,
    // Node 25+ has its own global localStorage (undefined without --localstorage-file), which
    // hides jsdom's: the tests use jsdom's, as a browser would.
    execArgv: Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-experimental-webstorage'] : [],
  },
});
