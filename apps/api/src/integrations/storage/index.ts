import type { Database } from '@portal/db';
import { DatabaseFileStorage } from './database-file-storage.js';
import type { FileStorage } from './file-storage.js';

export type { FileStorage, StoredFile } from './file-storage.js';
export { assertSafeKey, sha256Hex } from './file-storage.js';
export { DatabaseFileStorage } from './database-file-storage.js';
export { LocalDiskStorage } from './local-disk-storage.js';
export { IMMUTABLE_FILE, REVALIDATED_FILE, sendStoredFile } from './file-reply.js';
export { describeDiskImport, importDiskFiles, type DiskImport } from './disk-import.js';

/** The configured file storage: the database's `stored_files` table (decision 0025). */
export function createFileStorage(db: Database): FileStorage {
  return new DatabaseFileStorage(db);
}
