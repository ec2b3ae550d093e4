import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { periodTitle } from '@portal/domain';
import type { FeedbackState } from '../../lib/use-feedback';
import { FeedbackRegion } from '../feedback';
import { PageLayout } from '../page-layout';
import { QueryStatus, type QueryStatusState } from '../query-status';

interface StaffForm {
  student: { full_name: string };
  period: Parameters<typeof periodTitle>[0];
}

/**
 * The frame of an office's view of a student's form (registration, add/drop): the title with
 * the student's name, the semester, the Print button once the form may be printed, the request's
 * state and the page's feedback; the form's sections come as children once it has loaded.
 */
export function StaffFormShell<T extends StaffForm>({
  formName,
  query,
  feedback,
  printHref,
  printLabel,
  children,
}: {
  /** 'Registration Form', 'Add/Drop Form': the title before the student's name. */
  formName: string;
  query: QueryStatusState & { data: T | undefined };
  feedback: FeedbackState;
  /** Where Print leads, or null while the form is not printable. */
  printHref: string | null;
  printLabel: string;
  children: (data: T) => ReactNode;
}) {
  const data = query.data;
  return (
    <PageLayout
      title={data ? `${formName}: ${data.student.full_name}` : formName}
      width="wide"
      intro={data ? periodTitle(data.period) : undefined}
      actions={
        printHref ? (
          <Link className="button button--secondary" to={printHref}>
            {printLabel}
          </Link>
        ) : undefined
      }
    >
      <QueryStatus query={query} />
      <FeedbackRegion message={feedback.message} />
      {data ? children(data) : null}
    </PageLayout>
  );
}
