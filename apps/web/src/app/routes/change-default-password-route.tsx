export { ChangeDefaultPasswordPage as ChangeDefaultPasswordRoute } from '../../features/onboarding/components/change-default-password-page';
