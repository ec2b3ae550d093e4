export { EditLibraryResourcesPage as EditLibraryResourcesRoute } from '../../features/library-resources/components/edit-library-resources-page';
