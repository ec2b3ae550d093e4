import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { countUsers, findUserByUsername, openDatabase, type DatabaseHandle } from '@portal/db';
import type { AppConfig } from './config/env.js';
import { describeDiskImport, importDiskFiles } from './integrations/storage/index.js';
import type { PasswordHasher } from './lib/password-hasher.js';
import { demoMarkerUsername, formatDemoLogins, seedDemo } from './seed/demo-seed.js';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded database admits one process at a time: a lock file holds the owner's pid,
 * so `npm run create-admin` cannot write while the portal is running.
 */
export function lockEmbeddedDatabase(
  dataDir: string,
  advice = 'Stop the portal first, or set DATABASE_URL.',
): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = `${dataDir}/pglite.lock`;
  try {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(`The embedded database in ${dataDir} is in use by another process (pid ${owner}). ${advice}`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/**
 * Opens the configured database (PGlite under DATA_DIR by default), applies migrations, then
 * moves any files an older version kept under DATA_DIR/files into the database (decision 0025).
 */
export async function openConfiguredDatabase(
  config: AppConfig,
  say: (line: string) => void = (line) => console.log(line),
): Promise<DatabaseHandle> {
  const unlock = config.DATABASE_URL ? () => undefined : lockEmbeddedDatabase(config.DATA_DIR);
  try {
    const handle = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: `${config.DATA_DIR}/pglite`,
      connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    });
    await handle.migrate();
    const imported = await importDiskFiles(handle.db, config.DATA_DIR);
    if (imported) say(describeDiskImport(imported));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** Demo mode: loads the demo data into an empty database and returns the logins to print. */
export async function prepareDemo(
  handle: DatabaseHandle,
  config: AppConfig,
  hasher: PasswordHasher,
): Promise<string | null> {
  if (!config.demoSeed) return null;
  const isEmpty = (await countUsers(handle.db)) === 0;
  // Only an empty database, or one that already holds the demo (then missing demo pieces are
  // added): demo accounts with a published password never reach a database with real users.
  const isDemo = isEmpty || Boolean(await findUserByUsername(handle.db, demoMarkerUsername(config.INSTITUTION_DOMAIN)));
  if (!isDemo) {
    return 'Demo data not loaded: the database already has accounts that are not the demo’s.';
  }
  const logins = await seedDemo(handle.db, hasher, config.INSTITUTION_DOMAIN);
  return (isEmpty ? 'Loaded the demo data.\n' : '') + formatDemoLogins(logins);
}
