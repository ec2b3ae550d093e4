/** What a file is, judged by its first bytes (magic numbers), never by its name or declared type. */
export type SniffedType = 'png' | 'jpeg' | 'gif' | 'pdf' | 'ole' | 'zip';

const startsWith = (buf: Buffer, bytes: number[]) => buf.length >= bytes.length && bytes.every((b, i) => buf[i] === b);

export function sniffFileType(buf: Buffer): SniffedType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

/** Whether a zip holds an Office Open XML document of the given part (`word/` or `xl/`). */
export function isOfficeZip(buf: Buffer, part: 'word/' | 'xl/'): boolean {
  // File names in a zip are stored uncompressed, in the local headers and the central directory.
  return buf.includes('[Content_Types].xml') && buf.includes(part);
}
