import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { assertSafeKey, type FileStorage, type StoredFile } from './file-storage.js';

const META_SUFFIX = '.meta.json';

/** The embedded default: files under one directory, each with a small metadata file beside it. */
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
      return { data, contentType: contentType ?? 'application/octet-stream' };
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
