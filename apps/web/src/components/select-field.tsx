import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell, fieldControlProps } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly (SelectOption | string)[];
  /** Text of the empty first option ('Select'); omit to offer no empty choice. */
  placeholder?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled select whose error text is announced with it (aria-describedby, aria-invalid). */
export function SelectField({
  id,
  label,
  registration,
  options,
  placeholder,
  error,
  hint,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <select
        className="field__input field__select"
        {...fieldControlProps(id, error, hint)}
        {...selectProps}
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}
