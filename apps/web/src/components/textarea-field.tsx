import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell, fieldControlProps } from './field-shell';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled textarea whose error text is announced with it. */
export function TextAreaField({ id, label, registration, error, hint, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        className="field__input field__textarea"
        {...fieldControlProps(id, error, hint)}
        {...props}
        {...registration}
      />
    </FieldShell>
  );
}
