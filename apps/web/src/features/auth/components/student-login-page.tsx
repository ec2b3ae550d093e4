import { Link } from 'react-router';
import { studentLoginSchema } from '@portal/domain';
import { paths } from '../../../config/paths';
import { LoginForm } from './login-form';
import { LoginPageLayout } from './login-page-layout';

export function StudentLoginPage() {
  return (
    <LoginPageLayout
      title="Student Access"
      intro="Log in with your Student ID and password."
      footer={
        <>
          <p>
            Forgot your password? <Link to={paths.student.resetPassword.getHref()}>Reset it</Link>
          </p>
          <p>
            New student? <Link to={paths.student.createProfile.getHref()}>Create Student Profile</Link>
          </p>
        </>
      }
    >
      <LoginForm
        portal="student"
        schema={studentLoginSchema}
        usernameLabel="Student ID"
        usernameInput={{ autoComplete: 'username', autoCapitalize: 'characters', spellCheck: false }}
      />
    </LoginPageLayout>
  );
}
