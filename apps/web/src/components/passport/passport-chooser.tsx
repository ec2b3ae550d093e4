import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { passportFileProblem } from './passport-file';
import { PassportCropper } from './passport-cropper';

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

export interface PassportChooserProps {
  /** True once the cropped photo has been handed over with `onPhoto`. */
  isConfirmed: boolean;
  disabled?: boolean;
  /** The confirmed square photo, or null when there is none (new file, crop changed). */
  onPhoto: (photo: Blob | null) => void;
  /** A new file was chosen (or the choice was cleared). */
  onFileChosen?: () => void;
}

/**
 * Choose a photo (png, jpg or jpeg, at most 15 MB) and crop it square: the first half of the
 * student's Upload Passport and the lecturer's Change Passport.
 */
export function PassportChooser({ isConfirmed, disabled = false, onPhoto, onFileChosen }: PassportChooserProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const src = useObjectUrl(file);

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    onPhoto(null);
    onFileChosen?.();
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

  return (
    <>
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
          disabled={disabled}
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
          isConfirmed={isConfirmed}
          onConfirm={onPhoto}
          onChange={() => onPhoto(null)}
          onError={() => {
            setFile(null);
            setFileError(UNREADABLE_MESSAGE);
          }}
        />
      ) : null}
      {!isConfirmed && src ? (
        <p className="field__hint">Confirm the crop with “Use this crop” to enable Upload.</p>
      ) : null}
    </>
  );
}
