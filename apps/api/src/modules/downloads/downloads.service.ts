import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  deleteDownload,
  findDownload,
  insertDownload,
  listDownloads,
  lockDownload,
  recordAudit,
  updateDownload,
  type DownloadRow,
  type Executor,
  type NewDownloadRow,
} from '@portal/db';
import {
  DOWNLOAD_MAX_BYTES,
  DOWNLOAD_MESSAGES,
  downloadLinkSchema,
  downloadTitleSchema,
  type CreatedDownload,
  type DownloadView,
  type editDownloadSchema,
} from '@portal/domain';
import { AppError, notFound } from '../../lib/errors.js';
import type { DbDeps, ServiceDeps } from '../../lib/service-deps.js';
import { isOfficeZip, sniffFileType } from '../../lib/file-types.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { parseWith } from '../../lib/parse.js';
import type { AuthContext } from '../../plugins/auth.js';

const FILE_KINDS = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
} as const;
type FileKind = keyof typeof FILE_KINDS;

/**
 * What an uploaded file really is, from its bytes; the name only tells a Word file from an
 * Excel one in the old binary formats (both are OLE containers). Anything else is refused.
 */
export function classifyDownloadFile(data: Buffer, filename: string): FileKind | null {
  const ext = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  switch (sniffFileType(data)) {
    case 'pdf':
      return 'pdf';
    case 'png':
      return 'png';
    case 'jpeg':
      return 'jpg';
    case 'ole':
      return ext === 'doc' || ext === 'xls' ? ext : null;
    case 'zip':
      if (isOfficeZip(data, 'word/')) return 'docx';
      if (isOfficeZip(data, 'xl/')) return 'xlsx';
      return null;
    default:
      return null;
  }
}

/** A safe file name for Content-Disposition, with the extension of what the file really is. */
function safeFileName(original: string, kind: FileKind): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .slice(0, 80);
  return `${base || 'download'}.${kind}`;
}

function describe(row: DownloadRow): DownloadView {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    url: row.kind === 'link' ? (row.url ?? '') : `/api/downloads/${row.id}/file`,
  };
}

export async function listDownloadItems(deps: DbDeps): Promise<DownloadView[]> {
  return (await listDownloads(deps.db)).map(describe);
}

export async function readDownloadFile(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  id: number,
): Promise<{ data: Buffer; sha256: string; contentType: string; fileName: string }> {
  const row = await findDownload(deps.db, id);
  if (!row || row.kind !== 'file' || !row.fileKey) throw notFound();
  const file = await deps.storage.get(row.fileKey);
  if (!file) throw notFound();
  return {
    data: file.data,
    sha256: file.sha256,
    contentType: row.contentType ?? file.contentType,
    fileName: row.fileName ?? 'download',
  };
}

/** Inserts a download with its audit row; `details` says what the audit keeps of it. */
async function recordNewDownload(
  tx: Executor,
  auth: AuthContext,
  values: Omit<NewDownloadRow, 'createdBy'>,
  details: (row: DownloadRow) => Record<string, unknown>,
): Promise<CreatedDownload> {
  const row = await insertDownload(tx, { ...values, createdBy: auth.user.customId });
  await recordAudit(tx, {
    actorId: auth.user.customId,
    action: 'downloads.create',
    entity: 'download',
    entityId: String(row.id),
    details: details(row),
  });
  return { id: row.id };
}

export async function createLinkDownload(deps: DbDeps, auth: AuthContext, body: unknown): Promise<CreatedDownload> {
  const input = parseWith(downloadLinkSchema, body);
  return deps.db.transaction((tx) =>
    recordNewDownload(tx, auth, { title: input.title, kind: 'link', url: input.url }, (row) => ({
      kind: 'link',
      title: row.title,
      url: row.url,
    })),
  );
}

/** A file download: checked by its bytes, stored under a server key, then recorded. */
export async function createFileDownload(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  auth: AuthContext,
  form: { fields: Record<string, string>; file: UploadedFile | null },
): Promise<CreatedDownload> {
  const { title } = parseWith(downloadTitleSchema, { title: form.fields.title ?? '' });
  const file = form.file;
  if (file && (file.truncated || file.data.length > DOWNLOAD_MAX_BYTES)) {
    throw new AppError('VALIDATION', DOWNLOAD_MESSAGES.tooManyBytes);
  }
  if (!file || file.data.length === 0) throw new AppError('VALIDATION', DOWNLOAD_MESSAGES.missing);
  const kind = classifyDownloadFile(file.data, file.filename);
  if (!kind) throw new AppError('VALIDATION', DOWNLOAD_MESSAGES.wrongType);

  const key = `downloads/${randomBytes(16).toString('hex')}.${kind}`;
  const contentType = FILE_KINDS[kind];
  await deps.storage.put(key, file.data, contentType);
  try {
    const values = {
      title,
      kind: 'file' as const,
      fileKey: key,
      fileName: safeFileName(file.filename, kind),
      contentType,
    };
    return await deps.db.transaction((tx) =>
      recordNewDownload(tx, auth, values, () => ({ kind: 'file', title, bytes: file.data.length, contentType })),
    );
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

export async function editDownload(
  deps: DbDeps,
  auth: AuthContext,
  id: number,
  input: z.output<typeof editDownloadSchema>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockDownload(tx, id);
    if (!row) throw notFound();
    if (input.url !== undefined && row.kind !== 'link')
      throw new AppError('VALIDATION', DOWNLOAD_MESSAGES.urlOnlyForLinks);
    await updateDownload(
      tx,
      id,
      input.url !== undefined ? { title: input.title, url: input.url } : { title: input.title },
    );
    await recordAudit(tx, {
      actorId: auth.user.customId,
      action: 'downloads.edit',
      entity: 'download',
      entityId: String(id),
      details: { before: { title: row.title, url: row.url }, after: input },
    });
  });
}

/** Removes a download; its stored file is deleted after the commit. */
export async function removeDownload(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'log'>,
  auth: AuthContext,
  id: number,
): Promise<void> {
  const fileKey = await deps.db.transaction(async (tx) => {
    const row = await lockDownload(tx, id);
    if (!row) throw notFound();
    await deleteDownload(tx, id);
    await recordAudit(tx, {
      actorId: auth.user.customId,
      action: 'downloads.delete',
      entity: 'download',
      entityId: String(id),
      details: { title: row.title, kind: row.kind },
    });
    return row.fileKey;
  });
  if (fileKey) {
    await deps.storage.delete(fileKey).catch((err: unknown) => {
      deps.log.warn({ err, key: fileKey }, 'could not delete a removed download file');
    });
  }
}
