export { ProfileCreatedPage as ProfileCreatedRoute } from '../../features/onboarding/components/profile-created-page';
