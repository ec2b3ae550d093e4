import type { FormEvent, ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import { Alert } from './alert';
import { Dialog } from './dialog';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
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
 * A dialog holding one form. Focus starts on the first field (its buttons sit inside the
 * form, after the fields); Escape and Cancel close it unless it is sending.
 */
export function FormDialog({
  title,
  submitLabel,
  canSubmit,
  isProcessing,
  error,
  onSubmit,
  onCancel,
  children,
}: FormDialogProps) {
  return (
    <Dialog title={title} onDismiss={isProcessing ? undefined : onCancel} actions={null}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {error ? <Alert>{error}</Alert> : null}
        {children}
        <div className="form-dialog__actions">
          <button type="button" className="button button--plain" disabled={isProcessing} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={!canSubmit || isProcessing}>
            {isProcessing ? MESSAGES.processing : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
