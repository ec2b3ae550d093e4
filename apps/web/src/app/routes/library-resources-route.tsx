export { LibraryResourcesPage as LibraryResourcesRoute } from '../../features/library-resources/components/library-resources-page';
