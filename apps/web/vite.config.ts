import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = 'http://localhost:3001';

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

const APP_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
const ENTRY_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/;
/** The domain's pure rules that the first load uses (roles, offices, menus, messages, session). */
const DOMAIN_CORE = /[\\/]packages[\\/]domain[\\/]src[\\/](roles|permissions|menus|messages|session)\.ts$/;

/**
 * Whether the app's entry (src/main.tsx) imports the app module `id` statically, directly or
 * not. Such modules are part of every first load, so they go into the entry's chunk instead of a
 * dozen small ones (each a request; browsers open at most six connections to a host). Only app
 * modules are followed: the domain package's index re-exports everything, tree-shaken later.
 */
function isInEntryGraph(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (ENTRY_MODULE.test(id)) return true;
  if (!APP_MODULE.test(id) || seen.has(id)) return false;
  seen.add(id);
  return graph.getModuleInfo(id)?.importers.some((importer) => isInEntryGraph(importer, graph, seen)) ?? false;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? {
        // The prerender bundle (src/entry-server.tsx), used once by prerender.mjs and deleted.
        outDir: '.prerender',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        target: 'node20',
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        // dist/.vite/manifest.json: the chunk graph, read by prerender.mjs (modulepreload links of
        // the login pages) and by the bundle-size benchmark.
        manifest: true,
        // Budget (GUIDE §6): no chunk over 500 KB minified.
        chunkSizeWarningLimit: 500,
        rolldownOptions: {
          // @portal/domain is pure (GUIDE §3.1): its modules have no side effects, so a module none
          // of whose exports a chunk uses is left out of it. This keeps the reference lists and the
          // request schemas out of the first load (landing and login pages).
          treeshake: {
            moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id),
          },
          output: {
            // Libraries change less often than the app: keep them in their own cacheable chunks.
            // The forms' libraries are a chunk of their own, loaded only by pages with a form (the
            // landing page never downloads them).
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
                { name: 'vendor', test: /node_modules[\\/]/ },
                // The app's own modules of the first load, with the entry.
                { name: (id, graph) => (DOMAIN_CORE.test(id) || isInEntryGraph(id, graph) ? 'index' : null) },
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
}));
