export { CompleteProfilePage as CompleteProfileRoute } from '../../features/onboarding/components/complete-profile-page';
