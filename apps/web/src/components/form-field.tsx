import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell, fieldControlProps } from './field-shell';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** Validation text shown under the field ('*Invalid', '*Mismatch', ...). */
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input whose error text is announced with it (aria-describedby, aria-invalid). */
export function FormField({ id, label, registration, error, hint, className, ...inputProps }: FormFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <input className="field__input" {...fieldControlProps(id, error, hint)} {...inputProps} {...registration} />
    </FieldShell>
  );
}
