export { ProfilePage as ProfileRoute } from '../../features/students/components/profile-page';
