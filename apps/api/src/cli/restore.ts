import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { lockEmbeddedDatabase } from '../bootstrap.js';
import { loadConfig } from '../config/env.js';
import { restoreBackup, RestoreRefused } from '../lib/backup-restore.js';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

/** `npm run restore -- <file>`: the backup into an empty database (or, with --force, over one), then migrations. */
async function main() {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!existsSync(file)) {
    console.error(`${file}: no such backup file.`);
    process.exit(2);
  }
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => undefined : lockEmbeddedDatabase(config.DATA_DIR);
  try {
    await restoreBackup({
      file,
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      force: Boolean(values.force),
      say: (line) => console.log(line),
    });
    console.log('Restore complete. Start the portal.');
  } catch (err) {
    if (!(err instanceof RestoreRefused)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  } finally {
    unlock();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
