// `npm start`: builds what is missing, then serves the SPA and the API on PORT (3000).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const envFile = existsSync('.env') ? ['--env-file=.env'] : [];
// Keys set in .env must win over our defaults (node --env-file never overrides the environment).
const fromFile = new Set(
  envFile.length
    ? readFileSync('.env', 'utf8')
        .split('\n')
        .map((line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
        .filter(Boolean)
    : [],
);
const isSet = (key) => key in process.env || fromFile.has(key);
const defaults = { NODE_ENV: 'production' };
// With the embedded database and nothing configured, `npm start` is the local demo: demo data,
// the sandbox gateway, and a cookie that works over plain http://localhost.
if (!isSet('DATABASE_URL')) {
  defaults.DEMO_SEED = 'true';
  defaults.COOKIE_SECURE = 'false';
}
const env = { ...process.env };
for (const [key, value] of Object.entries(defaults)) if (!isSet(key)) env[key] = value;
const child = spawn(process.execPath, ['--enable-source-maps', ...envFile, 'apps/api/dist/server.js'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
