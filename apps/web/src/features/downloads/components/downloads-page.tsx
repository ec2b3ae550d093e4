import { MESSAGES } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { errorMessage } from '../../../lib/api-client';
import { useDownloads, type Download } from '../api/downloads';

export function DownloadLink({ download }: { download: Download }) {
  return (
    <a href={download.url} target="_blank" rel="noopener noreferrer">
      {download.kind === 'file' ? 'Download' : 'Open'}
      <span className="visually-hidden"> {download.title} (opens in a new tab)</span>
    </a>
  );
}

/** /student/downloads: school calendar, course listings, timetable, surveys... */
export function DownloadsPage() {
  const downloads = useDownloads();

  return (
    <PageCard title="Downloads" width="wide">
      {downloads.isPending ? <LoadingState /> : null}
      {downloads.isError ? <Alert>{errorMessage(downloads.error)}</Alert> : null}
      {downloads.data && downloads.data.length === 0 ? <p className="empty-state">{MESSAGES.notFound}</p> : null}
      {downloads.data && downloads.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Resources to download</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Resource</th>
                <th scope="col">Link</th>
              </tr>
            </thead>
            <tbody>
              {downloads.data.map((download, index) => (
                <tr key={download.id}>
                  <td>{index + 1}</td>
                  <td>{download.title}</td>
                  <td>
                    <DownloadLink download={download} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </PageCard>
  );
}
