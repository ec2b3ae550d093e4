import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { PageCard } from '../../../components/page-card';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../auth/api/get-current-user';
import { useUploadPassport } from '../api/upload-passport';
import { passportFileProblem } from '../lib/passport-file';
import { PassportCropper } from './passport-cropper';

const UPLOADED_MESSAGE = 'Action was Successful!';
const UNREADABLE_MESSAGE = 'The photo could not be read. Choose another photo.';

/** An object URL for a chosen file, revoked when the file changes or the page closes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [file]);
  return url;
}

/**
 * /student/passport: choose a photo, crop it square (mandatory), upload it. Used in status
 * 'upload passport' and, as Change Passport, by complete students.
 */
export function PassportPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useUploadPassport();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const src = useObjectUrl(file);

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setPhoto(null);
    setServerError(null);
    if (!chosen) {
      setFile(null);
      setFileError(null);
      return;
    }
    const problem = passportFileProblem(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
    if (problem) event.target.value = '';
  };

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
      <PageCard title="Upload Passport">
        <Alert tone="success">{UPLOADED_MESSAGE}</Alert>
        <img className="passport-photo passport-photo--centered" src={uploadedUrl} alt="Your new passport photograph" />
        <button type="button" className="button button--primary button--block" disabled={isLeaving} onClick={onOk}>
          OK
        </button>
      </PageCard>
    );
  }

  return (
    <PageCard
      title="Upload Passport"
      intro="Upload a recent, clear passport photograph of your face. You will crop it to a square before uploading."
    >
      <div className="form">
        {serverError ? <Alert>{serverError}</Alert> : null}
        <div className={['field', fileError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
          <label className="field__label" htmlFor={inputId}>
            Passport Photo
          </label>
          <input
            id={inputId}
            className="field__input field__file"
            type="file"
            accept=".png,.jpg,.jpeg"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={[hintId, fileError ? errorId : null].filter(Boolean).join(' ')}
            disabled={isUploading}
            onChange={onFileChange}
          />
          <p className="field__hint" id={hintId}>
            PNG, JPG or JPEG, at most 15 MB.
          </p>
          {fileError ? (
            <p className="field__error" id={errorId} role="alert">
              {fileError}
            </p>
          ) : null}
        </div>

        {src ? (
          <PassportCropper
            key={src}
            src={src}
            isConfirmed={photo !== null}
            onConfirm={setPhoto}
            onChange={() => setPhoto(null)}
            onError={() => {
              setFile(null);
              setFileError(UNREADABLE_MESSAGE);
            }}
          />
        ) : null}

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
        {!photo && src ? <p className="field__hint">Confirm the crop with “Use this crop” to enable Upload.</p> : null}
      </div>
    </PageCard>
  );
}
