import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { FormRefusal } from '../feedback';
import { PassportChooser } from './passport-chooser';

/**
 * The state of a passport upload (the student's Upload Passport, the lecturer's Change Passport):
 * the cropped photo, whether it is being sent, and the server's refusal. `upload` sends the photo
 * with `send`; a failure it throws becomes the refusal.
 */
export function usePassportUpload(send: (photo: Blob) => Promise<unknown>) {
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const upload = async () => {
    if (!photo) return;
    setError(null);
    setIsUploading(true);
    try {
      await send(photo);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsUploading(false);
    }
  };
  return { photo, setPhoto, error, clearError: () => setError(null), isUploading, upload };
}

export type PassportUpload = ReturnType<typeof usePassportUpload>;

/** The refusal (focus moves to it), the chooser and cropper, and 'Uploading..' while it is sent. */
export function PassportUploadFields({ upload }: { upload: PassportUpload }) {
  return (
    <>
      <FormRefusal error={upload.error} isProcessing={upload.isUploading} />
      <PassportChooser
        isConfirmed={upload.photo !== null}
        disabled={upload.isUploading}
        onPhoto={upload.setPhoto}
        onFileChosen={upload.clearError}
      />
      {upload.isUploading ? (
        <p role="status" className="upload-progress">
          Uploading..
        </p>
      ) : null}
    </>
  );
}
