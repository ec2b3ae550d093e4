/** The backups module: its routes. The backup itself is lib/backup-*.ts, shared with the CLI. */
export { backupRoutes } from './backups.routes.js';
