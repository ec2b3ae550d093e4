import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';

/** Router state passed by Create Student Profile. */
export interface ProfileCreatedState {
  username: string;
  default_password: string;
}

function isProfileCreatedState(value: unknown): value is ProfileCreatedState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.username === 'string' && typeof v.default_password === 'string';
}

/** /student/profile-created: the Student ID and the default password ({key}). */
export function ProfileCreatedPage() {
  const location = useLocation();
  const state: unknown = location.state;
  const [copyStatus, setCopyStatus] = useState<string | null>(null);
  const loginHref = paths.student.login.getHref();

  if (!isProfileCreatedState(state)) {
    return (
      <PageLayout title="Profile Created">
        <p className="lead">
          There is nothing to show here. If you have just created your profile, log in with your Student ID and the
          default password you were shown.
        </p>
        <Link className="button button--primary" to={loginHref}>
          Login
        </Link>
      </PageLayout>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(state.default_password);
      setCopyStatus('Copied.');
    } catch {
      setCopyStatus('Copy failed: select the password and copy it.');
    }
  };

  return (
    <PageLayout title="Profile Created">
      <p className="lead">Your profile has been created.</p>
      <dl className="details details--compact">
        <div>
          <dt>Student ID</dt>
          <dd>{state.username}</dd>
        </div>
      </dl>
      <div className="key-box">
        <p className="key-box__text">
          Your default password is{' '}
          <code className="key-box__key" id="default-password">
            {state.default_password}
          </code>
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-describedby="default-password"
          onClick={() => void copy()}
        >
          Copy
        </button>
        <p className="key-box__status" role="status">
          {copyStatus}
        </p>
      </div>
      <p>Keep it safe: you will be asked to change it the first time you log in.</p>
      <Link className="button button--primary button--block" to={loginHref}>
        Login
      </Link>
    </PageLayout>
  );
}
