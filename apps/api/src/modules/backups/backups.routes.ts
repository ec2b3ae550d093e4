import { createReadStream, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  backupListResponseSchema,
  backupNameParamsSchema,
  backupStatusSchema,
  takeBackupResponseSchema,
  BACKUP_MESSAGES,
  MESSAGES,
} from '@portal/domain';
import { routeTable } from '../../lib/route-table.js';
import { access } from '../../plugins/access.js';
import { backupFilePath, backupStatus, listBackups, takeBackup } from './backups.service.js';

/** Backups (issue 25 §2): the ict office lists, downloads and takes them. */
export async function backupRoutes(root: FastifyInstance) {
  const deps = root.deps;
  const route = routeTable(root, { tags: ['backups'] });
  const ict = access.offices('manageBackups');

  route.get(
    '/backups',
    {
      access: ict,
      operationId: 'listBackups',
      summary: 'Backup files (newest first), the last outcome and the schedule',
      response: backupListResponseSchema,
    },
    () => listBackups(deps),
  );

  route.get(
    '/backups/status',
    {
      access: ict,
      operationId: 'getBackupStatus',
      summary: 'The last backup, or its failure (the ict dashboard)',
      response: backupStatusSchema,
    },
    () => backupStatus(deps),
  );

  route.post(
    '/backups',
    {
      access: ict,
      operationId: 'createBackup',
      summary: 'Take a backup now (database and uploaded files, one file)',
      response: takeBackupResponseSchema,
      errors: { CONFLICT: [BACKUP_MESSAGES.busy, BACKUP_MESSAGES.needsDatabaseUrl] },
    },
    (request) => takeBackup({ ...deps, kind: root.databaseKind }, request.auth!.user),
  );

  route.file(
    '/backups/:name',
    {
      access: ict,
      operationId: 'downloadBackup',
      summary: 'Download a backup file (streamed)',
      params: backupNameParamsSchema,
      errors: { NOT_FOUND: [MESSAGES.notFound] },
    },
    async (request, reply) => {
      const path = backupFilePath(deps, request.params.name);
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Disposition', `attachment; filename="${request.params.name}"`)
        .header('Content-Length', String(statSync(path).size))
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(path));
    },
  );
}
