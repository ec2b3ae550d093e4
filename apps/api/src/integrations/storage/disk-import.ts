import { existsSync } from 'node:fs';
import { readFile, readdir, rename } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { findStoredFile, insertStoredFile, type Database } from '@portal/db';
import { assertSafeKey, sha256Hex } from './file-storage.js';
import { META_SUFFIX } from './local-disk-storage.js';

/** What one run of the import did. */
export interface DiskImport {
  /** Files copied into the database now, and files a previous, interrupted run had copied. */
  imported: number;
  alreadyThere: number;
  bytes: number;
  /** Names under the folder that are not a stored file (left in the renamed folder). */
  skipped: string[];
  /** Where the folder went. */
  movedTo: string;
}

/** Every file the old disk storage wrote under `root`: its key, and its content type if recorded. */
async function listDiskFiles(root: string): Promise<{ keys: string[]; skipped: string[] }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const keys: string[] = [];
  const skipped: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith(META_SUFFIX)) continue;
    const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    try {
      if (entry.name.endsWith('.tmp')) throw new Error('half-written');
      assertSafeKey(key);
      keys.push(key);
    } catch {
      skipped.push(key);
    }
  }
  return { keys: keys.sort(), skipped: skipped.sort() };
}

async function contentTypeOf(path: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(`${path}${META_SUFFIX}`, 'utf8')) as { contentType?: string };
    return meta.contentType ?? 'application/octet-stream';
  } catch {
    return 'application/octet-stream';
  }
}

function dateStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * Moves the files of the old disk storage (DATA_DIR/files) into the database, once: each file
 * is inserted under its key (a key already there is kept: a repeated or interrupted run adds
 * nothing twice), read back and compared by SHA-256, and only when every copy matches is the
 * folder renamed to `files.imported-<time>`, kept for the operator rather than deleted.
 * Null when there is no folder to import. Any mismatch throws and leaves the folder in place.
 */
export async function importDiskFiles(db: Database, dataDir: string, now = new Date()): Promise<DiskImport | null> {
  const root = join(dataDir, 'files');
  if (!existsSync(root)) return null;
  const { keys, skipped } = await listDiskFiles(root);
  let imported = 0;
  let bytes = 0;
  for (const key of keys) {
    const path = join(root, ...key.split('/'));
    const data = await readFile(path);
    const sha256 = sha256Hex(data);
    const contentType = await contentTypeOf(path);
    if (await insertStoredFile(db, { key, contentType, sizeBytes: data.length, sha256, data })) imported++;
    const copy = await findStoredFile(db, key);
    if (!copy || sha256Hex(copy.data) !== sha256 || copy.sha256 !== sha256) {
      throw new Error(`The file ${key} in ${root} differs from the database's copy; nothing was moved.`);
    }
    bytes += data.length;
  }
  let movedTo = join(dataDir, `files.imported-${dateStamp(now)}`);
  for (let n = 2; existsSync(movedTo); n++) movedTo = join(dataDir, `files.imported-${dateStamp(now)}-${n}`);
  try {
    await rename(root, movedTo);
  } catch (err) {
    // Another instance sharing this DATA_DIR finished the same import first.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return { imported, alreadyThere: keys.length - imported, bytes, skipped, movedTo };
}

/** The operator's line about an import. */
export function describeDiskImport(result: DiskImport): string {
  const skipped = result.skipped.length ? ` ${result.skipped.length} other names were left there.` : '';
  return (
    `Moved ${result.imported + result.alreadyThere} uploaded files (${result.bytes} bytes) from the files folder ` +
    `into the database, each checked by SHA-256; the folder is kept as ${result.movedTo}.${skipped}`
  );
}
