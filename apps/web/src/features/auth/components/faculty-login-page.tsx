import { facultyLoginSchema } from '@portal/domain';
import { LoginForm } from './login-form';
import { LoginPageLayout } from './login-page-layout';

export function FacultyLoginPage() {
  return (
    <LoginPageLayout
      title="Faculty Access"
      intro="For lecturers. Log in with your e-mail address."
      footer={<p>Forgot your password? Contact the ICT department to reset it.</p>}
    >
      <LoginForm
        portal="faculty"
        schema={facultyLoginSchema}
        usernameLabel="Username"
        usernameInput={{ type: 'email', autoComplete: 'username', inputMode: 'email', spellCheck: false }}
      />
    </LoginPageLayout>
  );
}
