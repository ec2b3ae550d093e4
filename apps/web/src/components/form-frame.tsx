import type { BaseSyntheticEvent, ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import type { ServerFormStatus } from '../lib/use-server-form';
import { FormRefusal } from './feedback';

export interface SubmitButtonProps {
  /** The form's state (`useServerForm().status`): disabled while invalid or being sent. */
  status: Pick<ServerFormStatus, 'canSubmit' | 'isProcessing'>;
  label: string;
  /** Shown while sending ('Processing..' unless the spec words it otherwise). */
  processingLabel?: string;
  /** A further reason to wait (e.g. no file chosen yet). */
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

/** A form's submit button: disabled while the form is invalid or being sent, 'Processing..' meanwhile. */
export function SubmitButton({
  status,
  label,
  processingLabel = MESSAGES.processing,
  disabled = false,
  className = 'button button--primary',
  'aria-label': ariaLabel,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className}
      aria-label={ariaLabel}
      disabled={disabled || !status.canSubmit || status.isProcessing}
    >
      {status.isProcessing ? processingLabel : label}
    </button>
  );
}

export interface FormFrameProps {
  /** The form's state (`useServerForm().status`). */
  status: ServerFormStatus;
  /** The form's submit handler (`useServerForm().submitWith(…)`). */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  submitLabel: string;
  /** The submit button's classes ('button button--primary button--block' for a page's one form). */
  submitClassName?: string;
  /** As for `FormRefusal`: null keeps the refusal until the next attempt (the login forms). */
  refusalLifetimeMs?: number | null;
  children: ReactNode;
}

/**
 * A form on a page: the server's refusal at the top (focus moves to it when a submission fails),
 * the fields, and the submit button at the end.
 */
export function FormFrame({
  status,
  onSubmit,
  submitLabel,
  submitClassName = 'button button--primary button--block',
  refusalLifetimeMs,
  children,
}: FormFrameProps) {
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormRefusal error={status.error} isProcessing={status.isProcessing} lifetimeMs={refusalLifetimeMs} />
      {children}
      <SubmitButton status={status} label={submitLabel} className={submitClassName} />
    </form>
  );
}
