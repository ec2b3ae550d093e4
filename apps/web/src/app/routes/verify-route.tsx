import { VerifyFormPage } from '../../features/registration/components/verify-form-page';

/** Lazily loaded route module: the public page a printed form's QR code opens. */
export function VerifyRoute() {
  return <VerifyFormPage />;
}
