// Bundles the API (with the workspace packages) into dist/, keeping npm dependencies
// external, and copies the committed SQL migrations next to it.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
rmSync(`${here}dist`, { recursive: true, force: true });

await build({
  entryPoints: {
    server: `${here}src/server.ts`,
    'create-admin': `${here}src/cli/create-admin.ts`,
    backup: `${here}src/cli/backup.ts`,
    restore: `${here}src/cli/restore.ts`,
    'bank-accounts': `${here}src/cli/bank-accounts.ts`,
  },
  outdir: `${here}dist`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(`${here}../../packages/db/migrations`, `${here}dist/migrations`, { recursive: true });
console.log('API built into apps/api/dist');
