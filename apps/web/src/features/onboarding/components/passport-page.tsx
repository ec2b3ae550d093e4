import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@portal/domain';
import { FeedbackMessage } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { frameOf, paths } from '../../../config/paths';
import { currentUserQueryKey } from '../../../api/current-user';
import { useUploadPassport } from '../api/upload-passport';
import { PassportUploadFields, usePassportUpload } from '../../../components/passport/passport-upload';

const UPLOADED_MESSAGE = 'Action was Successful!';
/**
 * /student/passport: choose a photo, crop it square (mandatory), upload it. Used in status
 * 'upload passport' and, as Change Passport, by complete students.
 */
export function PassportPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useUploadPassport();
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const passport = usePassportUpload(async (photo) => {
    const result = await upload.mutateAsync(photo);
    // The status is now 'complete' (this screen stays allowed): refresh it before OK leads on.
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    setUploadedUrl(result.passport_url);
  });

  const onOk = () => {
    setIsLeaving(true);
    void navigate(paths.student.profile.getHref());
  };

  if (uploadedUrl) {
    return (
      <PageLayout title="Upload Passport">
        <FeedbackMessage tone="success">{UPLOADED_MESSAGE}</FeedbackMessage>
        <img className="passport-photo passport-photo--centered" src={uploadedUrl} alt="Your new passport photograph" />
        <button type="button" className="button button--primary button--block" disabled={isLeaving} onClick={onOk}>
          OK
        </button>
      </PageLayout>
    );
  }

  return (
    <PageLayout {...frameOf(paths.student.passport)}>
      <div className="form">
        <PassportUploadFields upload={passport} />
        <button
          type="button"
          className="button button--primary button--block"
          disabled={!passport.photo || passport.isUploading}
          onClick={() => void passport.upload()}
        >
          {passport.isUploading ? MESSAGES.processing : 'Upload'}
        </button>
      </div>
    </PageLayout>
  );
}
