import { Navigate } from 'react-router';
import { FeedbackMessage } from '../../../components/feedback';
import { LoadingState } from '../../../components/loading-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { NotAvailablePage } from '../../system/components/not-available-page';
import { useMyProfile } from '../api/get-my-profile';

/**
 * /student/semester-registration-period. A student whose department is not set confirms the
 * user details first (student-side §2). The period list itself is built in a later issue.
 */
export function SemesterRegistrationPeriodPage() {
  const profile = useMyProfile();
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) {
    return (
      <div className="container page page--narrow">
        <FeedbackMessage>{errorMessage(profile.error)}</FeedbackMessage>
      </div>
    );
  }
  if (profile.data.department === null) return <Navigate to={paths.student.confirmDetails.getHref()} replace />;
  return <NotAvailablePage title={paths.student.semesterRegistrationPeriod.title} />;
}
