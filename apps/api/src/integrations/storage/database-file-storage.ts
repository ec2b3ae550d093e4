import { deleteStoredFile, findStoredFile, insertStoredFile, type Database } from '@portal/db';
import { assertSafeKey, sha256Hex, type FileStorage, type StoredFile } from './file-storage.js';

/**
 * The default storage: files in the `stored_files` table (decision 0025), so every instance of
 * the portal serves every file and the database backup holds them. Works on PGlite and PostgreSQL.
 */
export class DatabaseFileStorage implements FileStorage {
  constructor(private readonly db: Database) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const sha256 = sha256Hex(data);
    const inserted = await insertStoredFile(this.db, { key, contentType, sizeBytes: data.length, sha256, data });
    // Keys are fresh per upload; the same key twice is only harmless when the bytes are the same.
    if (!inserted && (await findStoredFile(this.db, key))?.sha256 !== sha256) {
      throw new Error(`Refused storage key: ${key} already holds another file`);
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    assertSafeKey(key);
    const row = await findStoredFile(this.db, key);
    return row ? { data: row.data, contentType: row.contentType, sha256: row.sha256 } : null;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await deleteStoredFile(this.db, key);
  }
}
