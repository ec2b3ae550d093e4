export { DownloadsPage as DownloadsRoute } from '../../features/downloads/components/downloads-page';
