import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { assertSafeKey, sha256Hex, type FileStorage, type StoredFile } from './file-storage.js';

export const META_SUFFIX = '.meta.json';

/**
 * Files under one directory, each with a small metadata file beside it: the storage of versions
 * before decision 0025. The portal no longer writes with it; the start-up import reads what it
 * left under DATA_DIR/files (disk-import.ts), and tests write such files to prove the import.
 */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    if (key.endsWith(META_SUFFIX)) throw new Error('Refused storage key: reserved suffix');
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('Refused storage key: outside the storage root');
    return path;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    await writeFile(`${path}${META_SUFFIX}`, JSON.stringify({ contentType }));
    await rename(tmp, path);
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    try {
      const [data, meta] = await Promise.all([readFile(path), readFile(`${path}${META_SUFFIX}`, 'utf8')]);
      const { contentType } = JSON.parse(meta) as { contentType?: string };
      return { data, contentType: contentType ?? 'application/octet-stream', sha256: sha256Hex(data) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}${META_SUFFIX}`, { force: true });
  }
}
