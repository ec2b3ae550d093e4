import { countUsers, openDatabase, type DatabaseHandle } from '@portal/db';
import type { AppConfig } from './config/env.js';
import type { PasswordHasher } from './lib/password-hasher.js';
import { formatDemoLogins, seedDemo } from './seed/demo-seed.js';

/** Opens the configured database (PGlite under DATA_DIR by default) and applies migrations. */
export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  await handle.migrate();
  return handle;
}

/** Demo mode: loads the demo data into an empty database and returns the logins to print. */
export async function prepareDemo(handle: DatabaseHandle, config: AppConfig, hasher: PasswordHasher): Promise<string | null> {
  if (!config.demoSeed) return null;
  const isEmpty = (await countUsers(handle.db)) === 0;
  const logins = await seedDemo(handle.db, hasher, config.INSTITUTION_DOMAIN);
  return (isEmpty ? 'Loaded the demo data.\n' : '') + formatDemoLogins(logins);
}
