import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@portal/domain';
import { FeedbackMessage } from '../../../components/feedback';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { PageLayout } from '../../../components/page-layout';
import { frameOf, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../api/current-user';
import { useUploadPassport } from '../api/upload-passport';
import { PassportChooser } from '../../../components/passport/passport-chooser';

const UPLOADED_MESSAGE = 'Action was Successful!';
/**
 * /student/passport: choose a photo, crop it square (mandatory), upload it. Used in status
 * 'upload passport' and, as Change Passport, by complete students.
 */
export function PassportPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useUploadPassport();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const errorRef = useErrorFocus(serverError, isUploading);

  const onUpload = async () => {
    if (!photo) return;
    setServerError(null);
    setIsUploading(true);
    try {
      const result = await upload.mutateAsync(photo);
      // The status is now 'complete' (this screen stays allowed): refresh it before OK leads on.
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      setUploadedUrl(result.passport_url);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setIsUploading(false);
    }
  };

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
        {serverError ? <FeedbackMessage focusRef={errorRef}>{serverError}</FeedbackMessage> : null}
        <PassportChooser
          isConfirmed={photo !== null}
          disabled={isUploading}
          onPhoto={setPhoto}
          onFileChosen={() => setServerError(null)}
        />

        {isUploading ? (
          <p role="status" className="upload-progress">
            Uploading..
          </p>
        ) : null}
        <button
          type="button"
          className="button button--primary button--block"
          disabled={!photo || isUploading}
          onClick={() => void onUpload()}
        >
          {isUploading ? MESSAGES.processing : 'Upload'}
        </button>
      </div>
    </PageLayout>
  );
}
