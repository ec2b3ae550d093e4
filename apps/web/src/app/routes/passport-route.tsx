export { PassportPage as PassportRoute } from '../../features/onboarding/components/passport-page';
