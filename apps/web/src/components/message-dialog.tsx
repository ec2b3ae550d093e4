import type { ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import { Dialog, type DialogProps } from './dialog';
import { FeedbackMessage } from './feedback';

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
  error?: string | null;
  onConfirm: () => void;
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
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
          <button type="button" className="button button--danger" disabled={isProcessing} onClick={onConfirm}>
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
