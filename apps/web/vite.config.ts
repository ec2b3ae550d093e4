import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Budget (GUIDE §6): no chunk over 500 KB minified.
    chunkSizeWarningLimit: 500,
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
