export { CreateProfilePage as CreateProfileRoute } from '../../features/onboarding/components/create-profile-page';
