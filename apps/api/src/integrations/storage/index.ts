import type { AppConfig } from '../../config/env.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

export type { FileStorage, StoredFile } from './file-storage.js';
export { assertSafeKey } from './file-storage.js';
export { LocalDiskStorage } from './local-disk-storage.js';

/** The configured file storage: local disk under `${DATA_DIR}/files`. */
export function createFileStorage(config: AppConfig): FileStorage {
  return new LocalDiskStorage(`${config.DATA_DIR}/files`);
}
