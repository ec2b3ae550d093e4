import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from '@portal/db';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';

/**
 * Writes the OpenAPI document the portal serves at /api/docs/json to a file, for
 * `npm run lint:api-doc` (Redocly) and integrators. The app is built in-process on an empty
 * in-memory database (the document does not read the database), with the sandbox gateway so its
 * routes are described too.
 */
async function main() {
  const out = process.argv[2] ?? '.tmp/openapi.json';
  const handle = await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    PAYMENT_PROVIDER: 'sandbox',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp({ config, db: handle.db, databaseKind: 'pglite', logger: false });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(res.json(), null, 2)}\n`);
    console.log(`OpenAPI document written to ${out}`);
  } finally {
    await app.close();
    await handle.close();
  }
}

await main();
