import { useState, type ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import { Dialog, type DialogProps } from './dialog';
import { FeedbackMessage } from './feedback';
import { errorMessage } from '../lib/api-client';

export interface MessageDialogProps extends Pick<DialogProps, 'role' | 'size'> {
  /** The server's (or the spec's) message: the dialog's title. */
  title: string;
  children?: ReactNode;
  /** 'OK' on the screens whose spec writes it so (password reset); 'Ok' elsewhere. */
  buttonLabel?: string;
  onClose: () => void;
}

/** A result: the message as the title and one button that closes it (Escape and the backdrop too). */
export function MessageDialog({ title, children, buttonLabel = 'Ok', onClose, role, size }: MessageDialogProps) {
  return (
    <Dialog
      title={title}
      role={role}
      size={size}
      onDismiss={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {buttonLabel}
        </button>
      }
    >
      {children}
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  isProcessing: boolean;
  /**
   * The action. When it returns a promise, a refusal is shown in the dialog (which stays open for
   * another try or Cancel); an action that reports elsewhere returns nothing.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be undone with one click (Unassign, Remove): an alert
 * dialog whose body describes it; focus starts on Cancel.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  isProcessing,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    void onConfirm()?.catch((failure: unknown) => setError(errorMessage(failure)));
  };
  return (
    <Dialog
      title={title}
      role="alertdialog"
      onDismiss={isProcessing ? undefined : onCancel}
      actions={
        <>
          <button type="button" className="button button--plain" disabled={isProcessing} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button--danger" disabled={isProcessing} onClick={confirm}>
            {isProcessing ? MESSAGES.processing : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {error ? <FeedbackMessage>{error}</FeedbackMessage> : null}
    </Dialog>
  );
}
