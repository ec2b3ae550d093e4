import { adminLoginSchema } from '@portal/domain';
import { LoginForm } from './login-form';
import { LoginPageLayout } from './login-page-layout';

export function AdminLoginPage() {
  return (
    <LoginPageLayout title="Admin Access" intro="For staff of the seminary offices. Log in with your e-mail address.">
      <LoginForm
        portal="admin"
        schema={adminLoginSchema}
        usernameLabel="Username"
        usernameInput={{ type: 'email', autoComplete: 'username', inputMode: 'email', spellCheck: false }}
      />
    </LoginPageLayout>
  );
}
