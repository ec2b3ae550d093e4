export { ManageDownloadsPage as ManageDownloadsRoute } from '../../features/downloads/components/manage-downloads-page';
