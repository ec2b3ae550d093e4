import { DownloadsPage } from '../../features/downloads/components/downloads-page';

/** Lazily loaded route module. */
export function DownloadsRoute() {
  return <DownloadsPage />;
}
