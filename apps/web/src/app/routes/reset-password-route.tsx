export { ResetPasswordPage as ResetPasswordRoute } from '../../features/password-reset/components/reset-password-page';
