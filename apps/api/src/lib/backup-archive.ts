import { open, type FileHandle } from 'node:fs/promises';

/**
 * The backup container: a plain POSIX (ustar) tar, so an operator can look inside with
 * `tar tf portal-….backup` and a restore needs nothing but this file. Written here in a few
 * lines rather than through a tar package: the portal only ever writes regular files with
 * short, server-generated names.
 */

const BLOCK = 512;

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'utf8');
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

/** Splits a name into ustar's prefix (≤ 155) and name (≤ 100) at a slash. */
function splitName(name: string): [prefix: string, name: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`Name too long for the backup archive: ${name.slice(0, 80)}…`);
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  const [prefix, short] = splitName(name);
  field(block, 0, 100, short);
  field(block, 100, 8, octal(0o644, 8));
  field(block, 108, 8, octal(0, 8));
  field(block, 116, 8, octal(0, 8));
  field(block, 124, 12, octal(size, 12));
  field(block, 136, 12, octal(Math.floor(mtime.getTime() / 1000), 12));
  field(block, 148, 8, '        ');
  field(block, 156, 1, '0');
  field(block, 257, 6, 'ustar\0');
  field(block, 263, 2, '00');
  field(block, 345, 155, prefix);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(block, 148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK, 0);

/** Writes a tar file entry by entry (each entry's bytes are held in memory one at a time). */
export class ArchiveWriter {
  private constructor(
    private readonly file: FileHandle,
    private readonly mtime: Date,
  ) {}

  static async create(path: string, mtime: Date): Promise<ArchiveWriter> {
    return new ArchiveWriter(await open(path, 'wx'), mtime);
  }

  async add(name: string, data: Buffer): Promise<void> {
    await this.file.write(header(name, data.length, this.mtime));
    await this.file.write(data);
    await this.file.write(padding(data.length));
  }

  /** Ends the archive (two empty blocks), flushes it to disk and closes it. */
  async close(): Promise<void> {
    await this.file.write(Buffer.alloc(BLOCK * 2, 0));
    await this.file.sync();
    await this.file.close();
  }

  /** Closes without finishing (the caller removes the partial file). */
  async abandon(): Promise<void> {
    await this.file.close();
  }
}

function text(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** Calls `onEntry` with each regular file of a tar file, in order. */
export async function readArchive(path: string, onEntry: (name: string, data: Buffer) => Promise<void>): Promise<void> {
  const file = await open(path, 'r');
  try {
    let position = 0;
    const block = Buffer.alloc(BLOCK);
    for (;;) {
      const { bytesRead } = await file.read(block, 0, BLOCK, position);
      if (bytesRead < BLOCK) throw new Error(`${path} is not a complete backup file (it ends early).`);
      if (block.every((b) => b === 0)) return;
      if (text(block, 257, 5) !== 'ustar') throw new Error(`${path} is not a backup file of the portal.`);
      const size = parseInt(text(block, 124, 12).trim() || '0', 8);
      const prefix = text(block, 345, 155);
      const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
      const type = text(block, 156, 1);
      position += BLOCK;
      const data = Buffer.alloc(size);
      const read = size > 0 ? (await file.read(data, 0, size, position)).bytesRead : 0;
      if (read < size) throw new Error(`${path} is not a complete backup file (it ends early).`);
      position += size + padding(size).length;
      if (type === '0' || type === '') await onEntry(name, data);
    }
  } finally {
    await file.close();
  }
}
