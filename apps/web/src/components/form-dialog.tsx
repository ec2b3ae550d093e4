import type { FormEvent, ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import { useErrorFocus } from '../lib/use-error-focus';
import { Dialog } from './dialog';
import { FeedbackMessage } from './feedback';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** The button that closes the dialog without sending ('Cancel'; 'Close' where the spec says so). */
  cancelLabel?: string;
  /** The submit button stays disabled while the form is invalid or being sent. */
  canSubmit: boolean;
  isProcessing: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A `Dialog` holding one form. Focus starts on the first field (Cancel and Submit sit inside
 * the form, after the fields); Escape and Cancel close it unless it is sending. When the
 * server refuses, focus moves to its message.
 */
export function FormDialog({
  title,
  submitLabel,
  cancelLabel = 'Cancel',
  canSubmit,
  isProcessing,
  error,
  onSubmit,
  onCancel,
  children,
}: FormDialogProps) {
  // Cancel and Submit are disabled while sending, so focus falls out of the form: a refusal
  // brings it back to the error box.
  const errorRef = useErrorFocus(error, isProcessing);
  return (
    <Dialog title={title} onDismiss={isProcessing ? undefined : onCancel}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {error ? <FeedbackMessage focusRef={errorRef}>{error}</FeedbackMessage> : null}
        {children}
        <div className="dialog__form-actions">
          <button type="button" className="button button--plain" disabled={isProcessing} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="submit" className="button button--primary" disabled={!canSubmit || isProcessing}>
            {isProcessing ? MESSAGES.processing : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
