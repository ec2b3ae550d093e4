// Builds the web app and the API when their output is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths are the repository's, whatever directory the caller runs in (npm runs a workspace's
// scripts in that workspace's directory).
const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(root, path);

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function outdated(output, sources) {
  if (!existsSync(at(output))) return true;
  const built = statSync(at(output)).mtimeMs;
  return sources.some((s) => newest(at(s)) > built);
}

function run(args) {
  const res = spawnSync('npm', args, { stdio: 'inherit', shell: false, cwd: root });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

export function buildIfNeeded({ force = false } = {}) {
  const shared = ['packages/domain/src'];
  // The web build ends with the prerendered pages and the precompressed files (index.html.br).
  const webSources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/prerender.mjs',
    'apps/web/compress.mjs',
    'apps/web/package.json',
  ];
  if (force || outdated('apps/web/dist/index.html.br', [...webSources, ...shared])) {
    console.log('Building the web app…');
    run(['run', 'build', '-w', 'apps/web']);
  }
  if (
    force ||
    outdated('apps/api/dist/server.js', ['apps/api/src', 'packages/db/src', 'packages/db/migrations', ...shared])
  ) {
    console.log('Building the API…');
    run(['run', 'build', '-w', 'apps/api']);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded({ force: process.argv.includes('--force') });
}
