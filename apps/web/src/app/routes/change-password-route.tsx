export { ChangePasswordPage as ChangePasswordRoute } from '../../features/auth/components/change-password-page';
