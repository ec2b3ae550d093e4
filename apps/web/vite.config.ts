import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preactAliases } from './preact-aliases';

const apiOrigin = 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: preactAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Budget (GUIDE §6): no chunk over 500 KB minified.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      // @portal/domain is pure (GUIDE §3.1): its modules have no side effects, so a module none
      // of whose exports a chunk uses is left out of it. This keeps the reference lists and the
      // onboarding schemas out of the first load (landing and login pages).
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id),
      },
      output: {
        // Libraries change less often than the app: keep them in their own cacheable chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/website': apiOrigin,
      '/old': apiOrigin,
    },
  },
  preview: {
    proxy: {
      '/api': apiOrigin,
      '/website': apiOrigin,
      '/old': apiOrigin,
    },
  },
});
