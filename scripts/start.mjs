// `npm start`: builds what is missing, then serves the SPA and the API on PORT (3000).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const envFile = existsSync('.env') ? ['--env-file=.env'] : [];
const child = spawn(process.execPath, ['--enable-source-maps', ...envFile, 'apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', DEMO_SEED: 'true', COOKIE_SECURE: 'false', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
