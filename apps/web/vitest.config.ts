import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  // Component tests render with React itself; the browser journeys (e2e/) test the shipped
  // build, which renders with Preact's React layer (docs/decisions/0006).
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
