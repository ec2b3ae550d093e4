export { VerifyFormPage as VerifyRoute } from '../../features/registration/components/verify-form-page';
