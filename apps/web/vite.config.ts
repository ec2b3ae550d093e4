import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = 'http://localhost:3001';

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

const APP_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
const ENTRY_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/;
const START_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]start\.tsx$/;
const LOADERS_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]route-loaders\.ts$/;
const LOGIN_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]login-routes\.tsx$/;
/**
 * The form libraries the login pages need: react-hook-form, @hookform/resolvers and the part of
 * zod that `zod/mini` schemas use (its core, checks, regexes and the functional API), not the
 * method-chaining layer (`zod/v4/classic`) nor JSON Schema generation, which stay with the screens
 * that use them.
 */
const FORMS_CORE =
  /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|zod[\\/](v4[\\/])?(mini|core[\\/](?!to-json-schema|json-schema)))[\\/]/;
/** The domain's pure rules that the first load uses (roles, offices, menus, messages, session). */
const DOMAIN_CORE = /[\\/]packages[\\/]domain[\\/]src[\\/](roles|permissions|menus|messages|session)\.ts$/;

/**
 * Whether the module `root` imports the app module `id` statically, directly or not. Modules of
 * the app's start-up graph are part of every first load, and those of the login pages' module part of
 * theirs: each set goes into one chunk instead of a dozen small ones (each a request; browsers
 * open at most six connections to a host). Only app modules are followed: the domain package's
 * index re-exports everything, tree-shaken later.
 */
function isImportedBy(root: RegExp, id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (root.test(id)) return true;
  if (!APP_MODULE.test(id) || seen.has(id)) return false;
  seen.add(id);
  return graph.getModuleInfo(id)?.importers.some((importer) => isImportedBy(root, importer, graph, seen)) ?? false;
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
        // Every browser the portal supports knows <link rel="modulepreload">.
        modulePreload: { polyfill: false },
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
                // Vite's helper that preloads a dynamic import's chunks, which the entry uses first:
                // its own chunk (a few hundred bytes), not the app's.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 10 },
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                // The forms' libraries as the login pages use them: react-hook-form, its resolver and
                // zod's core (the login schemas are written with `zod/mini`).
                { name: 'forms', test: FORMS_CORE },
                // zod's method-chaining layer (`zod`, with JSON Schema): only screens whose forms use
                // it load it, never the landing or login pages.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                { name: 'vendor', test: /node_modules[\\/]/ },
                // The app's own modules of the first load (src/start.tsx and what it imports; the
                // entry, src/main.tsx, is a chunk of its own that loads it after the first paint).
                {
                  debugName: 'app',
                  // Also the few modules that both the login pages and the route loaders use (the
                  // current user's query): in neither of their chunks, so neither loads the other.
                  name: (id, graph) =>
                    // What the entry itself imports stays in the entry's chunk (it runs first).
                    !isImportedBy(ENTRY_MODULE, id, graph) &&
                    (DOMAIN_CORE.test(id) ||
                      isImportedBy(START_MODULE, id, graph) ||
                      (isImportedBy(LOGIN_MODULE, id, graph) && isImportedBy(LOADERS_MODULE, id, graph)))
                      ? 'app'
                      : null,
                },
                // The route loaders and the fetchers they start (preloaded by the shell of deep links).
                {
                  debugName: 'loaders',
                  name: (id, graph) =>
                    !LOADERS_MODULE.test(id) && isImportedBy(LOADERS_MODULE, id, graph) ? 'route-fetchers' : null,
                },
                // The login pages' own modules (their form, fields and focus handling), in one chunk.
                {
                  debugName: 'login',
                  name: (id, graph) =>
                    !LOGIN_MODULE.test(id) && isImportedBy(LOGIN_MODULE, id, graph) ? 'login-form' : null,
                },
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
