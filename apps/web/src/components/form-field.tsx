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

/** An input for a code copied from paper or a message (a reference, a receipt number): no autofill, no spell marks. */
export const CODE_INPUT = { autoComplete: 'off', spellCheck: false } as const;

/** An input for a whole-naira amount: the number pad, no autofill. */
export const AMOUNT_INPUT = { inputMode: 'numeric', autoComplete: 'off' } as const;

/** An input for a Nigerian phone number as students know it (11 digits, leading 0). */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  hint: '11 digits, e.g. 08031234567.',
} as const;

/** A labelled input whose error text is announced with it (aria-describedby, aria-invalid). */
export function FormField({ id, label, registration, error, hint, className, ...inputProps }: FormFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <input className="field__input" {...fieldControlProps(id, error, hint)} {...inputProps} {...registration} />
    </FieldShell>
  );
}
