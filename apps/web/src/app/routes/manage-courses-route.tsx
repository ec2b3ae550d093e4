export { ManageCoursesPage as ManageCoursesRoute } from '../../features/courses/components/manage-courses-page';
