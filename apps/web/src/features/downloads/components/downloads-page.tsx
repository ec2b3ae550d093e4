import { MESSAGES } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PageLayout } from '../../../components/page-layout';
import { frameOf, paths } from '../../../config/paths';
import { useDownloads, type Download } from '../api/downloads';

export function DownloadLink({ download }: { download: Download }) {
  return (
    <a href={download.url} target="_blank" rel="noopener noreferrer">
      {download.kind === 'file' ? 'Download' : 'Open'}
      <span className="visually-hidden"> {download.title} (opens in a new tab)</span>
    </a>
  );
}

const COLUMNS: DataColumn<Download>[] = [
  { header: '#', cell: (_download, index) => index + 1 },
  { header: 'Resource', cell: (download) => download.title },
  { header: 'Link', cell: (download) => <DownloadLink download={download} /> },
];

/** /student/downloads: school calendar, course listings, timetable, surveys... */
export function DownloadsPage() {
  const downloads = useDownloads();

  return (
    <PageLayout {...frameOf(paths.student.downloads)}>
      <DataTable
        caption="Resources to download"
        columns={COLUMNS}
        rows={downloads.data}
        rowKey={(download) => download.id}
        query={downloads}
        emptyText={MESSAGES.notFound}
        layout="scroll"
      />
    </PageLayout>
  );
}
