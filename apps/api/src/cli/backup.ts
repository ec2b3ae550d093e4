import { openDatabase } from '@portal/db';
import { lockEmbeddedDatabase } from '../bootstrap.js';
import { loadConfig } from '../config/env.js';
import { createBackup } from '../lib/backup-create.js';

/** `npm run backup`: one backup file of the database and the uploaded files in BACKUP_DIR. */
async function main() {
  const config = loadConfig();
  // PGlite admits one process: the running portal's lock file says it holds the database.
  const unlock = config.DATABASE_URL
    ? () => undefined
    : lockEmbeddedDatabase(config.DATA_DIR, 'Stop the portal first, or take the backup from the Backups screen.');
  try {
    // No migration here: a backup records the database as it is.
    const handle = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: `${config.DATA_DIR}/pglite`,
      maxConnections: 2,
    });
    try {
      const source = { db: handle.db, kind: handle.kind, url: config.DATABASE_URL };
      const place = { dataDir: config.DATA_DIR, backupDir: config.BACKUP_DIR, now: new Date() };
      const result = await createBackup(source, place);
      if (!result) {
        console.error('Another backup of this database is being taken right now; try again in a minute.');
        process.exitCode = 1;
        return;
      }
      const { manifest } = result;
      const rows = Object.values(manifest.database.rowCounts).reduce((a, b) => a + b, 0);
      console.log(`Backup written: ${result.path} (${result.bytes.toLocaleString('en-NG')} bytes)`);
      console.log(
        `It holds ${rows.toLocaleString('en-NG')} rows in ${Object.keys(manifest.database.rowCounts).length} tables and ${manifest.files.count + (manifest.database.rowCounts.stored_files ?? 0)} uploaded files (migration ${manifest.database.migration.last ?? 'none'}).`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    unlock();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
