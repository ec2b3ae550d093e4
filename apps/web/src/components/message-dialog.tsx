import type { ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import { Dialog } from './dialog';

export interface MessageDialogProps {
  /** The server's (or the spec's) message: the dialog's title. */
  title: string;
  children?: ReactNode;
  onClose: () => void;
}

/** A result message with one 'Ok' button (like the wallet screens' result dialogs). */
export function MessageDialog({ title, children, onClose }: MessageDialogProps) {
  return (
    <Dialog
      title={title}
      onDismiss={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          Ok
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

/** Asks before an action that cannot be undone with one click (Unassign, Remove). */
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
      {error ? (
        <p className="dialog__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
