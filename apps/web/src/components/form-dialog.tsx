import type { FormEvent, ReactNode } from 'react';
import { Dialog } from './dialog';
import { FormRefusal } from './feedback';
import { SubmitButton } from './form-frame';

/** The state of its form: a form built with `useServerForm` passes `{...form.status}`. */
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
  return (
    <Dialog title={title} onDismiss={isProcessing ? undefined : onCancel}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormRefusal error={error} isProcessing={isProcessing} />
        {children}
        <div className="dialog__form-actions">
          <button type="button" className="button button--plain" disabled={isProcessing} onClick={onCancel}>
            {cancelLabel}
          </button>
          <SubmitButton status={{ canSubmit, isProcessing }} label={submitLabel} />
        </div>
      </form>
    </Dialog>
  );
}
