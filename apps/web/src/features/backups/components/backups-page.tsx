import { backupStatusLine, formatDateTime } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { apiPaths } from '../../../config/api-paths';
import { feedbackRun, useFeedback } from '../../../lib/use-feedback';
import { useBackups, useTakeBackup, type BackupFileView } from '../api/backups';

/** A file's size as people read it: '4.2 MB', '830 KB'. */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

const COLUMNS: DataColumn<BackupFileView>[] = [
  { header: 'Name', cell: (file) => file.name },
  { header: 'Date', cell: (file) => formatDateTime(file.created_at), nowrap: true },
  { header: 'Size', cell: (file) => formatSize(file.bytes), nowrap: true },
  {
    header: 'Download',
    cell: (file) => (
      <a href={apiPaths.backups.file(file.name)} download={file.name} aria-label={`Download ${file.name}`}>
        Download
      </a>
    ),
  },
];

/** /admin/backups (office ict): the backup files, the last outcome, and "Take a backup now". */
export function BackupsPage() {
  const backups = useBackups();
  const take = useTakeBackup();
  const feedback = useFeedback();
  const run = feedbackRun(feedback);
  const status = backups.data?.status;
  const schedule =
    status?.schedule === 'off'
      ? 'Scheduled backups are off (BACKUP_SCHEDULE).'
      : status
        ? `A backup is taken every night at ${status.schedule} (West Africa Time) and kept ${status.keep_days} days.`
        : undefined;

  return (
    <PageLayout
      title="Backups"
      width="wide"
      intro={status ? `${backupStatusLine(status)} ${schedule}` : undefined}
      toolbar={
        <button
          type="button"
          className="button button--primary"
          disabled={take.isPending}
          aria-busy={take.isPending || undefined}
          onClick={() => void run(() => take.mutateAsync())}
        >
          {take.isPending ? 'Taking a backup… (this can take a minute)' : 'Take a backup now'}
        </button>
      }
    >
      <FeedbackRegion message={feedback.message} />
      <DataTable
        caption="Backup files, newest first"
        columns={COLUMNS}
        rows={backups.data?.backups}
        rowKey={(file) => file.name}
        query={backups}
        emptyText="No backup has been taken yet."
      />
    </PageLayout>
  );
}
